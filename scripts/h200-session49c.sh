#!/usr/bin/env bash
# Session 49's third H200 call, issue 12: (1) the five sm_90 entries in 32x64x16 tiles (skinny-32, skinny-few,
# skinny-m-96, narrow-few, skinny-m-bt-96) with LOADS_BEFORE_MATH=1, this build against main before it in the next
# process, on call 2's eight calls and 20 drawn afresh (seeds 20261496-20261500, four per class); (2) the barrier given
# whole beside the tuned rung where call 2's comparison had a different PART_SLICES (tiny, short-k), and in skinny-n's
# 256x128x8 tiles, whose K-tail twin ptxas issues its loads in after 992 of 1024 FFMAs (call 2's SASS).
# Usage (carry: .device-carry/s49 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session49c.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session49c
S=65x19x2738:col:NT,19x919x127:row:TN,220x18x1724:col:NN,971x73x2135:col:NT,170x42x1055:row:NN,50x305x1356:row:NN
S=$S,1270x56x1240:col:NN,640x75x759:col:NN
S=$S,614x32x3183:col:TN,23x619x220:row:TN,568x24x3222:col:NT,21x1724x2317:row:NT          # skinny-32, 20261496
S=$S,51x35x1398:col:NN,546x34x473:col:NN,160x47x1169:col:NN,63x63x651:col:NN              # skinny-few, 20261497
S=$S,4172x74x268:col:NN,866x80x1726:col:NT,1547x88x5857:col:NT,774x90x903:col:NT          # skinny-m-96, 20261498
S=$S,48x628x2169:col:NT,574x45x1239:row:NN,212x36x4117:row:NN,449x42x3418:row:TN          # narrow-few, 20261499
S=$S,83x2485x1339:row:NT,82x895x2786:row:NT,1678x72x3947:col:TN                          # skinny-m-bt-96, 20261500
run explain 30 "$here/kernelscope.jar" gemm --backend cuda --explain "$S"
ab lbm32 200 gemm --backend cuda --rungs 10 --shapes "$S"
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
STINY=684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,1163x717x95:row:TN,465x277x363:row:NT
STINY=$STINY,178x1017x324:row:TT,746x557x152:row:NN,593x39x130:col:NN
candidates tiny 80 gemm --backend cuda --rungs 10 --shapes "$STINY" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,MIN_GROUPS=4,$K,SPLIT_REDUCE=1,PART_SLICES=0,LOADS_BEFORE_MATH=1"
SSK=8031x256x18:col:TN,1825x37x53:col:NN,502x66x54:col:NN,1231x1162x104:col:TT,65x2564x26:col:TT,2585x482x129:row:NT
candidates shortk 60 gemm --backend cuda --rungs 10 --shapes "$SSK" \
    --variant "10:BM=64,BN=64,BK=40,WM=32,WN=32,MIN_GROUPS=0,$K,SPLIT_REDUCE=0,PART_SLICES=0,LOADS_BEFORE_MATH=1"
SSN=70x2906x5694:col:TT,2915x114x4924:row:NN,6140x94x7482:row:NT,6902x110x5356:row:TN,6535x115x2628:row:TT
candidates skinnyn 60 gemm --backend cuda --rungs 10 --shapes "$SSN" \
    --variant "10:BM=256,BN=128,BK=8,WM=64,WN=64,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=0,LOADS_BEFORE_MATH=1"
echo "call: $(( $(date +%s) - start )) s"
