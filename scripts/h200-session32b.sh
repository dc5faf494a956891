#!/usr/bin/env bash
# A next H200 call (prepared in session 31, not yet run): kernelscope tune --stencil separable-registers (greedy-ils,
# 40 s each) where rung 11 is furthest from the copy: u8 box15 and gauss15, f16 box15 and gauss15.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-lib.sh and
# h200-stencil-tune.sh): DEST/h200-session32b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"
CARRY="$here" OUT="$top" VARIANT=separable-registers TUNES="box15:u8 gauss15:u8 box15:f16 gauss15:f16" CAP=260 \
    KILL=58 bash "$here/h200-stencil-tune.sh"
