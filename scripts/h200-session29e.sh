#!/usr/bin/env bash
# Session 29's fifth H200 call: the 76-shape GEMM sweep with the session's final build (issue 12: the vector widths
# rule and the JIT-aware warm-up; scripts/h200-gemm-unseen-shapes.sh's UNSEEN, RANDOM20 and DRAWN), then the tuner's
# winners of session29d for the packed uchar filters against the entries in use, at both sizes, one process per filter
# (NPP in the same process).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-gemm-steps.sh,
# h200-gemm-unseen-shapes.sh and h200-stencil-lib.sh): DEST/h200-session29e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session29e; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
step sweep 380 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=100
source "$here/h200-stencil-lib.sh"
S=(--type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30)
run box3 25 "$here/kernelscope.jar" stencil --backend cuda --filter box3 "${S[@]}" \
    --variants "tuned,tuned:GROUP_Y=4;MIN_GROUPS=8;ROWS=8" --output "$r/box3.json"
run box7 25 "$here/kernelscope.jar" stencil --backend cuda --filter box7 "${S[@]}" \
    --variants "tuned,tuned:GROUP_X=16;ROWS=8;VEC=16" --output "$r/box7.json"
run gauss5 25 "$here/kernelscope.jar" stencil --backend cuda --filter gauss5 "${S[@]}" \
    --variants "tuned,tuned:GROUP_X=64;ROWS=16;VEC=16" --output "$r/gauss5.json"
run sobelx 25 "$here/kernelscope.jar" stencil --backend cuda --filter sobelx "${S[@]}" \
    --variants "tuned,tuned:GROUP_X=128;GROUP_Y=1" --output "$r/sobelx.json"
for f in box3 box7 gauss5 sobelx; do grep -E "copy |^  [a-z]|^    tuned" "$r/$f.txt" | cut -c1-150; done
