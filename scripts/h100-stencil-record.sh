#!/usr/bin/env bash
# The recorded stencil run on the H100 (docs/results/h100/stencil): conformance on CUDA and NVIDIA OpenCL, the ladder
# per pixel type at 8192x8192 and 3840x2160 on CUDA (with NPP and the copy roof), the same through NVIDIA OpenCL, the
# multi-pass sweep and the large radii; every record and log packed into $OUT/stencil-results.tar.gz.
# Usage (carry made by scripts/h100-stencil-carry.sh): CARRY=.device-carry/stencil scripts/h100-stencil-record.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-record
mkdir -p "$out" "$r"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx64g -p "$carry/kernelscope.jar:$carry/lib"
    -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
run() {   # name limit args...
    local name=$1 limit=$2; shift 2
    echo "\$ kernelscope $*" > "$r/$name.txt"
    timeout "$limit" "${ks[@]}" "$@" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $?"
}
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv
    ls -l /usr/local/cuda/lib64/libnppif.so.* /usr/local/cuda/lib64/libnvrtc.so.* 2>&1
    "${ks[@]}" --version
    "${ks[@]}" devices 2>&1 | head -12
} > "$r/environment.txt" 2>&1
run check-cuda 40 stencil --check --backend cuda --quiet
run check-opencl 60 stencil --check --backend opencl --device NVIDIA --quiet
F=box3,box5,box7,gauss5,sobel,box3x4
run cuda-u8-8192 90 stencil --backend cuda --filter $F --type u8 --sizes 8192x8192 \
    --variants all,vector:VEC=8,vector:VEC=16 --output "$r/cuda-u8-8192.json"
run cuda-f32-8192 90 stencil --backend cuda --filter $F --type f32 --sizes 8192x8192 \
    --variants all,vector:ROWS=8 --output "$r/cuda-f32-8192.json"
run cuda-3840 70 stencil --backend cuda --filter $F --type u8,f32 --sizes 3840x2160 --output "$r/cuda-3840.json"
run opencl-8192 80 stencil --backend opencl --device NVIDIA --filter $F --type u8,f32 --sizes 8192x8192 \
    --variants "naive,register-column,vector,multipass-fused:TILE_X=16;TILE_Y=16,tuned" --output "$r/opencl-8192.json"
run multipass 60 stencil --backend cuda --filter box3x4,gauss5x2 --type u8,f32 --sizes 8192x8192 --no-npp \
    --variants "multipass-fused:STRIP=1,multipass-fused,multipass-fused:STRIP=4,multipass-fused:TILE_X=32;TILE_Y=32,multipass-fused:TILE_X=64;TILE_Y=16,tuned" \
    --output "$r/multipass.json"
run radii 60 stencil --backend cuda --filter box9,box15,gauss9,gauss15 --type u8,f32 --sizes 8192x8192 \
    --variants "register-column,separable-local,vector,tuned" --output "$r/radii.json"
tar -czf "$out/stencil-results.tar.gz" -C "$r" .
for f in "$r"/*.txt; do echo "== $(basename "$f")"; grep -v "^$" "$f" | grep -v "  variant  " | cut -c1-118 | head -120; done
