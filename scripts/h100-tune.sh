#!/usr/bin/env bash
# Tunes GEMM rung 10 on an NVIDIA GPU machine without a JDK (carry built by scripts/h100-tune-carry.sh): one
# `kernelscope tune` per shape class (square 1024 and 4096, tall, small K), each under a time limit, with its
# Kernel Tuner cache, T4 file, convergence chart, JSON record, and a copy of the tuning database updated where a
# configuration beat the entry in use. Everything goes to $OUT; a short table comes last.
# Usage, from the repository root: .device-carry/issue-14/h100-tune.sh [time limit per shape, default 28s]
set -uo pipefail
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="${OUT:-/tmp/kernelscope-tune}"
LIMIT="${1:-28s}"
PER_SHAPE="${2:-60}"   # seconds before a shape's run is killed (a hung kernel or compile); its cache survives
R="$(mktemp -d)"       # everything lands here and is packed into $OUT/tune-results.tar.gz at the end
mkdir -p "$OUT"
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
K="$C/bundle/kernelscope"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$R/gpu.txt" 2>&1
date -u +%Y-%m-%dT%H:%M:%SZ > "$R/date.txt"
shapes=(1024x1024x1024 4096x4096x4096 16384x1024x1024 4096x4096x256)
declare -A status
for shape in "${shapes[@]}"; do
    started=$SECONDS
    cmd=("$K" tune --backend cuda --rung 10 --shape "$shape" --time-limit "$LIMIT" --max-evals 500
         --cache "$R/cache-$shape.json" --t4 "$R/t4-$shape.json" --chart "$R/convergence-$shape.png"
         --output "$R/tune-$shape.json" --write-database "$R/gemm-tuning.json" --warmups 3 --repetitions 10)
    echo "${cmd[*]}" > "$R/command-$shape.txt"
    timeout "$PER_SHAPE" "${cmd[@]}" > "$R/tune-$shape.txt" 2> "$R/progress-$shape.txt"
    status[$shape]="exit $? in $((SECONDS - started)) s"
    echo "== $shape: ${status[$shape]}"
    head -n 16 "$R/tune-$shape.txt"
    tail -n 3 "$R/progress-$shape.txt"
done
tar -czf "$OUT/tune-results.tar.gz" -C "$R" .
echo
echo "kernelscope tune, rung 10, on $(cat "$R/gpu.txt")"
for shape in "${shapes[@]}"; do
    printf '%-18s %-16s %s\n' "$shape" "${status[$shape]}" "$(grep -m1 '^baseline' "$R/tune-$shape.txt")"
    printf '%-35s %s\n' "" "$(sed -n '/^#/{n;p;q}' "$R/tune-$shape.txt" | cut -c1-110)"
done
