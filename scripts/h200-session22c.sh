#!/usr/bin/env bash
# Session 22's third H200 call: main as committed (the host warm-up on every call path and two sets of buffers, 16
# calls per end-to-end sample, narrow-few-at in 64x64x32 tiles, the skinny-bt and narrow-tail bounds): session 21's
# 130 shapes, through CUDA against cuBLAS and through NVIDIA OpenCL against CLBlast, each in one process.
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST): DEST/h200-session22c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session22c"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-sweep-shapes.sh"
ALL=$V,$T,$B,$S,$N16,$X20,$BT20,$S21
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 290 bash "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $ALL --output $out/cuda/sweep.json" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 290 bash "$here/h100-gemm-e2e.sh" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $ALL --output $out/opencl/sweep.json" \
    > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
find "$out" -name '*.jsonl' -exec gzip -f {} +
ocl="$out/opencl/sweep.json.gz"; [[ -f "$ocl" ]] || ocl=$(ls "$out"/opencl/*.partial.jsonl.gz 2>/dev/null | head -n 1)
python3 "$here/gemm-e2e-tables.py" "$out/cuda/sweep.json.gz" ${ocl:+"$ocl"} > "$out/tables.md" 2>&1
tar -czf "$top/session22c.tar.gz" -C "$top" session22c
grep -h "geometric\|shapes:" "$out/tables.md"
awk -F'|' '$6+0 > 0 && $6+0 < 90' "$out/tables.md" | cut -c1-140 | head -40
