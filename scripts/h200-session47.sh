#!/usr/bin/env bash
# Session 47's first H200 call, issue 12. (1) Where every tile of a call is split (no whole launch), the split launch
# sized by the split kernel's own resident groups rather than the main kernel's: this build against main before the
# session in the next process, on session 45's 18 losers, 10 skinny-n-small calls (scripts/gemm-draw-class.py 20261471
# 10 skinny-n-small --k 300:3000), 12 tiny calls of K 256-1023 (20261470 12 tiny --k 256:1023) and aligned neighbours.
# (2) The tiny entry unsplit beside the tuned rung on the tiny calls (session 45 saw 512x512x256 at 145-158% unsplit
# against 97.6%). (3) small-shallow's 64x64x16 tiles, unsplit, beside the tuned rung on the skinny-n-small calls.
# Usage (carry: .device-carry/s47 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session47.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session47
source "$here/h200-gemm-session45-shapes.sh"   # LOSERS
SNS=98x6290x724:col:TN,1446x65x2089:row:TT,1391x113x2875:row:TT,67x839x1431:col:TT,113x2813x366:col:NT
SNS=$SNS,128x1222x1066:col:TN,2937x68x350:row:TT,1225x104x670:row:NT,83x5501x2318:col:TT,739x107x904:row:NT
SNS=$SNS,8000x128x640:row:TN,8000x128x640:row:NN,6272x128x1168:row:NN
TINY=192x348x371:col:NT,175x990x422:col:NN,1232x144x378:col:NT,708x158x832:row:NN,194x1889x366:col:NN
TINY=$TINY,330x488x368:col:NN,709x173x326:row:TT,1649x172x455:row:TT,306x244x920:col:TN,631x513x262:col:NT
TINY=$TINY,597x220x484:row:TN,174x249x322:row:NN,512x512x256:row:NN,512x256x512:row:NN
ab splitres 130 gemm --backend cuda --rungs 10 --shapes "$LOSERS,$SNS,$TINY"
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
candidates tinysplit 110 gemm --backend cuda --rungs 10 --shapes "$TINY" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,MIN_GROUPS=4,$K,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
candidates skinnyn 110 gemm --backend cuda --rungs 10 --shapes "$SNS" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,MIN_GROUPS=0,$K,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
echo "call: $(( $(date +%s) - start )) s"
