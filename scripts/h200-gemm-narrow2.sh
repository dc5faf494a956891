#!/usr/bin/env bash
# Issue 12 on the H200, after the confirmation of gemm-e2e-7 left 3000x60x2000 at 76% and 4096x64x4096 at 87% of
# cuBLAS in the narrow class's 128x64 tiles: 64x64 tiles (with and without SPLIT_REDUCE), 128x64 with BK=16 and with
# four groups per SM, on the narrow shapes and their skinny mirrors, through CUDA.
# Usage (carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-narrow2.sh  -> $OUT/narrow2.tar.gz
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/narrow2"
V=(--variant 10:BM=64,BN=64,WM=32,WN=32,LANES_M=4,SPLIT_REDUCE=0
   --variant 10:BM=64,BN=64,WM=32,WN=32,LANES_M=4,SPLIT_REDUCE=1
   --variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,BK=16,SPLIT_REDUCE=0
   --variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,MIN_GROUPS=4,SPLIT_REDUCE=0)
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "cuda=gemm --backend cuda --rungs 10 ${V[*]} --shapes 3000x60x2000,4096x64x4096,8192x48x8192,60x3000x2000,64x8192x2048 --output $out/cuda.json"
python3 "$here/gemm-e2e-tables.py" --candidates "$out/cuda.json" > "$out/cuda-table.txt" 2>&1
cat "$out/cuda-table.txt"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/narrow2.tar.gz" -C "$top" narrow2
