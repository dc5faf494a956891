#!/usr/bin/env bash
# Session 61's fifth H200 call, issue 12: the general-few class as it lands (general calls of at most 64 tiles of
# 128x256 and K >= 4096 run the general entry with LOADS_BEFORE_MATH), against main before it in the next process,
# end to end and kernel-only through CUDA, on the 9 of 40 calls drawn with seed 20261610 (M, N 600-1700, K
# 4096-20000, the eight storage forms in turn) that the rule puts in the class, call 3's winner and a control of many
# tiles; then the conformance suite through CUDA.
# Usage (carry: scripts/h200-carry.sh DEST <before-rev>, plus this script): OUT=/tmp/o DEST/h200-session61e.sh
CAP=${CAP:-500}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session61e
S=1432x863x15759:col:NN,747x1066x4732:col:NT,988x1114x15000:col:TT,1278x1398x5554:col:TN,1513x936x13794:row:NN,1317x958x10284:row:NT,752x1268x14470:row:TN,726x727x10977:row:TT,717x1542x10451:col:NN
S=$S,1250x1000x12000:col:TT,4096x4096x4096:row:TT
ab cuda 150 gemm --backend cuda --rungs 10 --shapes "$S"
AB_TIMES=1 ab cudat 150 gemm --backend cuda --rungs 10 --shapes "$S"
conformance gemm-cuda 160 --backend cuda
echo "call: $(( $(date +%s) - start )) s"
