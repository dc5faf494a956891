#!/usr/bin/env bash
# Session 45's fourth H200 call, issue 12. Call 3's SASS showed why K_TAIL twins lose: with a test against K on every
# load, ptxas issued the next slice's loads after the math (nothing hid their latency). This build runs the steps whose
# next slice lies wholly below K in a loop of their own with untested loads (WHOLE_SLICES_LOOP). (1) The SASS of the
# small-shallow kernel's twins (to see the loads before the math again); (2) the A/B against main before the session
# (kernelscope-before.jar) on call 3's 24 calls and 12 drawn calls; (3) `gemm --check --rungs 10` through CUDA.
# Usage (carry: as h200-session45c.sh): OUT=/tmp/o DEST/h200-session45d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45d
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW, SMALL_SHALLOW
for twin in "ktail:-DCLAMP_EDGES=0 -DK_TAIL=1" "both:-DCLAMP_EDGES=1 -DK_TAIL=1"; do
    # shellcheck disable=SC2086
    sass "10_tuned-${twin%%:*}" 10_tuned $SMALL_SHALLOW ${twin#*:}
done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
ab ktail 200 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS,$DRAW"
conformance gemm-cuda 600 --backend cuda   # the rest of the call's time
echo "call: $(( $(date +%s) - start )) s"
