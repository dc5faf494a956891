#!/usr/bin/env bash
# Session 49's second H200 call, issue 12: LOADS_BEFORE_MATH beyond the seven entries session 48 gave it. (1) Where
# ptxas issues the next slice's loads in the other sm_90 entries' tiles (32x64x16, tiny's 32x64x32 in 16x32 waves,
# 64x64x16, 64x32x16, short-k's 64x64x40, skinny-n's 256x128x8), plain and as K-tail twins, with and without the
# barrier (tools/sass/ldg_positions.py); (2) the sweep's calls below 90% end to end in those tiles, and their class
# neighbours, through the tuned rung beside the same tiles with LOADS_BEFORE_MATH=1 given whole, one process per tile.
# Usage (carry: .device-carry/s49): OUT=/tmp/o DEST/h200-session49b.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session49b
COMMON="-DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMAX_REGISTERS=0"
COMMON="$COMMON -DSPLIT_REDUCE=1 -DCLAMP_EDGES=1"
declare -A TILE=(
    [t32x64x16]="-DBM=32 -DBN=64 -DBK=16 -DWM=32 -DWN=32 -DMIN_GROUPS=0 -DPART_SLICES=8"
    [tiny]="-DBM=32 -DBN=64 -DBK=32 -DWM=16 -DWN=32 -DMIN_GROUPS=4"
    [t64x64x16]="-DBM=64 -DBN=64 -DBK=16 -DWM=32 -DWN=32 -DMIN_GROUPS=0"
    [t64x32x16]="-DBM=64 -DBN=32 -DBK=16 -DWM=32 -DWN=32 -DMIN_GROUPS=0 -DPART_SLICES=8"
    [shortk]="-DBM=64 -DBN=64 -DBK=40 -DWM=32 -DWN=32 -DMIN_GROUPS=0"
    [skinnyn]="-DBM=256 -DBN=128 -DBK=8 -DWM=64 -DWN=64 -DMIN_GROUPS=0"
)
for t in "${!TILE[@]}"; do
    for lbm in 0 1; do
        sass $t-plain-lbm$lbm 10_tuned ${TILE[$t]} $COMMON -DLOADS_BEFORE_MATH=$lbm
        sass $t-ta-tail-lbm$lbm 10_tuned ${TILE[$t]} $COMMON -DLOADS_BEFORE_MATH=$lbm -DTRANS_A=1 -DK_TAIL=1
    done
done
sass_report
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
# 32x64x16 (skinny-32, skinny-m-96, narrow-few, skinny-few): six losers, two neighbours, four drawn (seed 20261490)
S32=65x19x2738:col:NT,19x919x127:row:TN,220x18x1724:col:NN,971x73x2135:col:NT,170x42x1055:row:NN,50x305x1356:row:NN
S32=$S32,1270x56x1240:col:NN,640x75x759:col:NN,$(python3 "$here/gemm-draw-class.py" 20261490 2 skinny-32),$(python3 "$here/gemm-draw-class.py" 20261491 2 narrow-few)
candidates c32 120 gemm --backend cuda --rungs 10 --shapes "$S32" \
    --variant "10:BM=32,BN=64,BK=16,WM=32,WN=32,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=8,LOADS_BEFORE_MATH=1"
STINY=684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,1163x717x95:row:TN,465x277x363:row:NT
STINY=$STINY,178x1017x324:row:TT,746x557x152:row:NN,593x39x130:col:NN,$(python3 "$here/gemm-draw-class.py" 20261492 4 tiny)
candidates tiny 110 gemm --backend cuda --rungs 10 --shapes "$STINY" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,MIN_GROUPS=4,$K,SPLIT_REDUCE=1,LOADS_BEFORE_MATH=1"
S64=5222x164x786:col:NN,443x2064x689:row:NT,401x2737x259:row:TT,$(python3 "$here/gemm-draw-class.py" 20261493 4 small-shallow)
candidates c64 90 gemm --backend cuda --rungs 10 --shapes "$S64" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,MIN_GROUPS=0,$K,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0,LOADS_BEFORE_MATH=1"
SN32=1229x17x2431:row:NT,$(python3 "$here/gemm-draw-class.py" 20261494 4 narrow-32)
candidates n32 60 gemm --backend cuda --rungs 10 --shapes "$SN32" \
    --variant "10:BM=64,BN=32,BK=16,WM=32,WN=32,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=8,LOADS_BEFORE_MATH=1"
SSK=8031x256x18:col:TN,1825x37x53:col:NN,502x66x54:col:NN,$(python3 "$here/gemm-draw-class.py" 20261495 3 short-k)
candidates shortk 60 gemm --backend cuda --rungs 10 --shapes "$SSK" \
    --variant "10:BM=64,BN=64,BK=40,WM=32,WN=32,MIN_GROUPS=0,$K,LOADS_BEFORE_MATH=1"
echo "call: $(( $(date +%s) - start )) s"
