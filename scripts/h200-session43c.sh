#!/usr/bin/env bash
# Session 43's third H200 call, main with tiny-deep from K 1024 and tiny calls of K below 64 (2^20 outputs and more)
# in short-k (kernelscope.jar, 3b9b18d2) against main at the session's start (kernelscope-before.jar, dc18cfda).
# Issue 12: (1) both rules on calls drawn for them after their bounds were set (tiny-deep: seed 20261803; short-k of
# K below 64 at most 2^28 FLOP: seed 20261804), this build then the one before in the next process; (2) the 76-shape
# sweep through CUDA.
# Usage (carry: as h200-session42.sh plus kernelscope-before.jar and h200-gemm-unseen-shapes.sh):
#   OUT=/tmp/o DEST/h200-session43c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session43c
source "$here/h200-gemm-unseen-shapes.sh"
FRESH=148x196x1073:col:NT,326x137x1028:col:TN,170x150x1261:row:TN,138x425x1145:col:TT,217x213x1077:row:TN
FRESH=$FRESH,612x140x1193:col:TN,290x217x1818:row:TN,187x330x1581:col:NT,176x442x1689:col:TT,199x224x1105:row:NT
FRESH=$FRESH,2291x947x28:row:NT,2147x580x24:row:TN,1490x5937x5:row:NN,782x4312x4:col:TN,626x3456x8:row:TN
FRESH=$FRESH,513x4323x16:row:NN,4793x430x6:col:TT,2225x1971x6:col:NT,2344x1673x7:col:NT,526x2435x6:col:NT
step after 90 gemm --backend cuda --rungs 10 --shapes "$FRESH" --output "$out/after/after.json"
KS_JAR="$here/kernelscope-before.jar" step before 90 gemm --backend cuda --rungs 10 --shapes "$FRESH" \
    --output "$out/before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/before/before.json.gz" "after=$out/after/after.json.gz" > "$out/ab.md" 2>&1
tail -n 30 "$out/ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md
left=$(( CAP - ($(date +%s) - start) - 5 ))
step sweep $left gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
echo "call: $(( $(date +%s) - start )) s"
