#!/usr/bin/env bash
# Session 61's fourth H200 call, issue 12. Call 3's one winner of the loads barrier (LOADS_BEFORE_MATH) in the general
# entry, 1250x1000x12000 column-major TT (88.2 -> 94.0% of cuBLAS kernel-only), was its one call of few tiles (40 of
# 128x256, so most of the work runs in the split kernel); on calls of many tiles it lost 2-7 points. Here: calls of at
# most one wave of 128x256 tiles and a long K (4000-20000), every storage form, the entry without and with it.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session61d.sh
CAP=${CAP:-300}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session61d
S=1000x1000x10000,1250x1000x12000:col:TT,1200x900x9000:row:TT,900x1300x15000:row:NT,1024x1024x16384:col:TN
S=$S,1100x1000x8000,1500x1200x6000:col:NN,800x1500x20000:row:TN,1300x1100x7000:col:TT,1000x1400x12000:row:TT
G="BM=128,BN=256,BK=8,WM=64,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0"
G="$G,MIN_GROUPS=0,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
candidates few 260 gemm --backend cuda --rungs 10 --shapes "$S" \
    --variant "10:$G,LOADS_BEFORE_MATH=0" --variant "10:$G,LOADS_BEFORE_MATH=1"
echo "call: $(( $(date +%s) - start )) s"
