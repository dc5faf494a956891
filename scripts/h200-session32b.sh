#!/usr/bin/env bash
# A next H200 call (prepared in session 31, not yet run): rung 11's uchar sums in fp32 (FMATH=1, added at the end of
# session 31, verified on PoCL and by nvcc, never timed) against the tuned entries it would change (uchar box radius
# 4-7, Gaussian 3-7, both sizes); then kernelscope tune --stencil separable-registers (greedy-ils, 40 s each, FMATH
# in the space) where rung 11 is furthest from the copy: u8 box15 and gauss15, f16 box15 and gauss15.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-lib.sh and
# h200-stencil-tune.sh): DEST/h200-session32b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session32b; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=110
source "$here/h200-stencil-lib.sh"
environment
run check-fmath 40 "$here/kernelscope.jar" stencil --backend cuda --check --variants separable-registers
run u8-fmath 60 "$here/kernelscope.jar" stencil --backend cuda --filter box9,box11,box13,box15,gauss7,gauss9,gauss11,gauss13,gauss15 \
    --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 20 --variants tuned,tuned:FMATH=1 --no-npp \
    --output "$r/u8-fmath.json"
tail -1 "$r/check-fmath.txt"; grep -E "^u8 |tuned" "$r/u8-fmath.txt" | cut -c1-80
CARRY="$here" OUT="$top" VARIANT=separable-registers TUNES="box15:u8 gauss15:u8 box15:f16 gauss15:f16" CAP=250 \
    KILL=58 bash "$here/h200-stencil-tune.sh"
