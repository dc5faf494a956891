#!/usr/bin/env bash
# Session 61's first H200 call, issue 12. (1) PanelSweep's launches timed back to back as one sequence (host clock,
# new in session 60, not yet run on a GPU) on the calls of session 60's third call, where a one-wave rule for the
# vector class's columns kernel lost end to end on some and won on others: does the back-to-back time agree with
# what `gemm` measured there, where the per-launch event sums did not? The plan (p), its slices added by the last
# group (+last), one and two waves along K with slices of one chunk (/S). Row-major forms of the column-major calls.
# (2) 1111x1111x9999 column-major (general-fine, 64x128x16, 88.7% of cuBLAS end to end in session 50's sweep) and
# neighbours of few tiles and a long K beside other tilings of the general classes, split as the host plans them.
# Usage (carry: scripts/h200-carry.sh DEST, plus tools-panel.jar and this script): OUT=/tmp/o DEST/h200-session61.sh
CAP=${CAP:-420}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session61
r="$out/panel"; PACK=$tag-panel; mkdir -p "$r"
for shape in 12x700x4500 9x1500x3000 16x450x7000 14x900x2200 11x333x9000 13x2500x1800 10x600x5000 13x1200x3500 \
        10x507x5744 800x12x4000:TN; do
    k=${shape##*x}; k=${k%%:*}; s=$(( (k + 127) / 128 ))
    left=$(limit_for 40); (( left < 10 )) && { echo "$shape: no time left"; break; }
    timeout -k 5 "$left" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep \
        "$shape" "p,p+last,t4x4x1x2x8/$s,t4x4x1x2x8/$s+last,t4x4x2x2x8/$s" cuda 2>> "$r/cuda.progress" \
        | grep -v "^shape" >> "$r/cuda.txt"
    pack
done
cut -c1-150 "$r/cuda.txt"
K="WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0,STREAM_K=1,SPLIT_REDUCE=1"
S=1111x1111x9999:col:NN,1111x1111x9999,1000x1000x10000,1300x900x8000:col:NN,1500x1400x6000:row:NT,800x1200x12000:col:TN
candidates fine 200 gemm --backend cuda --rungs 10 --shapes "$S" \
    --variant "10:BM=128,BN=256,BK=8,WM=64,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=8" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=8,LOADS_BEFORE_MATH=1" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=16" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=4" \
    --variant "10:BM=256,BN=128,BK=8,WM=64,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=8"
echo "call: $(( $(date +%s) - start )) s"
