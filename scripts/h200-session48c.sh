#!/usr/bin/env bash
# Session 48's third H200 call, issue 12: LOADS_BEFORE_MATH (call 2's x1, a warp barrier after the main loop's loads
# of the next slice) set in the four 128x64x16 and 128x128x16 entries (general-narrow, general-narrow-few,
# skinny-n-small, skinny-m-bt). (1) This build against main before the session in the next process, on calls drawn
# for those classes (scripts/gemm-draw-class.py, seeds 20261480-20261483) and call 2's calls of them; (2) the
# 64x128x16 tiles of five other entries with and without it, beside the tuned rung, on calls drawn for their classes
# (seeds 20261484-20261488).
# Usage (carry: .device-carry/s48 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session48c.sh
CAP=${CAP:-570}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session48c
GN=1061x6328x687:col:TT,5222x395x5393:row:TT,1835x2953x3447:col:NT,5396x647x4449:row:NN,1305x4045x3189:col:TT
GN=$GN,3934x399x5762:row:NT,7356x1289x2031:row:TT,5260x1550x5306:row:TT
GNF=527x1721x7426:col:TT,274x1164x7924:col:TT,163x1467x4777:col:TN,439x2320x4579:col:NN,1043x834x4905:col:NN
GNF=$GNF,1312x679x4181:row:NN
SNS=5505x69x721:row:NN,117x3295x638:col:TN,126x847x3032:col:TT,110x1572x2178:col:TT,83x2707x300:col:NT
SNS=$SNS,81x1545x1108:col:TN,7723x92x274:row:NN,74x980x3916:col:NT
MBT=70x5914x7535:row:NT,105x1697x904:row:NT,3524x97x2672:col:TN,125x1252x689:row:TT,6436x104x294:col:TT
MBT=$MBT,110x2780x1928:row:TT
CALL2=6296x123x1170:row:NN,1512x82x771:row:TN,4500x700x6500:row:TT,3112x532x6113:row:TT,8000x115x648:row:TN
CALL2=$CALL2,311x6055x6859:col:TT,6296x123x1168:row:NN,1512x82x768:row:TN,4500x700x6496:row:TT
CALL2=$CALL2,3112x532x6112:row:TT,8000x115x640:row:TN
ab fence 250 gemm --backend cuda --rungs 10 --shapes "$GN,$GNF,$SNS,$MBT,$CALL2"
F128=315x2084x4084:row:NT,1641x1120x5697:row:TT,3224x516x2002:col:NN,2602x266x2369:col:TT
F128=$F128,150x3913x887:col:NT,940x156x2691:col:TN,258x1064x3865:col:TT,1215x110x4350:col:NT,760x127x1952:col:NT
F128=$F128,563x57x1073:col:TN,1130x50x3821:col:TN,4540x48x3632:col:TT,109x190x302:col:TT,65x311x1443:col:NT
F128=$F128,81x96x1243:col:TT
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
K="$K,SPLIT_REDUCE=1,PART_SLICES=8"
candidates fine 150 gemm --backend cuda --rungs 10 --shapes "$F128" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,MIN_GROUPS=0,$K,LOADS_BEFORE_MATH=0" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,MIN_GROUPS=0,$K,LOADS_BEFORE_MATH=1"
echo "call: $(( $(date +%s) - start )) s"
