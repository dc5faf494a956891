#!/usr/bin/env bash
# Session 61's second H200 call, issue 12. (1) Call 1's PanelSweep timed the plan's two launches back to back at 27-47
# us on every call, twice the events' sum, while every other variant ran back to back at or under its events; the plan
# was each call's first variant. The plan three times (first, second, last) beside p+last and two waves along K, and
# `gemm` on the same calls, to see whether the back-to-back time depends on the order. (2) Calls of the general-fine
# class (64x128x16, chosen by TileFit) with a long K beside the 128x128x16 split tiles, which ran 1111x1111x9999 2-3
# points faster in call 1 and lost on 1300x900x8000 column-major.
# Usage (carry: scripts/h200-carry.sh DEST, plus tools-panel.jar and this script): OUT=/tmp/o DEST/h200-session61b.sh
CAP=${CAP:-330}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session61b
r="$out/panel"; PACK=$tag-panel; mkdir -p "$r"
for shape in 12x700x4500 14x900x2200; do
    k=${shape##*x}; s=$(( (k + 127) / 128 ))
    timeout -k 5 "$(limit_for 40)" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep \
        "$shape" "p,p,p+last,t4x4x2x2x8/$s,p" cuda 2>> "$r/cuda.progress" | grep -v "^shape" >> "$r/cuda.txt"
    pack
done
cut -c1-150 "$r/cuda.txt"
step vec 90 gemm --backend cuda --rungs 10 --shapes 12x700x4500,14x900x2200 --output "$out/vec/vec.json"
tail -n 5 "$out/vec/tables.md"
K="WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0,STREAM_K=1,SPLIT_REDUCE=1"
S=1200x1100x7000,1500x900x5000:col:NN,1300x1250x9000:row:TN,700x1800x8000,1111x1111x9999:col:NN,1000x1200x3000:col:NT
S=$S,1150x1150x2000,1250x1000x12000:col:TT
candidates fine 200 gemm --backend cuda --rungs 10 --shapes "$S" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=8,LOADS_BEFORE_MATH=1" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,PART_SLICES=8,LOADS_BEFORE_MATH=0"
echo "call: $(( $(date +%s) - start )) s"
