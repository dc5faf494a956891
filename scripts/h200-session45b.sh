#!/usr/bin/env bash
# Session 45's second H200 call, issue 12. Call 1's Nsight Compute found cuBLAS running 5222x164x786 column-major in
# the same 64x64 tiles and grid as the tuned rung (246 groups of 128 threads), 45.8 us against 56.3: its kernel is a
# 3-stage cp.async pipeline (sm80_xmma ..._64x64x8_stage3), ours one register-staged slice (STAGES=1). The rung's
# cp.async path (ASYNC_COPY=1) needs aligned operands and packs anything off the tile, so: on calls whose operands
# need no pack (aligned neighbours of call 1's losers) and on the losers themselves, the class entries against
# cp.async rings of 2-4 stages in the same tiles, each variant given whole (unsplit, as small-shallow and tiny run).
# Usage (carry: as h200-session45.sh): OUT=/tmp/o DEST/h200-session45b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45b
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
S64=5248x192x784:col:NN,6272x128x1168:row:NN,8000x128x640:row:NN,448x2048x688:row:NN,2048x256x768:row:NN
S64=$S64,5222x164x786:col:NN,6296x123x1170:row:NN,443x2064x689:row:NN
W64="BM=64,BN=64,WM=32,WN=32,MIN_GROUPS=0,$T"
step tiles64 220 gemm --backend cuda --rungs 10 --shapes "$S64" --output "$out/tiles64/tiles64.json" \
    --variant "10:$W64,BK=16,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0" \
    --variant "10:$W64,BK=8,STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1" \
    --variant "10:$W64,BK=16,STAGES=2,OVERLAP_BARRIER=0,ASYNC_COPY=1" \
    --variant "10:$W64,BK=16,STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1" \
    --variant "10:$W64,BK=8,STAGES=4,OVERLAP_BARRIER=0,ASYNC_COPY=1"
tail -n 12 "$out/tiles64/tables.md"
S32=704x896x208:col:NN,3328x192x96:col:NN,768x576x160:row:NN,128x7872x80:row:NN,512x512x256:row:NN
S32=$S32,746x557x152:row:NN,3307x163x87:col:NN
W32="BM=32,BN=64,WM=16,WN=32,MIN_GROUPS=4,$T"
step tiles32 200 gemm --backend cuda --rungs 10 --shapes "$S32" --output "$out/tiles32/tiles32.json" \
    --variant "10:$W32,BK=32,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0" \
    --variant "10:$W32,BK=16,STAGES=4,OVERLAP_BARRIER=0,ASYNC_COPY=1" \
    --variant "10:$W32,BK=16,STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1" \
    --variant "10:$W32,BK=32,STAGES=2,OVERLAP_BARRIER=0,ASYNC_COPY=1"
tail -n 12 "$out/tiles32/tables.md"
echo "call: $(( $(date +%s) - start )) s"
