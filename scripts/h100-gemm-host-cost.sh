#!/usr/bin/env bash
# Issue 12's host-cost call on the H100 (docs/results/h100/gemm-host-cost/): the driver floor from C (one empty
# launch, bench/native/cuda_launch_latency.c; k launches against one CUDA graph of k nodes, cuda_graph_launch.c),
# then Gemm.sgemm's host us per call on one-launch and multi-launch shapes, small and large, through this branch's
# jar and through the previous jar ($GEMM_CARRY/before, the merged main) in the same call, and conformance.
# Usage (repository root; carry made by scripts/h100-gemm-carry.sh DIR, plus DIR/before and DIR/native, see the doc):
#   GEMM_CARRY=DIR scripts/h100-gemm-host-cost.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
carry="${GEMM_CARRY:?set GEMM_CARRY}"
out="${OUT:-$PWD/gemm-results}"
mkdir -p "$out/native"
# one launch per call (1), a pack or stream-K's two launches (2), pack + two (3); from --explain of gemm-e2e-2
S=256x256x256,512x512x512,1024x1024x1024,2048x2048x128,4096x4096x4096,4096x127x4096,3000x3000x3000
S=$S,1024x1024x1024:col:NT,2048x2048x2048:row:TN,4097x4097x4097,3000x2000x1000:col:TT
step() {   # NAME SECONDS COMMAND...: one step, its own timeout, output kept
    local name="$1" limit="$2"
    shift 2
    local start=$(date +%s)
    timeout "$limit" "$@" 2>&1 | tee "$out/$name.log" | tail -n 4
    echo "== $name: exit ${PIPESTATUS[0]} in $(( $(date +%s) - start )) s" | tee -a "$out/steps.txt"
}
step build 120 bash "$carry/native/build-cuda.sh" "$out/native"
step launch-c 60 "$out/native/cuda_launch_latency" "$out/native/empty.cubin" 10000 1000
step graph-c 90 "$out/native/cuda_graph_launch" "$out/native/empty.cubin" 20000
cp "$out/launch-c.log" "$out/cuda-launch-c.json"
grep '^{' "$out/graph-c.log" > "$out/cuda-graph-c.jsonl"
OUT="$out/after" step after 400 "$here/h100-gemm-e2e.sh" \
    "check=gemm --backend cuda --check" \
    "explain=gemm --backend cuda --explain $S" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/after/sweep.json"
GEMM_CARRY="$carry/before" OUT="$out/before" step before 300 "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/before/sweep.json"
step launch-c-again 60 "$out/native/cuda_launch_latency" "$out/native/empty.cubin" 10000 1000
# the short table: host us per call, before and after, and the driver floor
python3 "$here/gemm-host-cost-table.py" "$out/before/sweep.json" "$out/after/sweep.json" 2>&1 \
    | tee "$out/table.txt" || true
cat "$out/steps.txt"
grep -h latencyMedianUs "$out"/launch-c*.log
cat "$out/cuda-graph-c.jsonl"
tail -n 1 "$out/after/check.txt"
