#!/usr/bin/env bash
# Sweeps GEMM rung 10 over the GPUs of one host in one device call (carry: scripts/h200x2-sweep-carry.sh): the same
# fixed subset of the space (random strategy, one seed, N configurations, 4096^3, CUDA) on 1 GPU and on every GPU
# (`tune --devices`), then a sweep during which one worker is killed with SIGKILL. Raw JSON records, caches and
# progress go to $OUT; a table of wall time, configurations per second, scaling efficiency and dispatch overhead
# comes last. Usage, from the repository root: .device-carry/16a/h200x2-sweep.sh [N, default 20] [SEED, default 7]
set -uo pipefail
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="${OUT:-/tmp/kernelscope-sweep}"
N="${1:-20}"
SEED="${2:-7}"
mkdir -p "$OUT"
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
K="$C/bundle/kernelscope"
{
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=index,name,driver_version,clocks.max.sm,power.limit --format=csv
    nproc
    "$K" --version
    "$K" devices
} > "$OUT/environment.txt" 2>&1
cat "$OUT/environment.txt"
# overridable for a dry run on another machine, e.g. BACKEND=opencl ALL=0,0 RUNG=3 SHAPE=256 on PoCL
BACKEND="${BACKEND:-cuda}" RUNG="${RUNG:-10}" SHAPE="${SHAPE:-4096x4096x4096}" ALL="${ALL:-all}"
common=(tune --backend "$BACKEND" --rung "$RUNG" --shape "$SHAPE" --strategy random --warmups 3 --repetitions 10 --quiet)

run() {   # name timeout args...
    local name="$1" limit="$2"; shift 2
    local started=$SECONDS
    echo "$K ${common[*]} $*" > "$OUT/command-$name.txt"
    timeout "$limit" "$K" "${common[@]}" "$@" --output "$OUT/sweep-$name.json" --cache "$OUT/cache-$name.json" \
        > "$OUT/stdout-$name.txt" 2> "$OUT/stderr-$name.txt"
    echo "== $name: exit $? in $((SECONDS - started)) s"
    grep -E '^(sweep|per device|outcomes)' "$OUT/stdout-$name.txt"
    tail -n 3 "$OUT/stderr-$name.txt"
}

run 1gpu $(( 30 + 5 * N )) --seed "$SEED" --max-evals "$N" --devices 0
run 2gpu $(( 30 + 3 * N )) --seed "$SEED" --max-evals "$N" --devices "$ALL"

# the kill drill: another subset; once 4 configurations are in the cache, SIGKILL one worker (the oldest)
KILL_N=$(( N * 2 / 3 ))
(
    for _ in $(seq 1 300); do
        lines=$(grep -c '^"[0-9,]*": ' "$OUT/cache-kill.json" 2>/dev/null); lines=${lines:-0}
        if (( lines >= 4 )); then
            victim=$(pgrep -o -f 'dev.kernelscope.cli.KernelScope tune-worker')
            echo "killing worker pid $victim with SIGKILL after $lines configurations" > "$OUT/kill.txt"
            kill -9 "$victim"
            break
        fi
        sleep 0.5
    done
) &
killer=$!
run kill $(( 30 + 3 * KILL_N )) --seed $(( SEED + 1 )) --max-evals "$KILL_N" --devices "$ALL"
wait "$killer" 2>/dev/null
cat "$OUT/kill.txt" 2>/dev/null

python3 - "$OUT" <<'PY' || true
import json, sys, os
out = sys.argv[1]
rows = {}
for name in ("1gpu", "2gpu", "kill"):
    try:
        r = json.load(open(os.path.join(out, f"sweep-{name}.json")))
    except Exception as e:
        print(f"{name}: no record ({e})"); continue
    s = r.get("sweep") or {}
    rows[name] = s
    print(f"{name:5} evals {r['evaluations']:3}  outcomes {r['outcomes']}  wall {s.get('wallSeconds', 0):7.1f} s"
          f"  {s.get('configurationsPerSecond', 0):6.3f} config/s  dispatch median {s.get('medianDispatchMs', 0):.3f}"
          f" mean {s.get('meanDispatchMs', 0):.3f} max {s.get('maxDispatchMs', 0):.3f} ms  {s.get('backendCounts')}"
          f"  per device {s.get('perDevice')}")
if "1gpu" in rows and "2gpu" in rows and rows["1gpu"].get("configurationsPerSecond"):
    speedup = rows["2gpu"]["configurationsPerSecond"] / rows["1gpu"]["configurationsPerSecond"]
    print(f"scaling 1 -> 2 GPUs: {speedup:.3f}x, efficiency {100 * speedup / 2:.1f}%")
PY
