#!/usr/bin/env bash
# Issue 12, SPLIT_REDUCE on the H200: the split shapes of the sweep (every tile, or the last partial wave, shared out
# along K) with the tuned rung as the database chooses it beside the same rung with the split tiles' parts summed by a
# kernel of their own (SPLIT_REDUCE=1) in three tile shapes, through CUDA and then NVIDIA OpenCL, each process against
# its own vendor BLAS. Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR):
#   GEMM_CARRY=DIR DIR/h200-gemm-split-reduce.sh        -> $OUT/split-reduce.tar.gz (records, progress, tables)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/split-reduce"
S=127x4096x4096,4096x127x4096,64x8192x2048,8192x96x8192,1024x1024x1024,1024x1024x1024:row:TN,512x512x32768
S=$S,333x4444x555
V=(--variant 10:SPLIT_REDUCE=1
   --variant 10:BM=64,BN=128,WM=32,WN=64,LANES_M=4,SPLIT_REDUCE=1
   --variant 10:BM=256,BN=128,WM=64,WN=64,LANES_M=4,SPLIT_REDUCE=1)
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "cuda=gemm --backend cuda --rungs 10 ${V[*]} --shapes $S --output $out/cuda.json" \
    "opencl=gemm --backend opencl --device NVIDIA --rungs 10 ${V[*]} --shapes $S --output $out/opencl.json"
for f in cuda opencl; do
    [[ -f "$out/$f.json" ]] && python3 "$here/gemm-e2e-tables.py" --candidates "$out/$f.json" > "$out/$f-table.txt" 2>&1
done
cat "$out"/*-table.txt 2>/dev/null
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/split-reduce.tar.gz" -C "$top" split-reduce
