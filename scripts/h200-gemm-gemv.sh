#!/usr/bin/env bash
# The matrix-vector path (shape class "vector", gemv.cl) on the H200 (docs/results/h200/gemv/): the tuned rung's
# conformance suite through CUDA and NVIDIA OpenCL (the vector cases among the shape classes'), then matrix-vector
# shapes of both kernels (rows: each output's K contiguous; columns: the outputs contiguous) and both sides against
# cuBLAS and, through OpenCL, CLBlast, in the same processes.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-gemv.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}/gemv"
S=4096x1x4096,1x4096x4096,8192x1x8192,1x8192x8192,4096x1x4096:row:TN,1x4096x4096:row:NT,1000x1x1000,1x1x65536
S=$S,2048x1x2048:col:NN
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json"
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
python3 "$here/gemm-e2e-tables.py" "$out/sweep.json.gz" "$out/opencl.json.gz" > "$out/tables.md" 2>&1
cat "$out/tables.md"
tar -czf "${OUT:-$PWD/gemm-results}/gemv.tar.gz" -C "$(dirname "$out")" gemv
