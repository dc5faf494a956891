#!/usr/bin/env bash
# Session 24's third H200 call, main as committed (one graph instance per sequence; A packed transposed beside a
# transposed B read in place): the GEMM conformance suite through CUDA and through NVIDIA OpenCL, session 21's 130
# shapes through CUDA against cuBLAS in one process, and the B-transposed shapes through NVIDIA OpenCL.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-session24c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session24c"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-sweep-shapes.sh"
ALL=$V,$T,$B,$S,$N16,$X20,$BT20,$S21
NT=32x2000x6000:row:NT,30x1100x4096:row:NT,36x8000x1000:row:NT,56x3000x3000:row:NT,64x2000x8192:row:NT
NT=$NT,48x8192x2048:row:NT,100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,80x6000x1500:row:NT
NT=$NT,5000x100x3000:col:TN,64x4096x4096:row:NT
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 330 bash "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $ALL --output $out/cuda/sweep.json" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 240 bash "$here/h100-gemm-e2e.sh" \
    "opencl-nt=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $NT --output $out/opencl/nt.json" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10" > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
python3 "$here/gemm-e2e-tables.py" "$out/cuda/sweep.json.gz" > "$out/tables.md" 2>&1
python3 "$here/gemm-e2e-tables.py" "$out/opencl/nt.json.gz" > "$out/opencl-nt-tables.md" 2>&1
tar -czf "$top/session24c.tar.gz" -C "$top" session24c
grep -h "passed" "$out"/cuda/*check*.txt "$out"/opencl/*check*.txt
grep -h "geometric\|shapes:" "$out/tables.md" "$out/opencl-nt-tables.md"
awk -F'|' '$6+0 > 0 && $6+0 < 90' "$out/tables.md" | cut -c1-140 | head -30
