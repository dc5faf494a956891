#!/usr/bin/env bash
# Times `./kernelscope occupancy --batch` over 1,000,000 generated rows (the issue's benchmark: < 3 s wall, JVM start
# included) and writes the raw measurements as JSON:
#   scripts/bench-occupancy-batch.sh [RUNS] [OUT.json]    (defaults: 5, docs/results/cpu/occupancy-batch.json)
# The input (bench/occupancy-1M.csv, ~30 MB, not committed) is generated once by make-occupancy-batch.py.
# The machine may be shared: every run records the load average just before it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
out="${2:-$here/docs/results/cpu/occupancy-batch.json}"
input="$here/bench/occupancy-1M.csv"
result="$(mktemp -d)/occupancy-1M-out.csv"
mkdir -p "$here/bench" "$(dirname "$out")"
[[ -f "$input" ]] || python3 "$here/scripts/make-occupancy-batch.py" 1000000 "$input"
./kernelscope --version >/dev/null 2>&1 || true   # build the jar and the startup cache outside the timed runs

command="./kernelscope occupancy --batch bench/occupancy-1M.csv --output $result"
samples=()
for i in $(seq "$runs"); do
    rm -f "$result"
    load="$(cut -d' ' -f1-3 /proc/loadavg)"
    start=$(date +%s.%N)
    /usr/bin/time -f "%U %S" -o "$result.time" "$here/kernelscope" occupancy --batch "$input" --output "$result" \
        >/dev/null 2>"$result.err"
    end=$(date +%s.%N)
    read -r user sys < "$result.time"
    wall=$(awk -v a="$start" -v b="$end" 'BEGIN{printf "%.3f", b - a}')
    rows=$(($(wc -l < "$result") - 1))
    echo "run $i: ${wall} s wall, ${user} s user, ${sys} s sys, ${rows} rows, load before: ${load}" >&2
    samples+=("{\"wallSeconds\": $wall, \"userSeconds\": $user, \"systemSeconds\": $sys, \"rows\": $rows, \"loadAverageBefore\": \"$load\"}")
done

java_version="$("$here/kernelscope" --version 2>/dev/null | tail -1)"   # the runtime the launcher picks
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
{
    echo "{"
    echo "  \"benchmark\": \"occupancy --batch, 1,000,000 rows\","
    echo "  \"command\": \"$command\","
    echo "  \"generator\": \"scripts/make-occupancy-batch.py 1000000 bench/occupancy-1M.csv\","
    echo "  \"inputBytes\": $(stat -c %s "$input"),"
    echo "  \"date\": \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\","
    echo "  \"gitCommit\": \"$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)\","
    echo "  \"machine\": {\"nproc\": $(nproc), \"cpu\": \"$cpu\", \"memoryKiB\": $(awk '/MemTotal/ {print $2}' /proc/meminfo), \"kernel\": \"$(uname -r)\"},"
    echo "  \"java\": \"${java_version//\"/\\\"}\","
    echo "  \"runs\": ["
    for i in "${!samples[@]}"; do
        echo "    ${samples[$i]}$([[ $i -lt $((${#samples[@]} - 1)) ]] && echo ,)"
    done
    echo "  ]"
    echo "}"
} > "$out"
rm -rf "$(dirname "$result")"
echo "wrote $out" >&2
