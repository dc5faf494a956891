#!/usr/bin/env bash
# Session 31's fourth H200 call: the database with the separable-registers entries, through `--variants tuned` as an
# application gets it.
#  1. CUDA, NPP and the copy in the same process: every filter family at radius 1-7 (box3..box15, gauss5..gauss15,
#     the Sobel filters, box3x4) in u8, f16 and f32, 8192^2 and 3840x2160.
#  2. NVIDIA OpenCL (inline-PTX shuffles) on the radii the new entries serve, for the OpenCL/CUDA ratio.
#  3. The full conformance level of the new rung through CUDA.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-stencil-lib.sh): DEST/h200-session31e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session31e; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=500
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
run cuda 230 "$jar" stencil --backend cuda \
    --filter box3,box5,box7,box9,box11,box15,gauss5,gauss7,gauss9,gauss15,sobel,sobelx,sobely,box3x4 --type u8,f16,f32 \
    --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants tuned --output "$r/cuda.json"
run opencl 110 "$jar" stencil --backend opencl --filter box5,box9,box15,gauss7,gauss15 --type u8,f16,f32 \
    --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants tuned --no-npp --output "$r/opencl.json"
run check-full-cuda 150 "$jar" stencil --backend cuda --check --level full --variants separable-registers
for name in cuda opencl; do
    echo "== $name"; grep -E "^(u8|f16|f32) |tuned" "$r/$name.txt" | cut -c1-80
done
tail -2 "$r/check-full-cuda.txt"; grep -c "^FAIL" "$r/check-full-cuda.txt"
