#!/usr/bin/env bash
# Session 48's fourth H200 call, issue 12: LOADS_BEFORE_MATH as it lands, in seven entries (call 3 measured the
# 128x64x16 and 128x128x16 ones against main before the session, and 64x128x16 tiles with and without it beside the
# tuned rung): (1) this build against main before the session in the next process, on calls drawn afresh for the
# seven classes (scripts/gemm-draw-class.py, seeds 20261490-20261496); (2) the 76-shape sweep through CUDA (session
# 47's call 4 ran it last); (3) `gemm --check --rungs 10` through CUDA.
# Usage (carry: .device-carry/s48 with kernelscope-before.jar, h200-gemm-unseen-shapes.sh): OUT=/tmp/o DEST/h200-session48d.sh
CAP=${CAP:-570}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session48d
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
FRESH=500x654x2533:col:NT,1210x442x293:col:TN,132x456x2563:col:NN,485x368x3750:row:NN
FRESH=$FRESH,179x126x617:col:NN,115x2257x1359:row:TN,7210x127x712:col:NN
FRESH=$FRESH,57x178x336:row:NT,42x357x356:row:TT,43x81x1569:row:NT
FRESH=$FRESH,214x107x480:row:TN,132x114x2358:row:NT,398x87x392:row:NN
FRESH=$FRESH,535x3867x2683:col:TN,514x5018x5790:col:NN,563x3109x746:col:TT,7149x574x2959:row:TT
FRESH=$FRESH,100x454x1909:col:TN,2825x103x2097:row:TT,291x97x5731:row:TN,69x1770x2790:col:TN
FRESH=$FRESH,90x1840x4752:row:TT,129x99x796:col:TN,110x4105x337:row:NT
ab fresh 130 gemm --backend cuda --rungs 10 --shapes "$FRESH"
step sweep 300 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
conformance gemm-cuda 160 --backend cuda
echo "call: $(( $(date +%s) - start )) s"
