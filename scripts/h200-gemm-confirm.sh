#!/usr/bin/env bash
# Issue 12 on the H200, after SPLIT_REDUCE and the split skinny classes (skinny, skinny-m, narrow, skinny-n): the
# conformance suite through CUDA and NVIDIA OpenCL (every class's configuration, the reduce kernel included), then the
# skinny and narrow shapes of gemm-e2e-7 and docs/results/h200/narrow with the committed database, both backends.
# Usage (carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-confirm.sh  -> $OUT/confirm.tar.gz
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/confirm"
S=4096x64x4096,8192x48x8192,3000x60x2000,64x8192x2048,40x6000x3000,127x4096x4096,4096x127x4096,100x5000x3000
S=$S,5000x100x3000,8192x96x8192,1000x1000x200
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --quiet" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --quiet" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json"
python3 "$here/gemm-e2e-tables.py" "$out/sweep.json" "$out/opencl.json" > "$out/tables.md" 2>&1
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/confirm.tar.gz" -C "$top" confirm
