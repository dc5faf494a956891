#!/usr/bin/env bash
# Session 23's sixth H200 call: main as committed (deep-k's SLICED_K=2 entry, the reduce's new lanes rule, SLICED_K=1
# kernels as before): the GEMM conformance suite through CUDA, session 21's 130 shapes through CUDA against cuBLAS in
# one process, and the deep-k shapes through NVIDIA OpenCL (the OpenCL-against-CUDA target on the class that
# changed; the whole OpenCL sweep did not fit the device time left).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST): DEST/h200-session23f.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session23f"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-sweep-shapes.sh"
ALL=$V,$T,$B,$S,$N16,$X20,$BT20,$S21
DK=128x128x16384,128x128x10004,64x64x8192,96x96x6004,80x300x4100:col:NN,200x160x4004,100x100x12288,256x128x8192
DK=$DK,72x200x6144,180x180x4096,160x96x10240,128x256x8192,64x128x16384
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 350 bash "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $ALL --output $out/cuda/sweep.json" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 70 bash "$here/h100-gemm-e2e.sh" \
    "opencl-deepk=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $DK --output $out/opencl/deepk.json" \
    > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
find "$out" -name '*.jsonl' -exec gzip -f {} +
python3 "$here/gemm-e2e-tables.py" "$out/cuda/sweep.json.gz" > "$out/tables.md" 2>&1
tar -czf "$top/session23f.tar.gz" -C "$top" session23f
grep -h "passed" "$out"/cuda/*check*.txt
grep -h "geometric\|shapes:" "$out/tables.md"
awk -F'|' '$6+0 > 0 && $6+0 < 90' "$out/tables.md" | cut -c1-140 | head -30
