#!/usr/bin/env bash
# Session 31's first H200 call: the separable-registers rung (11, column pass first, one word per lane and row, the
# row pass's halo from the neighbour lanes by warp shuffles) against the tuned filters at radius 4-7, where the vector
# rung's five words per row held f32 box15 / gauss15 at 55% of the copy.
#  1. Conformance of the new rung through CUDA (its __shfl_*_sync) and NVIDIA OpenCL (inline-PTX shfl.sync).
#  2. f32 box9/box15/gauss15 at 8192^2 and 3840x2160 through CUDA, NPP and the copy in the same process: tuned against
#     the rung over strips (ROWS), lane widths (COLS) and strips per group (GROUP_Y); then half and uchar radius 7.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-stencil-lib.sh): DEST/h200-session31.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session31; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=560
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
run check-cuda 60 "$jar" stencil --backend cuda --check --variants separable-registers
run check-opencl 60 "$jar" stencil --backend opencl --check --variants separable-registers
sr=separable-registers
f32="tuned,$sr,$sr:ROWS=16,$sr:ROWS=32,$sr:ROWS=16;GROUP_Y=2,$sr:ROWS=16;GROUP_Y=8,$sr:COLS=8,$sr:COLS=8;ROWS=16"
run f32-large 200 "$jar" stencil --backend cuda --filter box9,box15,gauss15 --type f32 --sizes 8192x8192,3840x2160 \
    --warmups 3 --repetitions 30 --variants "$f32" --output "$r/f32-large.json"
run f32-small 90 "$jar" stencil --backend cuda --filter box3,box5,box7,gauss5 --type f32 --sizes 8192x8192 \
    --warmups 3 --repetitions 30 --variants "tuned,$sr:ROWS=16,$sr:ROWS=32" --no-npp --output "$r/f32-small.json"
run f16-u8-large 120 "$jar" stencil --backend cuda --filter box15,gauss15 --type f16,u8 --sizes 8192x8192 \
    --warmups 3 --repetitions 30 --variants "tuned,$sr:ROWS=16,$sr:COLS=8;ROWS=16,$sr:COLS=8;ROWS=8" --no-npp \
    --output "$r/f16-u8-large.json"
run opencl-large 90 "$jar" stencil --backend opencl --filter box15,gauss15 --type f32 --sizes 8192x8192 \
    --warmups 3 --repetitions 30 --variants "tuned,$sr:ROWS=16,$sr:ROWS=32" --no-npp --output "$r/opencl-large.json"
for name in check-cuda check-opencl f32-large f32-small f16-u8-large opencl-large; do
    echo "== $name"; grep -E "passed|failed|^(u8|f16|f32) |tuned|separable" "$r/$name.txt" | cut -c1-110 | head -60
done
