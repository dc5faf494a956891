#!/usr/bin/env bash
# Session 50's sixth H200 call, issue 12: call 5's rule with K below 448 (GemmShapeClass.SKINNY_SHALLOW_DEPTH, where
# call 5's six calls all ran faster), against main before the session in the next process, on 10 calls drawn afresh
# inside small-shallow's bounds with K 256-447 (seed 20261521, every third with M and N swapped; two are skinny-m-bt,
# which the rule leaves alone).
# Usage (carry: .device-carry/s50 with this build's kernelscope.jar, main's before it as kernelscope-before.jar)
CAP=${CAP:-220}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session50f
S=12902x92x394:row:NN,19835x99x429:col:TT,121x6699x316:col:TT,9121x123x443:col:NT,10116x125x373:col:TN,120x9870x328:col:TN,24719x73x391:row:TN,12388x114x271:row:TT,70x26919x413:col:TN,11469x102x288:row:NT
ab shallow 100 gemm --backend cuda --rungs 10 --shapes "$S"
python3 "$here/../../tools/results/gemm_ab.py" --times "before=$out/shallow-before/before.json.gz" \
    "after=$out/shallow-after/after.json.gz" > "$out/shallow-ab-times.md" 2>&1
tail -n 4 "$out/shallow-ab-times.md"
tar -czf "$top/$tag-times.tar.gz" -C "$out" shallow-ab-times.md
echo "call: $(( $(date +%s) - start )) s"
