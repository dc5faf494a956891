#!/usr/bin/env bash
# Session 65's second H200 call (issue 12): the skinny-m-96-large class (M 65-96, M <= N, from 2^30 FLOP, 96x128x16
# tiles in four 96x32 waves, LANES_M=8) against main before it (8466c570) in the next process, on 16 calls drawn for
# the class with scripts/gemm-draw-class.py (seed 20261221, the first 8 of 12 with --max-flop 2e10; seed 20261222, 8
# below 2^31); then the 76-shape sweep (session 50's, h200-gemm-unseen-shapes.sh) through CUDA as the session lands.
# Everything is packed into one file at the end (the device tool brings back 8 files).
# Usage (carry: scripts/h200-carry.sh DEST 8466c570, plus this script): OUT=/tmp/o DEST/h200-session65b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call2
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
L=10439x69x2345:col:TN,6896x83x5699:col:TT,3419x79x4560:col:TN,11276x73x2826:col:NT,80x4125x5829:row:NT
L+=,80x7968x2155:row:TT,22279x95x410:col:NN,96x13366x471:row:TT
L+=,9122x67x948:col:NN,13206x90x872:col:NN,79x17576x629:row:TT,74x1663x5173:row:NN,18449x71x738:col:NN
L+=,1289x74x8468:col:NT,1026x89x5913:col:TN,11529x72x952:col:NN
ab m96large 120 gemm --backend cuda --rungs 10 --repetitions 10 --quiet --shapes "$L"
step sweep 270 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
echo "call: $(( $(date +%s) - start )) s"
tar -czf "/tmp/$tag-all.tar.gz" -C "$top" . && find "$top" -mindepth 1 -maxdepth 1 -exec rm -rf {} + \
    && mv "/tmp/$tag-all.tar.gz" "$top/"
