#!/usr/bin/env bash
# Session 49's fourth H200 call, issue 12: the next slice's loads in the BK=8 tiles' K-tail twins. Session 48 measured
# LOADS_BEFORE_MATH costing 7% in the general entry's plain 128x256x8 kernel (loads already after 128 FFMAs); call 2
# found skinny-n's 256x128x8 twin that reads A transposed issuing them after 992. (1) The SASS of both tiles' plain
# kernels and K-tail twins (NN, A or B or both transposed), with and without the barrier; (2) calls with a K tail
# (so only the twin runs) in the general and skinny-n classes through the tuned rung beside the same entry with the
# barrier given whole, one process per class.
# Usage (carry: .device-carry/s49): OUT=/tmp/o DEST/h200-session49d.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session49d
COMMON="-DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMAX_REGISTERS=0"
COMMON="$COMMON -DSPLIT_REDUCE=1 -DCLAMP_EDGES=1 -DMIN_GROUPS=0 -DWM=64 -DWN=64 -DBK=8"
declare -A TILE=([general]="-DBM=128 -DBN=256 -DPART_SLICES=8" [skinnyn]="-DBM=256 -DBN=128")
declare -A FORM=([plain]="" [nn-tail]="-DK_TAIL=1" [ta-tail]="-DTRANS_A=1 -DK_TAIL=1" [tb-tail]="-DTRANS_B=1 -DK_TAIL=1"
    [tt-tail]="-DTRANS_A=1 -DTRANS_B=1 -DK_TAIL=1")
for t in "${!TILE[@]}"; do
    for f in "${!FORM[@]}"; do
        for lbm in 0 1; do sass $t-$f-lbm$lbm 10_tuned ${TILE[$t]} $COMMON ${FORM[$f]} -DLOADS_BEFORE_MATH=$lbm; done
    done
done
sass_report
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
# general, K no multiple of 8: five of session 48's sweep, 4097^3, four drawn with seed 20261503
SG=4275x7686x566:col:TT,1250x3078x733:row:TT,1832x494x5834:row:NN,3500x3500x3500:row:NN,2931x956x930:row:NN
SG=$SG,4097x4097x4097:row:NN,900x5243x986:col:TN,2895x349x2203:col:TT,4061x6608x679:row:TN,1905x1196x1634:row:NT
candidates general 230 gemm --backend cuda --rungs 10 --shapes "$SG" \
    --variant "10:BM=128,BN=256,BK=8,WM=64,WN=64,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=8,LOADS_BEFORE_MATH=1"
SSN=70x2906x5694:col:TT,2915x114x4924:row:NN,6140x94x7482:row:NT,6902x110x5356:row:TN,6535x115x2628:row:TT
candidates skinnyn 150 gemm --backend cuda --rungs 10 --shapes "$SSN" \
    --variant "10:BM=256,BN=128,BK=8,WM=64,WN=64,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=0,LOADS_BEFORE_MATH=1"
echo "call: $(( $(date +%s) - start )) s"
