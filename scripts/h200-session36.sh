#!/usr/bin/env bash
# A next H200 call, prepared in session 35 and not run (its device time was spent), issue 12: more warps or more of K
# in flight for the small-shallow and tiny classes' tiles. Their calls have 1-4 groups of 4 warps per SM (2^28 to
# 2^31 FLOP in 64x64 tiles, fewer in the tiny class's 32x64), where one slice of K in flight (STAGES=1) leaves each
# slice waiting on its loads; cuBLAS's 64x64x8 kernel there keeps two slices in flight (3 cp.async stages, session 34's
# Nsight Compute). nvcc 13.0 sm_90 here: 64x64x16 95 registers; 64x64x32 127; cp.async in 3 stages 66 (25 KB of
# shared memory); every variant verified on PoCL on three calls (session 35).
#  1. 16 small-shallow calls drawn with seed 20261346 (none measured before): the database's 64x64x16 against 64x64x32,
#     64x64x16 in two sets of waves sharing each slice (SLICED_K=2, 8 warps), 64x64x16 in 8 warps of 16x32 outputs
#     and 64x64x16 with cp.async in 3 stages (the host packs for it; its end-to-end figure pays the packs).
#  2. The sweep's 14 tiny calls: the database's 32x64x32 against it in two sets of waves and with cp.async in 3 stages.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-small-shapes.sh, gemm-random-shapes.py): OUT=/tmp/o DEST/h200-session36.sh; then pack /tmp/o into the real OUT (8 files at most)
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session36
source "$here/h200-gemm-small-shapes.sh"
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,MIN_GROUPS=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
ONE="STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0"; ASYNC3="STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1"
UNSPLIT="$FIXED,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
step shallow-depth 330 gemm --backend cuda --rungs 10 --shapes "$(small_draw 20261346 16 shallow)" \
    --output "$out/shallow-depth/shallow-depth.json" \
    --variant "10:BM=64,BN=64,BK=32,WM=32,WN=32,$ONE,$UNSPLIT" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,SLICED_K=2,$ONE,$UNSPLIT" \
    --variant "10:BM=64,BN=64,BK=16,WM=16,WN=32,$ONE,$UNSPLIT" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,$ASYNC3,$UNSPLIT"
TINY=684x894x204:col:NT,1163x717x95:row:TN,746x557x152,685x1175x21,3307x163x87:col:TN,138x2017x133:row:TT
TINY=$TINY,298x495x122:row:NT,8031x256x18:col:TN,465x277x363:row:NT,759x156x13,233x1328x21:col:NN
TINY=$TINY,178x1017x324:row:TT,2560x177x22,276x3564x52:row:TN
SPLIT="${FIXED/MIN_GROUPS=0/MIN_GROUPS=4},SPLIT_REDUCE=1,PART_SLICES=0,STREAM_K=1"   # the tiny entry's (gemm-tuning.json)
left=$(( CAP - ($(date +%s) - start) - 5 ))
(( left > 30 )) && step tiny-depth $left gemm --backend cuda --rungs 10 --shapes "$TINY" \
    --output "$out/tiny-depth/tiny-depth.json" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,SLICED_K=2,$ONE,$SPLIT" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,$ASYNC3,$SPLIT"
echo "call: $(( $(date +%s) - start )) s"
