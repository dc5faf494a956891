#!/usr/bin/env bash
# Session 46's sixth H200 call, issue 12: main as it lands (call 5's build) on 14 calls it was not shaped on, drawn by
# scripts/gemm-draw-class.py 20261460 14 any --k 65:6000 (most of them with a K tail), against main before the session
# in the next process.
# Usage (carry: .device-carry/s46 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session46f.sh
CAP=${CAP:-240}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session46f
DRAWN=6534x18x383:row:TN,750x754x1906:col:NT,88x1006x435:row:TT,268x369x119:row:TN,1897x10x1110:col:NN
DRAWN=$DRAWN,40x4420x2757:col:NN,246x589x290:col:NT,365x134x510:col:TN,731x3624x3858:row:NT,318x1544x466:row:NN
DRAWN=$DRAWN,2484x156x2912:col:NT,410x2557x1331:col:NN,666x192x267:col:NN,56x240x222:row:NN
ab drawn 100 gemm --backend cuda --rungs 10 --shapes "$DRAWN"
echo "call: $(( $(date +%s) - start )) s"
