#!/usr/bin/env bash
# Session 23's first H200 call: what session 22 changed and never ran on a GPU (CUDA argument slots zeroed whole,
# graph instances per set of buffers), checked and measured under the full JIT compiler: the CUDA backend's and the
# GEMM plan cache's GPU tests, the GEMM conformance suite through CUDA, the host time per call on six shapes; then
# deep-k candidates whose warps hold 64x64 outputs (16x8 per work-item), beside the class's 32x64x16 entry.
# Usage (repository root; carry: scripts/h100-verify-carry.sh DEST, plus this script): DEST/h200-session23.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session23"; mkdir -p "$out"
t0=$(date +%s)
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
[[ -f "$C/test/junit-console.jar" ]] || xz -dk "$C/test/junit-console.jar.xz"
K="$C/bundle/kernelscope"
J="$C/bundle/build/runtime/bin/java"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$out/gpu.txt" 2>&1
timeout -s KILL 240 "$J" --enable-native-access=ALL-UNNAMED -cp "$C/test/junit-console.jar:$C/test/test-classes.jar:$C/bundle/kernelscope-core/target/kernelscope.jar:$C/bundle/kernelscope-core/target/lib/*:$C/test/assertj.jar" \
    org.junit.platform.console.ConsoleLauncher execute --disable-banner --disable-ansi-colors --details=tree \
    --select-class dev.kernelscope.device.cuda.CudaBackendGpuTest --select-class dev.kernelscope.device.cuda.CudaLeakGpuTest \
    --select-class dev.kernelscope.kernels.gemm.GemmPlanCacheTest > "$out/junit.txt" 2>&1
echo "junit: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 120 "$K" gemm --check --backend cuda --rungs 10 > "$out/check.txt" 2>&1
echo "check: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 70 "$K" gemm --backend cuda --rungs 10 \
    --shapes 4096x4096x4096,8192x8192x8192,4097x4097x4097,512x512x32768,1024x1024x1024,128x128x16384 \
    --output "$out/host.json" > "$out/host.txt" 2> "$out/host.progress"
echo "host: exit $? after $(( $(date +%s) - t0 )) s"
DK=128x128x16384,128x128x10004,64x64x8192,96x96x6004,80x300x4100:col:NN,200x160x4004,100x100x12288,256x128x8192
timeout -s KILL 150 "$K" gemm --backend cuda --rungs 10 --shapes $DK --output "$out/deepk.json" \
    --variant 10:BM=64,BN=64,BK=16,WM=64,WN=64,PART_SLICES=8 --variant 10:BM=64,BN=64,BK=8,WM=64,WN=64,PART_SLICES=16 \
    --variant 10:BM=128,BN=128,BK=8,WM=64,WN=64,PART_SLICES=16 --variant 10:BM=64,BN=128,BK=8,WM=64,WN=64,PART_SLICES=16 \
    --variant 10:BM=64,BN=64,BK=16,WM=32,WN=64,PART_SLICES=8 > "$out/deepk.txt" 2> "$out/deepk.progress"
echo "deepk: exit $? after $(( $(date +%s) - t0 )) s"
gzip -f "$out"/*.json 2>/dev/null
tar -czf "$top/session23.tar.gz" -C "$top" session23
grep -E "tests (successful|failed|skipped)" "$out/junit.txt"; grep -B2 -A6 "✘" "$out/junit.txt" | head -30
grep -h "passed" "$out/check.txt"
grep "host per call" "$out/host.progress" | cut -c1-170
grep -v "^ *$" "$out/deepk.txt" | cut -c1-150 | tail -60
