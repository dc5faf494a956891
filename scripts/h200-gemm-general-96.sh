#!/usr/bin/env bash
# Prepared in session 64 for a next H200 call (issue 12), not yet run: the general classes with a short side that
# 96-wide tiles cover better than 64- or 128-wide ones (161-192 or 257-288: two or three tiles of 96). skinny-n-96's
# 128x96x16 tiles (four 32x96 waves) and their turned-over twin 96x128x16 (four 96x32 waves, LANES_M=8) beside the
# database's choice (general-fine, general-narrow, general-narrow-few by TileFit) in one process, on 8 calls drawn
# with seeds 20261219-20261220. If they win, TileFit gains a tiling (its weight from these runs).
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-gemm-general-96.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" general96
G=187x7777x3587:col:NN,167x15375x1864:col:NT,5730x184x7082:row:TT,188x11972x1849:col:NN
G+=,8103x273x651:row:NN,284x4516x2661:col:NN,3025x287x1860:row:NT,3537x279x2284:row:TN
candidates general 200 gemm --backend cuda --rungs 10 --repetitions 10 --quiet --shapes "$G" \
    --variant 10:BM=128,BN=96,BK=16,WM=32,WN=96,LANES_M=4 --variant 10:BM=96,BN=128,BK=16,WM=96,WN=32,LANES_M=8
cp "$out/general/candidates.md" "$top/$tag-general-candidates.md"
echo "call: $(( $(date +%s) - start )) s"
