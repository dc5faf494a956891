#!/usr/bin/env bash
# A later H200 call (prepared in session 30): what session 30 committed and timed only as explicit
# configurations, now through the database; then the tuner over the new SHARED_HALO parameter.
#  1. The tuned uchar and float filters with the committed database (the Gaussian's one entry with the shared halo
#     word, the packed Sobel magnitude, no register caps through NVIDIA OpenCL): CUDA with NPP, then NVIDIA OpenCL,
#     8192^2 and 3840x2160, the iterated box3x4 included (its register-fused entry now uncapped through OpenCL).
#  2. kernelscope tune --stencil packed (greedy-ils, 40 s each) on box3, box5, sobelx and sobely at 8192^2, where
#     SHARED_HALO measured 0.90-1.00x always on (session30/shared-halo) but was never searched with the other
#     parameters.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-lib.sh and
# h200-stencil-tune.sh): DEST/h200-session31b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session31b; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=200
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
set=(--filter box3,box5,box7,gauss5,sobel,sobelx,sobely,box3x4 --type u8,f32 --sizes 8192x8192,3840x2160 --warmups 3
     --repetitions 30 --variants tuned)
run cuda 90 "$jar" stencil --backend cuda "${set[@]}" --output "$r/cuda.json"
run opencl 90 "$jar" stencil --backend opencl "${set[@]}" --no-npp --output "$r/opencl.json"
for name in cuda opencl; do
    echo "== $name"; grep -E "^(u8|f32) |tuned" "$r/$name.txt" | cut -c1-80
done
CARRY="$here" OUT="$top" VARIANT=packed TUNES="box3:u8 box5:u8 sobelx:u8 sobely:u8" CAP=300 \
    bash "$here/h200-stencil-tune.sh"
