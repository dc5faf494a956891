#!/usr/bin/env bash
# A next H200 call (prepared in session 31, not yet run): what session 31 changed and did not measure on the device.
#  1. Iterated filters of radius 2 and more, which now run their single filter's entry once per pass (the
#     separable-registers rung from radius 2-3), against the vector rung's per-pass launches they had.
#  2. Every tuned filter through NVIDIA OpenCL at both sizes, for the OpenCL >= 90% of CUDA target (session 31
#     measured only the new entries' radii through OpenCL).
#  3. The full conformance level of rung 11 through NVIDIA OpenCL (its inline-PTX shuffles; session 31 ran it through
#     CUDA and PoCL only).
#  (The tuner over rung 11's rows furthest from the copy: h200-session32b.sh, a call of its own.)
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-stencil-lib.sh):
# DEST/h200-session32.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session32; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=540
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
# the sm_90 iterate entries they had: vector words of 8 uchar, of 4 elsewhere (the rung's default)
run iterated-u8 50 "$jar" stencil --backend cuda --filter box5x2,gauss5x3,box9x2,gauss15x2 --type u8 \
    --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 20 --variants tuned,vector:VEC=8 --no-npp \
    --output "$r/iterated-u8.json"
run iterated 70 "$jar" stencil --backend cuda --filter box5x2,gauss5x3,box9x2,gauss15x2 --type f16,f32 \
    --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 20 --variants tuned,vector --no-npp \
    --output "$r/iterated.json"
set=(--filter box3,box5,box7,box9,box15,gauss5,gauss7,gauss15,sobel,sobelx,sobely,box3x4 --type u8,f16,f32
     --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants tuned --no-npp)
run cuda 130 "$jar" stencil --backend cuda "${set[@]}" --output "$r/cuda.json"
run opencl 130 "$jar" stencil --backend opencl "${set[@]}" --output "$r/opencl.json"
run check-full-opencl 150 "$jar" stencil --backend opencl --check --level full --variants separable-registers
for name in iterated-u8 iterated cuda opencl; do
    echo "== $name"; grep -E "^(u8|f16|f32) |tuned|vector" "$r/$name.txt" | cut -c1-80
done
tail -1 "$r/check-full-opencl.txt"
