#!/usr/bin/env bash
# Session 42's fourth H200 call (issue 12): calls of at most 2^28 FLOP whose short side is 33-128 and K 256 or more
# (16 drawn with scripts/gemm-draw-class.py, seeds 20261608-9), which go to the skinny, narrow and deep-k classes, in
# the tiny entry's 32x64x32 tiles given whole, beside the database's choice in the same process (call 2 moved such
# calls of K 64-255 from short-k to the tiny class).
# Usage (carry: as h200-session42.sh): OUT=/tmp/o DEST/h200-session42d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session42d
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
T="$T,SPLIT_REDUCE=1,STREAM_K=1,MIN_GROUPS=4"
SHAPES=199x53x1306:col:NN,127x50x1350:row:NT,122x76x5970:row:NN,138x46x4254:col:TN,40x95x7923:row:TN,40x564x395:row:TN,2238x68x545:col:TN,539x58x1937:col:TT
SHAPES=$SHAPES,100x843x1128:col:TT,883x95x515:row:TN,42x36x1840:col:TT,67x193x2438:col:NT,334x60x3278:row:NT,584x40x560:row:TT,53x265x4967:col:TT,1500x99x645:row:NT
step deep 170 gemm --backend cuda --rungs 10 --shapes "$SHAPES" --output "$out/deep/deep.json" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,$T"
records=$(ls "$out/deep/"*.json.gz 2>/dev/null || ls "$out/deep/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/deep/candidates.md" 2>&1
cut -c1-120 "$out/deep/candidates.md"
echo "call: $(( $(date +%s) - start )) s"
