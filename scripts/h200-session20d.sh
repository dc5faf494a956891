#!/usr/bin/env bash
# Session 20's last H200 call: main as committed (K tails and transposed B read in place, deep-k and skinny-few from
# any K a multiple of 4 from 256, the skinny-m-bt class, CLBlast timed between bracket commands), the sweep of the
# second call (the twelfth sweep's 83 shapes plus session 20's) plus the skinny-m-bt shapes, through CUDA against
# cuBLAS and through NVIDIA OpenCL against CLBlast, each in one process.
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST): DEST/h200-session20d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session20d"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-sweep-shapes.sh"
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 230 bash "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S,$N16,$X20,$BT20 --output $out/cuda/sweep.json" \
    > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 340 bash "$here/h100-gemm-e2e.sh" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $V,$T,$B,$S,$N16,$X20,$BT20 --output $out/opencl/sweep.json" \
    > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
find "$out" -name '*.jsonl' -exec gzip -f {} +
tar -czf "$top/session20d.tar.gz" -C "$top" session20d
ocl="$out/opencl/sweep.json.gz"; [[ -f "$ocl" ]] || ocl=$(ls "$out"/opencl/*.partial.jsonl.gz 2>/dev/null | head -n 1)
python3 "$here/gemm-e2e-tables.py" "$out/cuda/sweep.json.gz" ${ocl:+"$ocl"} > "$out/tables.md" 2>&1
grep -h "geometric\|shapes:" "$out/tables.md"
awk -F'|' '$6+0 > 0 && $6+0 < 90' "$out/tables.md" | cut -c1-140 | head -30
