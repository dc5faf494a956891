#!/usr/bin/env bash
# Session 45's third H200 call, issue 12. Call 2 found the twins that read a caller's odd shapes in place costing the
# 64x64 tiles 12-22 points of cuBLAS against aligned neighbours (443x2064x689 72% against 448x2048x688 93.5%), and
# cp.async rings no faster than the register-staged entry. This build loads every slice but a unit's last with no test
# against K (LOAD_SLICE_K). (1) The A/B against main before it, end to end and kernel-only: six calls that isolate the
# twins (none, K_TAIL alone, A's rows clamped, B's columns clamped, both with a pack) and call 1's 18 losers; (2) 12
# calls drawn with seed 20261453 (any class, K 65-3000); (3) the SASS of the small-shallow kernel's twins, before and
# after (NvrtcCubin + cuobjdump), to read here.
# Usage (carry: as h200-session45.sh plus h200-gemm-session45-shapes.sh, kernelscope-before.jar and
# kernels/10_tuned_before.cl): OUT=/tmp/o DEST/h200-session45c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45c
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW, SMALL_SHALLOW
ab ktail 170 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS"
ab drawn 110 gemm --backend cuda --rungs 10 --shapes "$DRAW"
for file in 10_tuned 10_tuned_before; do
    for twin in "plain:-DCLAMP_EDGES=0" "ktail:-DCLAMP_EDGES=0 -DK_TAIL=1" "both:-DCLAMP_EDGES=1 -DK_TAIL=1"; do
        # shellcheck disable=SC2086
        sass "$file-${twin%%:*}" "$file" $SMALL_SHALLOW ${twin#*:}
    done
done
ls -la "$out/sass" | tail -n 8
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
echo "call: $(( $(date +%s) - start )) s"
