#!/usr/bin/env bash
# Session 31's third H200 call: where the separable-registers rung (with a box's window sums in blocks) beats the
# tuned entries, radius by radius, to choose the database's entries: box and Gaussian of radius 2-7 in f32, f16 and
# u8 (u8 from radius 3, where the packed rung's sums grow), 8192^2 and 3840x2160, CUDA with the copy in the same
# process; the rung's defaults (32x4 groups, 8 rows, 4 columns per lane) and the tuner's finds (session31c: 32x8 and
# 32x16 groups, 8 columns per lane for f16).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-stencil-lib.sh):
# DEST/h200-session31d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session31d; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=560
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
sr=separable-registers
variants="tuned,$sr,$sr:GROUP_Y=8,$sr:GROUP_Y=16,$sr:COLS=8;GROUP_Y=8"
for type in f32 f16; do
    run $type 170 "$jar" stencil --backend cuda --filter box5,box7,box9,box11,box13,box15,gauss5,gauss7,gauss9,gauss11,gauss13,gauss15 \
        --type $type --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 20 --variants "$variants" --no-npp \
        --output "$r/$type.json"
done
run u8 170 "$jar" stencil --backend cuda --filter box7,box9,box11,box13,box15,gauss7,gauss9,gauss11,gauss13,gauss15 \
    --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 20 --variants "$variants,$sr:COLS=8" --no-npp \
    --output "$r/u8.json"
for name in f32 f16 u8; do
    echo "== $name"; grep -E "^(u8|f16|f32) |tuned|separable" "$r/$name.txt" | cut -c1-62 | head -150
done
