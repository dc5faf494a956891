#!/usr/bin/env bash
# A next H200 call (prepared in session 32, not yet run), issue 12: what session 32 changed and did not measure.
#  1. The 76-shape sweep with the tiny class's new entry (session 32 measured it only on the class's 22 calls).
#  2. tune --shape on the sweep's worst tiny calls as they are, transposed (tune took sizes only until session 32):
#     178x1017x324:row:TT and 684x894x204:col:NT, 60 s each, their caches kept.
#  3. The tiny class's two tilings (the new entry, four 16x32 waves, and the old one, two 16x64, as a variant) on 24
#     tiny calls drawn at random (scripts/gemm-random-shapes.py's rule, seed 20261230, kept where GemmShapeClass says
#     tiny: both sides above 128, K below 8 times the larger, 2 M N K <= 2^28):
#     the data a rule between the two would need (session 32: 15 of 22 faster, 7 slower by 3-17%), and the new one
#     with SPLIT_REDUCE=0 beside them, with session 32's four worst calls for it added.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-gemm-steps.sh,
# h200-gemm-unseen-shapes.sh, h200-stencil-lib.sh, gemm-random-shapes.py): DEST/h200-session33.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session33; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/tune"; PACK=$tag-tune; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
t0=$start
environment
step sweep 300 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
for shape in 178x1017x324:row:TT 684x894x204:col:NT; do
    name=tune-${shape//:/-}
    run "$name" 65 "$here/kernelscope.jar" tune --backend cuda --rung 10 --shape "$shape" --strategy greedy-ils \
        --time-limit 60s --max-evals 400 --warmups 3 --repetitions 20 --top 4 --cache "$r/cache-$name.json" \
        --output "$r/$name.json"
    grep -E "^baseline|^ *[0-9]+ +[0-9.]+ " "$r/$name.txt" | head -3 | cut -c1-200
done
TINY=$(python3 - "$here/gemm-random-shapes.py" <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("draw", sys.argv[1]); mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
def tiny(shape):   # GemmShapeClass's tiny: both sides above 128, not deep-k, 2 M N K <= 2^28
    m, n, k = (int(v) for v in shape.split(":")[0].split("x"))
    return min(m, n) > 128 and k < 8 * max(m, n) and 2 * m * n * k <= 2 ** 28
print(",".join([s for s in mod.draw(20261230, 4000) if tiny(s)][:24]))
PY
)
left=$(( CAP - ($(date +%s) - start) ))
# variants given whole (a variant's parameters are checked on the general entry): the old entry, and the new one with
# its split tiles' parts summed by their last group (SPLIT_REDUCE=0) as the old one did, since the calls it lost on
# include 512^3 and 640x480x320, which may split K and then launch a reduce kernel
(( left > 30 )) && step tiny-rule $(( left - 5 )) gemm --backend cuda --rungs 10 \
    --shapes "$TINY,512x512x512,640x480x320,1000x500x250,8031x256x18:col:TN" --output "$out/tiny-rule/tiny-rule.json" \
    --variant 10:BM=32,BN=64,BK=32,WM=16,WN=64,LANES_M=2,MIN_GROUPS=4,OVERLAP_BARRIER=1,STAGES=1,ASYNC_COPY=0,SPLIT_REDUCE=0,PART_SLICES=0,PAD_A=4,GROUP_M=8 \
    --variant 10:BM=32,BN=64,BK=32,WM=16,WN=32,LANES_M=4,MIN_GROUPS=4,OVERLAP_BARRIER=1,STAGES=1,ASYNC_COPY=0,SPLIT_REDUCE=0,PART_SLICES=0,PAD_A=4,GROUP_M=8
records=$(ls "$out/tiny-rule/"*.json.gz 2>/dev/null || ls "$out/tiny-rule/"*.partial.jsonl 2>/dev/null)   # a cut step: its journal
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/tiny-rule/candidates.md" 2>&1
tar -czf "$top/$tag-tiny-rule-candidates.tar.gz" -C "$out" tiny-rule/candidates.md
