#!/usr/bin/env bash
# Session 44's second H200 call, issue 12. (1) NVIDIA OpenCL: calls of at most 2^30 FLOP planned for fewer launches
# (EnqueueBoundCalls: packs weighed at an enqueue's 5.2 us, split tiles summed by their last groups, matrix-vector
# slices by their last group up to 128 parts; kernelscope.jar) against the build before (kernelscope-before.jar), on
# the 76-call sweep's 49 calls of at most 2^30 FLOP and 10 drawn between 2^28 and 2^30 (seed 20261901), this build
# then the one before in the next process. (2) CUDA: call 1's tiny-class candidates again, their variants written
# right (call 1 gave BK twice and stopped).
# Usage (carry: as h200-session44.sh, with kernelscope-before.jar, CLBlast): OUT=/tmp/o DEST/h200-session44b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session44b
SMALL=3855x14x21:col:NN,9x183x879:row:TN,759x156x13:row:NN,502x66x54:col:NN,2245x11x89:row:NN,19x919x127:row:TN
SMALL=$SMALL,21x1199x119:col:NN,593x39x130:col:NN,21x6526x22:row:NN,65x19x2738:col:NT,1825x37x53:col:NN
SMALL=$SMALL,62x584x178:col:NT,233x1328x21:col:NN,220x18x1724:col:NN,170x42x1055:row:NN,37x199x1086:row:NT
SMALL=$SMALL,852x10x954:row:NN,5129x9x215:row:NN,2560x177x22:row:NN,49x841x253:col:NN,1041x10x1344:row:NN
SMALL=$SMALL,50x5507x57:row:NT,685x1175x21:row:NN,298x495x122:row:NT,108x5203x34:col:NT,3325x74x83:row:TT
SMALL=$SMALL,50x305x1356:row:NN,116x7373x25:row:NN,507x10x5744:col:NN,640x75x759:col:NN,8031x256x18:col:TN
SMALL=$SMALL,138x2017x133:row:TT,465x277x363:row:NT,3307x163x87:col:TN,1229x17x2431:row:NT,276x3564x52:row:TN
SMALL=$SMALL,178x1017x324:row:TT,746x557x152:row:NN,127x7837x72:row:NN,1163x717x95:row:TN,1270x56x1240:col:NN
SMALL=$SMALL,1512x82x771:row:TN,684x894x204:col:NT,971x73x2135:col:NT,7537x1947x11:row:TN,7024x38x655:col:NN
SMALL=$SMALL,401x2737x259:row:TT,2724x1166x124:row:TT,4787x6336x14:col:TT
DRAWN=185x2207x632:col:NN,375x124x3721:col:TN,1103x146x3163:col:NN,3968x265x188:col:NN,1912x527x161:col:NT
DRAWN=$DRAWN,3774x607x75:col:NT,282x809x1883:col:TT,2969x3377x15:col:TT,1447x2966x32:col:TN,104x1731x1287:col:NT
step opencl-after 200 gemm --backend opencl --device NVIDIA --rungs 10 --shapes "$SMALL,$DRAWN" \
    --output "$out/opencl-after/after.json"
KS_JAR="$here/kernelscope-before.jar" step opencl-before 200 gemm --backend opencl --device NVIDIA --rungs 10 \
    --shapes "$SMALL,$DRAWN" --output "$out/opencl-before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" --times "before=$out/opencl-before/before.json.gz" "after=$out/opencl-after/after.json.gz" \
    > "$out/ab.md" 2>&1
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/opencl-before/before.json.gz" "after=$out/opencl-after/after.json.gz" \
    | tail -n 4 >> "$out/ab.md" 2>&1
tail -n 70 "$out/ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
TINY="BM=32,BN=64,WM=16,WN=32,$T,SPLIT_REDUCE=1,STREAM_K=1"
FEW="BM=32,BN=64,BK=16,WM=32,WN=32,$T,SPLIT_REDUCE=1,STREAM_K=1,PART_SLICES=8,MIN_GROUPS=0"
TINYK=739x423x71:col:TN,548x172x92:row:NN,661x152x70:col:NN,968x686x115:row:NT,458x432x98:row:TT
TINYK=$TINYK,186x182x125:col:TN,229x575x142:row:TN,175x666x201:row:TN,265x174x125:col:NN,458x439x115:col:TT
TINYK=$TINYK,3307x163x87:col:TN,684x894x204:col:NT,138x2017x133:row:TT,746x557x152:row:NN
left=$(( CAP - ($(date +%s) - start) - 5 )); (( left > 150 )) && left=150
step tinyk $left gemm --backend cuda --rungs 10 --shapes "$TINYK" --output "$out/tinyk/tinyk.json" \
    --variant "10:$TINY,BK=16,PART_SLICES=0,MIN_GROUPS=4" --variant "10:$TINY,BK=32,PART_SLICES=4,MIN_GROUPS=4" \
    --variant "10:$TINY,BK=32,PART_SLICES=0,MIN_GROUPS=6" --variant "10:$FEW"
records=$(ls "$out/tinyk/"*.json.gz 2>/dev/null || ls "$out/tinyk/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/tinyk/candidates.md" 2>&1
tar -czf "$top/$tag-tinyk-candidates.tar.gz" -C "$out" tinyk/candidates.md
cut -c1-150 "$out/tinyk/candidates.md" | tail -n 75
echo "call: $(( $(date +%s) - start )) s"
