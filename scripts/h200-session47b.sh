#!/usr/bin/env bash
# Session 47's second H200 call, issue 12: the split kernel's own register budget (SPLIT_MIN_GROUPS, in this call's
# build only: it lost, and was removed after it). Call 1 sized
# a call's split launch by the split kernel's resident groups where every tile is split; nvcc put that kernel at 128 to
# 167 registers by twin in 128x128x16 tiles (1 or 2 groups per SM). (1) skinny-n-small's entry (skinny-m-bt's is the
# same) beside it with SPLIT_MIN_GROUPS=2, on call 1's skinny-n-small calls and the 128x128 losers; (2) the 64x128x16
# entry of small-few, general-fine and skinny-m-small beside it with SPLIT_MIN_GROUPS=4, on 15 drawn calls
# (scripts/gemm-draw-class.py 2026147{9,12,14} 5 CLASS --k 300:6000) and five of session 43's sweep; (3) --explain
# of 8000x115x648 TN, which call 1's change left at 65% while 8000x128x640 TN went from 65 to 82%.
# Usage (carry: .device-carry/s47): OUT=/tmp/o DEST/h200-session47b.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session47b
S128=98x6290x724:col:TN,1446x65x2089:row:TT,1391x113x2875:row:TT,67x839x1431:col:TT,113x2813x366:col:NT
S128=$S128,128x1222x1066:col:TN,2937x68x350:row:TT,1225x104x670:row:NT,83x5501x2318:col:TT,739x107x904:row:NT
S128=$S128,8000x128x640:row:TN,8000x128x640:row:NN,6272x128x1168:row:NN,8000x115x648:row:TN,6296x123x1170:row:NN
S128=$S128,1512x82x771:row:TN,69x3189x3791:row:TT
S64=1778x167x2229:col:NN,1625x277x1186:row:TT,1679x244x1714:row:NN,822x339x1819:row:TT,196x777x919:row:NT
S64=$S64,173x2994x2176:row:TT,1582x1382x5267:row:TN,820x5927x598:row:TT,3251x385x2920:col:NN,1551x1611x1053:row:NN
S64=$S64,392x105x1143:col:NN,242x106x1121:col:NT,187x103x433:col:NT,2962x116x2239:col:NN,1129x103x4865:col:NT
S64=$S64,97x1604x5052:row:NN,601x283x3891:col:NN,2048x256x768:row:NN,1111x1111x9999:col:NN,943x2160x700:row:TT
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
K="$K,MIN_GROUPS=0,SPLIT_REDUCE=1,PART_SLICES=8,BK=16,WM=32,WN=64"
r="$out/explain"; PACK=$tag-explain; mkdir -p "$r"
run explain 60 "$here/kernelscope.jar" gemm --backend cuda --explain "8000x115x648:row:TN,8000x128x640:row:TN,8000x128x640:row:NN"
grep -E "^shape|tiles for|registers" "$r/explain.txt"
candidates smg128 200 gemm --backend cuda --rungs 10 --shapes "$S128" \
    --variant "10:BM=128,BN=128,$K,SPLIT_MIN_GROUPS=2"
candidates smg64 200 gemm --backend cuda --rungs 10 --shapes "$S64" \
    --variant "10:BM=64,BN=128,$K,SPLIT_MIN_GROUPS=4"
echo "call: $(( $(date +%s) - start )) s"
