#!/usr/bin/env bash
# H200 call (session 32): rung 11 (separable-registers) at radius 1-3 and the Sobel filters, where the packed (uchar)
# and vector (f32) rungs are tuned today and stay 3-40 points short of the 97%-of-copy target. uchar with its sums in
# fp32 (FMATH=1: the fp32 pipe issues twice the integer pipe's lanes on sm_90) and in int32, words of 4 and 8 pixels;
# f32 in its default and two other shapes; then session 32b's large-radius FMATH rows, and the tuner (FMATH in its
# space) on the two uchar filters furthest from the copy.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-lib.sh and
# h200-stencil-tune.sh): DEST/h200-session32c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session32c; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=${CAP:-330}
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
sr=separable-registers
common=(--sizes 8192x8192,3840x2160 --warmups 3 --repetitions 20 --no-npp)
run u8-small 120 "$jar" stencil --backend cuda --filter box3,box5,box7,gauss5,sobel,sobelx,sobely --type u8 "${common[@]}" \
    --variants "tuned,$sr:FMATH=1,$sr:FMATH=1;COLS=8,$sr:FMATH=1;COLS=8;ROWS=16,$sr:FMATH=1;GROUP_Y=8,$sr:COLS=8" \
    --output "$r/u8-small.json"
run f32-small 90 "$jar" stencil --backend cuda --filter box3,box5,gauss5,sobel,sobelx,sobely --type f32 "${common[@]}" \
    --variants "tuned,$sr,$sr:GROUP_Y=8,$sr:ROWS=16,$sr:COLS=2" --output "$r/f32-small.json"
run u8-large 60 "$jar" stencil --backend cuda --filter box9,box15,gauss7,gauss9,gauss15 --type u8 "${common[@]}" \
    --variants tuned,tuned:FMATH=1 --output "$r/u8-large.json"
for name in u8-small f32-small u8-large; do
    echo "== $name"; grep -E "^(u8|f16|f32) |^  [a-z]|tuned|separable" "$r/$name.txt" | grep -v roof | cut -c1-84
done
