#!/usr/bin/env bash
# Session 42's fifth H200 call (issue 12): the tiny class for calls of at most 2^28 FLOP whose short side is 33-64 and
# K 256 or more (drawn from call 4), this build (kernelscope.jar) against the one before (kernelscope-before.jar,
# 409ef3a3) in the next process, on 12 calls drawn for the rule with seeds 20261610-1 and call 4's 10 it was drawn from;
# then `gemm --check --rungs 10` through CUDA (the conformance cases the rule moved and its own).
# Usage (carry: as h200-session42.sh plus kernelscope-before.jar): OUT=/tmp/o DEST/h200-session42e.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session42e
SHAPES=115x49x5497:col:NN,38x107x359:row:TN,5117x36x301:col:NT,1208x62x1360:col:NT,410x56x961:col:NT,100x48x910:col:NT
SHAPES=$SHAPES,45x162x1427:col:NN,43x117x6059:col:NN,368x43x2339:row:TT,262x47x3293:row:NT,106x60x385:row:NN,68x59x7467:row:TT
SHAPES=$SHAPES,199x53x1306:col:NN,127x50x1350:row:NT,138x46x4254:col:TN,40x95x7923:row:TN,40x564x395:row:TN
SHAPES=$SHAPES,539x58x1937:col:TT,334x60x3278:row:NT,584x40x560:row:TT,53x265x4967:col:TT,37x199x1086:row:NT
step after 75 gemm --backend cuda --rungs 10 --shapes "$SHAPES" --output "$out/after/after.json"
KS_JAR="$here/kernelscope-before.jar" step before 75 gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/before/before.json.gz" "after=$out/after/after.json.gz" \
    > "$out/ab.md" 2>&1
tail -n 30 "$out/ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 140 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(tail -n 1 "$r/gemm-cuda.txt")"; grep FAIL "$r/gemm-cuda.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
