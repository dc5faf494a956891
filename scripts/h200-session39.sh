#!/usr/bin/env bash
# Session 39's first H200 call (issue 12): which tiling runs general calls whose C fits one wave of 128x128 tiles (at
# most 132 of them, the SMs of an H100 or H200), where every tile is shared out along K and each padded output costs
# time. 20 such calls drawn at random (seed 20261390, M and N log-uniform 129-4096, K 256-40000, 2 M N K from 2^31;
# TileFit sends them to general, general-tall or general-fine today), each in five tilings given whole: 128x256x8
# (general), 256x128x8 (general-tall), 64x128x16 (general-fine), 128x128x16, and 128x128x16 held to two groups per SM.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh): OUT=/tmp/o DEST/h200-session39.sh; then pack /tmp/o into the real OUT (8 files at most).
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session39
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0"
FIXED="$FIXED,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
WIDE="10:BM=128,BN=256,BK=8,WM=64,WN=64,MIN_GROUPS=0,$FIXED"
TALL="10:BM=256,BN=128,BK=8,WM=64,WN=64,MIN_GROUPS=0,$FIXED"
FINE="10:BM=64,BN=128,BK=16,WM=32,WN=64,MIN_GROUPS=0,$FIXED"
SQUARE="10:BM=128,BN=128,BK=16,WM=32,WN=64,MIN_GROUPS=0,$FIXED"
SQUARE2="10:BM=128,BN=128,BK=16,WM=32,WN=64,MIN_GROUPS=2,$FIXED"
ONE_WAVE=159x3883x1981:row:NN,3324x601x36425:row:NT,1959x332x3034:col:TT,2423x333x7696:row:TT,232x1808x2852:row:NN
ONE_WAVE=$ONE_WAVE,1645x356x10690:col:NN,1183x490x21494:row:NT,588x501x37443:col:TT,2050x454x30041:row:NN,532x1051x3171:row:NN
ONE_WAVE=$ONE_WAVE,702x399x29999:row:NN,409x671x11344:row:NN,200x606x26221:row:TN,3824x252x31951:row:NT,135x1420x38729:col:NN
ONE_WAVE=$ONE_WAVE,1265x1013x2143:row:NN,290x3339x1436:row:TT,2709x175x13237:row:NN,1588x1232x1019:row:NN,839x650x2223:row:NN
step one-wave 540 gemm --backend cuda --rungs none --shapes "$ONE_WAVE" --output "$out/one-wave/one-wave.json" \
    --variant "$WIDE" --variant "$TALL" --variant "$FINE" --variant "$SQUARE" --variant "$SQUARE2"
echo "call: $(( $(date +%s) - start )) s"
