#!/usr/bin/env bash
# Session 31's second H200 call: the separable-registers rung with a box's window sums in blocks (van Herk /
# Gil-Werman, about 3 adds per output at any radius, both passes), then the tuner over the rung at radius 7.
#  1. Conformance through CUDA and NVIDIA OpenCL again (the box path is new).
#  2. f32 box9..box15 and gauss9/gauss15, 8192^2 and 3840x2160, CUDA with NPP and the copy: tuned (the vector rung)
#     against the rung's strips of 8 and 16 rows; f16 and u8 at radius 7.
#  3. kernelscope tune --stencil separable-registers (greedy-ils, 40 s each) on f32 box15 and gauss15, f16 gauss15.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-lib.sh and
# h200-stencil-tune.sh): DEST/h200-session31c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session31c; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=330
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
run check-cuda 60 "$jar" stencil --backend cuda --check --variants separable-registers
run check-opencl 60 "$jar" stencil --backend opencl --check --variants separable-registers
sr=separable-registers
run f32-large 150 "$jar" stencil --backend cuda --filter box9,box11,box13,box15,gauss9,gauss15 --type f32 \
    --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 \
    --variants "tuned,$sr,$sr:ROWS=16,$sr:ROWS=16;GROUP_Y=8,$sr:COLS=8;ROWS=8" --output "$r/f32-large.json"
run f16-u8-large 60 "$jar" stencil --backend cuda --filter box15,gauss15 --type f16,u8 --sizes 8192x8192 \
    --warmups 3 --repetitions 30 --variants "tuned,$sr,$sr:ROWS=16" --no-npp --output "$r/f16-u8-large.json"
for name in check-cuda check-opencl f32-large f16-u8-large; do
    echo "== $name"; grep -E "passed|failed|^(u8|f16|f32) |tuned|separable" "$r/$name.txt" | cut -c1-100 | head -70
done
CARRY="$here" OUT="$top" VARIANT=$sr TUNES="box15:f32 gauss15:f32 gauss15:f16" CAP=190 KILL=58 \
    bash "$here/h200-stencil-tune.sh"
