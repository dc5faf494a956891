#!/usr/bin/env bash
# Session 29's fourth H200 call (issue 13, and issue 14's stencil tuning): `kernelscope tune --stencil packed` on the
# uchar filters after the packed rung's edge change, 40 s of greedy-ils each from the entry in use, with the register
# cap (MIN_GROUPS) now a tuned parameter (h200-stencil-tune.sh); then the box3 entry's cap through NVIDIA OpenCL, capped
# and not, in one process.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-tune.sh and
# h200-stencil-lib.sh): DEST/h200-session29d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CARRY="$here" VARIANT=packed LIMIT=40s KILL=52 CAP=300 TUNES="box3:u8 box5:u8 box7:u8 gauss5:u8 sobelx:u8" \
    bash "$here/h200-stencil-tune.sh"
carry="$here"; out="${OUT:-$PWD/stencil-results}"; r=/tmp/stencil-cap; PACK=session29d-cap; CAP=60
source "$here/h200-stencil-lib.sh"
run opencl-cap 50 "$here/kernelscope.jar" stencil --backend opencl --filter box3 --type u8 \
    --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants "tuned,tuned:MIN_GROUPS=0" \
    --output "$r/opencl-cap.json"
grep -E "copy |^  [a-z]|^    tuned" "$r/opencl-cap.txt" | cut -c1-150
