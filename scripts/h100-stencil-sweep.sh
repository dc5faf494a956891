#!/usr/bin/env bash
# A short follow-up run on the H100: the conformance suite on CUDA and NVIDIA OpenCL with the current defaults, and a
# sweep of the vector variant's group shape and rows for uchar and float at 8192x8192; packed into
# $OUT/stencil-sweep.tar.gz. Usage: CARRY=.device-carry/stencil scripts/h100-stencil-sweep.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-sweep
mkdir -p "$out" "$r"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx64g -p "$carry/kernelscope.jar:$carry/lib"
    -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
run() {
    local name=$1 limit=$2; shift 2
    echo "\$ kernelscope $*" > "$r/$name.txt"
    timeout "$limit" "${ks[@]}" "$@" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $?"
}
date -u +"%Y-%m-%dT%H:%M:%SZ" > "$r/environment.txt"
run check-cuda 40 stencil --check --backend cuda --quiet
run check-opencl 60 stencil --check --backend opencl --device NVIDIA --quiet
run sweep-u8 60 stencil --backend cuda --filter box3,gauss5,sobel --type u8 --sizes 8192x8192 --no-npp \
    --variants "vector:VEC=8,vector:VEC=8;ROWS=8,vector:VEC=8;ROWS=16,vector:VEC=8;GROUP_X=64;GROUP_Y=4,vector:VEC=8;ROWS=8;GROUP_X=64;GROUP_Y=4,vector:VEC=8;GROUP_X=128;GROUP_Y=2,vector:VEC=16;ROWS=8" \
    --output "$r/sweep-u8.json"
run sweep-f32 50 stencil --backend cuda --filter box3,gauss5,sobel --type f32 --sizes 8192x8192 --no-npp \
    --variants "vector,vector:ROWS=2,vector:GROUP_X=64;GROUP_Y=4,vector:GROUP_X=128;GROUP_Y=2,vector:GROUP_X=16;GROUP_Y=16" \
    --output "$r/sweep-f32.json"
tar -czf "$out/stencil-sweep.tar.gz" -C "$r" .
for f in "$r"/*.txt; do echo "== $(basename "$f")"; grep -v "^$" "$f" | grep -v "  variant  " | cut -c1-110 | head -60; done
grep -h "FAIL" "$r"/check-*.progress | cut -c1-200 | head -5
