#!/usr/bin/env bash
# H200 call (session 32, issue 12): kernelscope tune on rung 10 for the shape classes whose entries were tuned on
# the H100 or on other shapes and whose calls stay below 90% of cuBLAS kernel-only in session 30's sweeps: tiny
# (746x557x152, 178x1017x324), small (5222x164x786 column-major = 164x5222x786 row-major), skinny-n-small
# (6296x123x1170), skinny-m-small (971x73x2135 column-major NT, tuned as 73x971x2135 NN) and large-k (1111x1111x9999,
# which runs the general entry). Each tune: greedy-ils from the class's entry, 60 s. Then each class's calls of the
# 76-shape sweep (and a few more of the class) run the entry beside the tuner's best, cuBLAS in the same process.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-stencil-lib.sh, h200-gemm-steps.sh):
#   DEST/h200-session32d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session32d; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r=/tmp/$tag/tune; PACK=$tag-tune; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
t0=$start
environment
jar="$here/kernelscope.jar"
declare -A tuned
for item in tiny:746x557x152 tiny2:178x1017x324 small:164x5222x786 skinny-n-small:6296x123x1170 \
            skinny-m-small:73x971x2135 large-k:1111x1111x9999; do
    name=${item%%:*} shape=${item##*:}
    run "tune-$name" 68 "$jar" tune --backend cuda --rung 10 --shape "$shape" --strategy greedy-ils --time-limit 60s \
        --max-evals 400 --warmups 3 --repetitions 20 --top 6 --cache "$r/cache-$name.json" --output "$r/tune-$name.json"
    tuned[$name]=$(python3 - "$r/tune-$name.json" <<'PY'
import json, sys
try:
    report = json.load(open(sys.argv[1]))
except Exception:
    sys.exit(0)
best, base = report.get("best"), report.get("baseline")
if best and base and best.get("parameters") != base.get("parameters"):
    # CLAMP_EDGES is the per-call twin Gemm chooses (0 in every entry): left to the call, as the database would
    print("10:" + ",".join(f"{k}={v}" for k, v in sorted(best["parameters"].items()) if k != "CLAMP_EDGES"))
PY
)
    echo "$name $shape: best ${tuned[$name]:-(the entry)}" | tee -a "$r/steps.txt"
done
pack
TINY=746x557x152,178x1017x324:row:TT,684x894x204:col:NT,465x277x363:row:NT,138x2017x133:row:TT,298x495x122:row:NT
TINY=$TINY,3307x163x87:col:TN,1163x717x95:row:TN,276x3564x52:row:TN,512x512x512,300x400x500
SMALL=5222x164x786:col:NN,401x2737x259:row:TT,443x2064x689:row:NT,1000x1000x1000,700x1800x900
SKN=6296x123x1170,1512x82x771:row:TN,8000x115x648:row:TN,3000x100x2000
SKM=971x73x2135:col:NT,640x75x759:col:NN,97x1604x5052,100x3000x2000
LARGEK=1111x1111x9999:col:NN,1000x1000x9000,700x900x8000,1500x1300x14000:col:NT
confirm() {   # name shapes tuned-keys...
    local name=$1 shapes=$2; shift 2
    local variants=() key
    for key in "$@"; do [[ -n "${tuned[$key]}" ]] && variants+=(--variant "${tuned[$key]}"); done
    (( ${#variants[@]} == 0 )) && { echo "$name: no candidate"; return; }
    local left=$(( CAP - ($(date +%s) - start) ))
    (( left < 20 )) && { echo "$name: skipped, no time left"; return; }
    step "$name" $(( left < 60 ? left : 60 )) gemm --backend cuda --rungs 10 --shapes "$shapes" \
        --output "$out/$name/$name.json" "${variants[@]}"
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz > "$out/$name/candidates.md" 2>&1
    tar -czf "$top/$tag-$name-candidates.tar.gz" -C "$out" "$name/candidates.md"
    cut -c1-130 "$out/$name/candidates.md" | grep -v "^=="
}
confirm tiny "$TINY" tiny tiny2
confirm small "$SMALL" small
confirm skinny-n-small "$SKN" skinny-n-small
confirm skinny-m-small "$SKM" skinny-m-small
confirm large-k "$LARGEK" large-k
for f in "$r"/tune-*.txt; do
    echo "== $(basename "$f" .txt)"; grep -E "^baseline|^ *[0-9]+ +[0-9.]+ |stopped" "$f" | head -4 | cut -c1-160
done
