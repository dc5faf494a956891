#!/usr/bin/env bash
# Session 23's fifth H200 call: the reduce's lanes per float4 (StreamKSchedule.reduceLanes), the rule before (16
# lanes from 64 parts over at most 4,096 float4s, else 1) against the new one (lanes doubled, up to 16, while float4s
# x lanes so far are below 65,536 and the doubled lanes would each keep 4 parts), both with deep-k's SLICED_K=2
# entry, on 25 shapes that split along K: one process per build, each with cuBLAS in the same process; everything
# else in the two jars is the same.
# Usage (repository root; carry: scripts/h100-verify-carry.sh DEST, plus this script and before.jar, the build with
# the old rule): DEST/h200-session23e.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session23e"; mkdir -p "$out"
t0=$(date +%s)
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
J="$C/bundle/build/runtime/bin/java"
lib="$C/bundle/kernelscope-core/target/lib"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$out/gpu.txt" 2>&1
S=128x128x16384,256x128x8192,96x96x6004,200x160x4004,100x100x12288,72x200x6144,180x180x4096
S=$S,3000x32x4096,2000x32x6000,32x4096x4096,24x3000x2000,2000x48x3000,1200x64x3000:row:TN,2500x18x6004
S=$S,48x8192x2048:row:NT,100x5000x3000:row:NT,1024x1024x1024,512x512x32768,127x4096x4096,4096x127x4096
S=$S,64x8192x2048,333x4444x555,1024x1024x1024:row:TN,2048x2048x2048,64x64x8192
for build in before after; do
    jar="$C/before.jar"; [[ $build == after ]] && jar="$C/bundle/kernelscope-core/target/kernelscope.jar"
    timeout -s KILL 140 "$J" --enable-native-access=ALL-UNNAMED -Xmx16g -cp "$jar:$lib/*" dev.kernelscope.cli.KernelScope \
        gemm --backend cuda --rungs 10 --shapes $S --output "$out/$build.json" > "$out/$build.txt" 2> "$out/$build.progress"
    echo "$build: exit $? after $(( $(date +%s) - t0 )) s"
done
gzip -f "$out"/*.json 2>/dev/null
tar -czf "$top/session23e.tar.gz" -C "$top" session23e
