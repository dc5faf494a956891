#!/usr/bin/env bash
# Issue 12 on the H200, after gemm-e2e-7 found 4096x64x4096 at 55% of cuBLAS (N <= 64 ran the skinny class's 64x128
# tiles, half of each tile's width past N): tiles 64 wide (128x64 in two lane layouts) with and without SPLIT_REDUCE on shapes
# with N or M of 64 and below, and three variants of the short-k entry on 1000x1000x200 (89.9% end to end there),
# through CUDA. Usage (carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-narrow.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/narrow"
N=(--variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,SPLIT_REDUCE=0
   --variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,SPLIT_REDUCE=1
   --variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=4,SPLIT_REDUCE=0
   --variant 10:BM=64,BN=128,WM=32,WN=64,LANES_M=4,SPLIT_REDUCE=1)
Q=(--variant 10:BM=64,BN=64,WM=32,WN=32,LANES_M=4,BK=40,MIN_GROUPS=4,SPLIT_REDUCE=0
   --variant 10:BM=64,BN=64,WM=32,WN=32,LANES_M=4,BK=40,STAGES=2,OVERLAP_BARRIER=0,SPLIT_REDUCE=0
   --variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,BK=40,SPLIT_REDUCE=0)
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "narrow=gemm --backend cuda --rungs 10 ${N[*]} --shapes 4096x64x4096,8192x48x8192,3000x60x2000,64x4096x4096,40x6000x3000 --output $out/narrow.json" \
    "shortk=gemm --backend cuda --rungs 10 ${Q[*]} --shapes 1000x1000x200,1200x900x160 --output $out/shortk.json"
for f in narrow shortk; do
    [[ -f "$out/$f.json" ]] && python3 "$here/gemm-e2e-tables.py" --candidates "$out/$f.json" > "$out/$f-table.txt" 2>&1
done
cat "$out"/*-table.txt 2>/dev/null
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/narrow.tar.gz" -C "$top" narrow
