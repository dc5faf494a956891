#!/usr/bin/env bash
# Session 21's fourth H200 call: main as committed (the skinny-bt, narrow-tail and narrow-few-at classes, parts of
# 4 slices where 8 leave SMs with fewer than 3 groups): session 20's sweep plus session 21's shapes (S21, five of
# them measured for the first time here), through CUDA against cuBLAS and through NVIDIA OpenCL against CLBlast,
# each in one process.
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST): DEST/h200-session21d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21d"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-sweep-shapes.sh"
ALL=$V,$T,$B,$S,$N16,$X20,$BT20,$S21
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 280 bash "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $ALL --output $out/cuda/sweep.json" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 280 bash "$here/h100-gemm-e2e.sh" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $ALL --output $out/opencl/sweep.json" \
    > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
find "$out" -name '*.jsonl' -exec gzip -f {} +
ocl="$out/opencl/sweep.json.gz"; [[ -f "$ocl" ]] || ocl=$(ls "$out"/opencl/*.partial.jsonl.gz 2>/dev/null | head -n 1)
python3 "$here/gemm-e2e-tables.py" "$out/cuda/sweep.json.gz" ${ocl:+"$ocl"} > "$out/tables.md" 2>&1
tar -czf "$top/session21d.tar.gz" -C "$top" session21d
grep -h "geometric\|shapes:" "$out/tables.md"
awk -F'|' '$6+0 > 0 && $6+0 < 90' "$out/tables.md" | cut -c1-140 | head -40
