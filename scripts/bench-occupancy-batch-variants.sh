#!/usr/bin/env bash
# Compares JVM and threading choices for `occupancy --batch` on 1,000,000 rows, interleaved so that a shared
# machine's load hits every variant alike; writes raw JSON. Each variant runs the launcher's own java command line
# with one change:
#   scripts/bench-occupancy-batch-variants.sh [ROUNDS] [OUT.json]  (defaults: 5, docs/results/cpu/occupancy-batch-variants.json)
# Variants: launcher (full tiered JIT + AOT cache + 2 threads), c1-only (-XX:TieredStopAtLevel=1), no-aot-cache,
# one-thread (-Dkernelscope.batch.threads=1).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-5}"
out="${2:-$here/docs/results/cpu/occupancy-batch-variants.json}"
input="$here/bench/occupancy-1M.csv"
[[ -f "$input" ]] || python3 "$here/scripts/make-occupancy-batch.py" 1000000 "$input"
"$here/kernelscope" --version >/dev/null 2>&1   # builds the jar and the AOT cache
java="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java"
modules=(-p "$here/kernelscope-core/target/kernelscope.jar:$here/kernelscope-core/target/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
aot=(-XX:AOTCache="$here/kernelscope-core/target/kernelscope.aot")
declare -A flags=(
    [launcher]="${aot[*]}"
    [c1-only]="${aot[*]} -XX:TieredStopAtLevel=1"
    [no-aot-cache]="-Xshare:auto"
    [one-thread]="${aot[*]} -Dkernelscope.batch.threads=1"
)
names=(launcher c1-only no-aot-cache one-thread)
tmp="$(mktemp -d)"
entries=()
for round in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        rm -f "$tmp/out.csv"
        load="$(cut -d' ' -f1-3 /proc/loadavg)"
        start=$(date +%s.%N)
        # shellcheck disable=SC2086
        /usr/bin/time -f "%U %S" -o "$tmp/time" "$java" --enable-native-access=dev.kernelscope ${flags[$name]} \
            "${modules[@]}" occupancy --batch "$input" --output "$tmp/out.csv" >/dev/null 2>&1
        end=$(date +%s.%N)
        read -r user sys < "$tmp/time"
        wall=$(awk -v a="$start" -v b="$end" 'BEGIN{printf "%.3f", b - a}')
        echo "round $round $name: $wall s wall, $user s user, load before $load" >&2
        entries+=("{\"variant\": \"$name\", \"flags\": \"${flags[$name]//$here\//}\", \"round\": $round, \"wallSeconds\": $wall, \"userSeconds\": $user, \"systemSeconds\": $sys, \"loadAverageBefore\": \"$load\"}")
    done
done
{
    echo "{"
    echo "  \"benchmark\": \"occupancy --batch, 1,000,000 rows: JIT, AOT cache and thread variants\","
    echo "  \"date\": \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\","
    echo "  \"gitCommit\": \"$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)\","
    echo "  \"machine\": {\"nproc\": $(nproc), \"cpu\": \"$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)\"},"
    echo "  \"java\": \"$("$java" -version 2>&1 | head -1 | sed 's/"/\\"/g')\","
    echo "  \"runs\": ["
    for i in "${!entries[@]}"; do
        echo "    ${entries[$i]}$([[ $i -lt $((${#entries[@]} - 1)) ]] && echo ,)"
    done
    echo "  ]"
    echo "}"
} > "$out"
rm -rf "$tmp"
echo "wrote $out" >&2
