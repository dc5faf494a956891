#!/usr/bin/env bash
# The stencil ladder on an NVIDIA GPU machine in one call: unpacks the carried Java runtime, runs the conformance
# suite on CUDA and NVIDIA OpenCL, the ladder against the copy roof and NPP on CUDA (u8 and f32, 8192x8192 and
# 3840x2160), the same through NVIDIA OpenCL, and prints the logs' tails. Results go to $OUT or ./stencil-results.
# Usage (carry made by scripts/h100-stencil-carry.sh): CARRY=.device-carry/stencil scripts/h100-stencil.sh [STAGES]
# STAGES: any of check,cuda,opencl,extra (default: check,cuda,opencl).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
carry="${CARRY:-$root/.device-carry/stencil}"
out="${OUT:-$root/stencil-results}"
stages="${1:-check,cuda,opencl}"
logs=/tmp/stencil-logs
mkdir -p "$out" "$logs"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx64g -XX:ErrorFile=$out/hs_err_%p.log
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
stage() { [[ ",$stages," == *",$1,"* ]]; }
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,temperature.gpu --format=csv
    ls /usr/local/cuda/lib64/libnppif* /usr/local/cuda/lib64/libnppc* 2>&1 | head -4
    "${ks[@]}" --version
    "${ks[@]}" devices 2>&1 | head -20
} > "$out/environment.txt" 2>&1
cat "$out/environment.txt"
if stage check; then
    timeout 60 "${ks[@]}" stencil --check --backend cuda --quiet > "$out/check-cuda.txt" 2>&1
    echo "check cuda: exit $? $(tail -n 3 "$out/check-cuda.txt")"
fi
if stage checkcl; then
    timeout 50 "${ks[@]}" stencil --check --backend opencl --device NVIDIA --quiet > "$out/check-opencl.txt" 2>&1
    echo "check opencl: exit $? $(tail -n 3 "$out/check-opencl.txt")"
fi
filters="${FILTERS:-box3,box5,box7,gauss5,sobel,box3x4}"
if stage cuda; then
    for size in ${SIZES:-8192x8192 3840x2160}; do
        timeout "${CUDA_LIMIT:-170}" "${ks[@]}" stencil --backend cuda --filter "$filters" --type u8,f32 --sizes $size \
            --variants "${CUDA_VARIANTS:-all}" --output "$out/stencil-cuda-$size.json" --force \
            > "$out/stencil-cuda-$size.txt" 2> "$logs/stencil-cuda-$size.progress"
        echo "cuda ladder $size: exit $?"
    done
fi
if stage opencl; then
    timeout "${OPENCL_LIMIT:-90}" "${ks[@]}" stencil --backend opencl --device NVIDIA --type u8,f32 \
        --sizes 8192x8192 --filter "${OPENCL_FILTERS:-box3,gauss5,sobel,box3x4}" --variants "${OPENCL_VARIANTS:-naive,register-column,vector,multipass-fused:TILE_X=16;TILE_Y=16,tuned}" \
        --output "$out/stencil-opencl.json" --force > "$out/stencil-opencl.txt" 2> "$logs/stencil-opencl.progress"
    echo "opencl ladder: exit $?"
fi
if stage sweep; then   # parameters of the vector and fused variants at 8192x8192, one type at a time
    timeout 100 "${ks[@]}" stencil --backend cuda --filter box3,gauss5,sobel --type u8 --sizes 8192x8192 --no-npp \
        --variants "vector:VEC=16;ROWS=4,vector:VEC=16;ROWS=8,vector:VEC=16;ROWS=16,vector:VEC=16;ROWS=8;GROUP_X=64;GROUP_Y=4,vector:VEC=8;ROWS=8,vector:VEC=16;ROWS=8;GROUP_X=16;GROUP_Y=16" \
        --output "$out/sweep-u8.json" --force > "$out/sweep-u8.txt" 2> "$logs/sweep-u8.progress"
    echo "sweep u8: exit $?"
    timeout 100 "${ks[@]}" stencil --backend cuda --filter box3,gauss5,sobel --type f32 --sizes 8192x8192 --no-npp \
        --variants "vector:ROWS=2,vector:ROWS=4,vector:ROWS=8,vector:ROWS=8;GROUP_X=64;GROUP_Y=4,vector:ROWS=16,register-column:ROWS=16" \
        --output "$out/sweep-f32.json" --force > "$out/sweep-f32.txt" 2> "$logs/sweep-f32.progress"
    echo "sweep f32: exit $?"
    timeout 100 "${ks[@]}" stencil --backend cuda --filter box3x4 --type u8,f32 --sizes 8192x8192 --no-npp \
        --variants "multipass-fused,multipass-fused:STRIP=16,multipass-fused:TILE_X=32;TILE_Y=32,multipass-fused:TILE_X=64;TILE_Y=16,multipass-fused:TILE_X=64;TILE_Y=16;STRIP=16,tuned" \
        --output "$out/sweep-multipass.json" --force > "$out/sweep-multipass.txt" 2> "$logs/sweep-multipass.progress"
    echo "sweep multipass: exit $?"
fi
if stage extra; then
    timeout 200 "${ks[@]}" stencil --backend cuda --filter "${EXTRA_FILTERS:-box9,box15,gauss9,gauss15}" --type u8,f32 \
        --sizes 8192x8192 --variants "${EXTRA_VARIANTS:-all}" --output "$out/stencil-cuda-extra.json" --force \
        > "$out/stencil-cuda-extra.txt" 2> "$logs/stencil-cuda-extra.progress"
    echo "extra: exit $?"
fi
for f in "$out"/stencil-*.txt; do echo "== $f"; grep -v "^$" "$f" | cut -c1-140 | head -150; done
for f in "$logs"/*.progress; do echo "== $f (problems)"; grep -i "fail\|wrong\|error\|exception" "$f" | cut -c1-400 | head -10; tail -n 2 "$f"; done
