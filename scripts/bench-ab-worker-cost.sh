#!/usr/bin/env bash
# Measures what running `bench ab`'s variants in a worker process adds to a run: PAIRS pairs of the same small A/B
# (docs/examples/early_exit.cl, 64K elements, 6 rounds of 3 launches) through the launcher, one with the worker
# (default) and one --in-process, the order alternating per pair so a machine's drift falls on both alike. Writes
# one JSON line per run (mode, wall seconds, load average, the run's own record) to OUT.jsonl.
# Usage: scripts/bench-ab-worker-cost.sh OUT.jsonl [PAIRS=10]     (needs JDK 25; built with ./mvnw install)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(realpath -m "${1:?usage: bench-ab-worker-cost.sh OUT.jsonl [PAIRS]}")"
pairs="${2:-10}"
cd "$root"
n=65536
args=(bench ab docs/examples/early_exit.cl docs/examples/early_exit.cl --define-b EARLY_EXIT=1 --global "$n"
      --local 256 --arg "buf:float:$n:random" --arg "buf:float:$n:random" --arg "buf:float:$n:random"
      --arg "buf:float:$n:zeros" --arg "int:$n" --rounds 6 --repetitions 3 --backend opencl --format json)
./kernelscope "${args[@]}" > /dev/null   # the launcher's startup cache and PoCL's kernel cache, before any timing
: > "$out"
run() {   # $1: pair, $2: worker | in-process
    local extra=(); [[ "$2" == in-process ]] && extra=(--in-process)
    local start end record
    start=$(date +%s%N)
    record="$(./kernelscope "${args[@]}" "${extra[@]}")"
    end=$(date +%s%N)
    python3 -c 'import json,sys,os; print(json.dumps({"pair": int(sys.argv[1]), "mode": sys.argv[2],
        "wall_s": (int(sys.argv[4]) - int(sys.argv[3])) / 1e9, "load1": os.getloadavg()[0],
        "record": json.loads(sys.stdin.read())}))' "$1" "$2" "$start" "$end" <<< "$record" >> "$out"
}
for ((p = 1; p <= pairs; p++)); do
    if ((p % 2)); then run "$p" worker; run "$p" in-process; else run "$p" in-process; run "$p" worker; fi
done
python3 - "$out" <<'PY'
import json, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1])]
by = {m: [r["wall_s"] for r in runs if r["mode"] == m] for m in ("worker", "in-process")}
pairs = sorted({r["pair"] for r in runs})
diff = [next(r["wall_s"] for r in runs if r["pair"] == p and r["mode"] == "worker")
        - next(r["wall_s"] for r in runs if r["pair"] == p and r["mode"] == "in-process") for p in pairs]
for m, w in by.items():
    print(f"{m:10s} wall median {statistics.median(w):.2f} s (min {min(w):.2f}, max {max(w):.2f}, n {len(w)})")
q = statistics.quantiles(diff, n=4) if len(diff) > 1 else [diff[0]] * 3
print(f"worker - in-process per pair: median {statistics.median(diff):+.2f} s (quartiles {q[0]:+.2f} .. {q[2]:+.2f});"
      f" load average {min(r['load1'] for r in runs):.1f}-{max(r['load1'] for r in runs):.1f}")
PY
