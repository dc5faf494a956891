#!/usr/bin/env bash
# Session 50's fifth H200 call, issue 12: calls of 65-128 rows or columns inside small-shallow's bounds (3 * 2^18 <=
# M N <= 2^21, K < 800, below 2^31 FLOP) go to that class's unsplit 64x64x16 tiles instead of skinny-n-small's and
# skinny-m-small's split ones (call 3: 8000x115x648 TN 73.8 -> 92.3% of cuBLAS kernel-only in them). (1) This build
# against main before the session in the next process on 14 calls drawn here inside those bounds (seed 20261520, every
# third with M and N swapped; two are skinny-m-bt, which the rule leaves alone), 8000x115x648 TN and 6296x123x1170
# (K 1170: unchanged); (2) the 76-shape sweep through CUDA, as the session lands.
# Usage (carry: .device-carry/s50 with this build's kernelscope.jar, main's before it as kernelscope-before.jar and
# h200-gemm-unseen-shapes.sh): OUT=/tmp/o DEST/h200-session50e.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session50e
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
S=15896x98x436:col:NN,10691x126x352:row:TT,114x13312x680:col:NN,18690x95x593:row:NT,12257x118x407:col:NN,84x12956x260:col:TT,16267x109x533:col:TN,24586x74x296:row:NN,75x15845x778:row:NT,14886x77x702:row:NN,10646x101x362:row:NN,109x19234x499:row:NN,11687x111x493:row:NN,14591x110x636:row:NN
S=$S,8000x115x648:row:TN,6296x123x1170:row:NN
ab shallow 100 gemm --backend cuda --rungs 10 --shapes "$S"
AB_TIMES=1 python3 "$here/../../tools/results/gemm_ab.py" --times "before=$out/shallow-before/before.json.gz" \
    "after=$out/shallow-after/after.json.gz" > "$out/shallow-ab-times.md" 2>&1
step sweep 270 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
tar -czf "$top/$tag-times.tar.gz" -C "$out" shallow-ab-times.md
echo "call: $(( $(date +%s) - start )) s"
