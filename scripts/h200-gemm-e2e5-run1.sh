#!/usr/bin/env bash
# Issue 12's fifth sweep, first call (docs/results/h200/gemm-e2e-5/, run1), on the H200: tile candidates for the
# shapes still below 90% of cuBLAS on the H100 (gemm-e2e-4.md) in one process each, the tuned rung beside them:
# skinny M or N (<= 128) with long K and the odd K = 555 in 128x256 / 256x128 / 128x128 / 64x256 tiles split along K
# (333x4444x560 beside 333x4444x555 prices the pack of K), and short K (120-200) in 64x64 and 128x128 tiles.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-e2e5-run1.sh
# (As run, the table step was an inline copy of h100-gemm-e2e4-run1.sh's; scripts/gemm-e2e-tables.py prints the same.)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}/r1"
SKINNY=127x4096x4096,4096x127x4096,64x8192x2048,8192x96x8192,333x4444x555,333x4444x560
SHORT=1000x1000x200,1800x2000x120,1000x1500x200,1536x1536x96
# on top of the sm_90 general entry (128x256 tiles, 64x64 per wave, 16x8 per work-item, OVERLAP_BARRIER=1)
G=WM=64,WN=64,LANES_M=4,OVERLAP_BARRIER=1,STAGES=1
VS=(--variant 10:BM=128,BN=256,$G --variant 10:BM=256,BN=128,$G --variant 10:BM=128,BN=128,$G --variant 10:BM=64,BN=256,$G
    --variant 10:BM=128,BN=128,WM=32,WN=64,OVERLAP_BARRIER=0,MIN_GROUPS=2)
R=10:BM=64,BN=64,WM=32,WN=32,LANES_M=4,OVERLAP_BARRIER=1
H=10:BM=128,BN=128,WM=32,WN=64,OVERLAP_BARRIER=0,MIN_GROUPS=2
VK=(--variant $R,BK=16 --variant $R,BK=24 --variant $R,BK=40 --variant $H --variant $H,BK=40
    --variant 10:BM=64,BN=128,WM=32,WN=64,BK=40,STREAM_K=0)
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "skinny=gemm --backend cuda --rungs 10 ${VS[*]} --shapes $SKINNY --output $out/skinny.json" \
    "short=gemm --backend cuda --rungs 10 ${VK[*]} --shapes $SHORT --output $out/short.json"
python3 "$here/gemm-e2e-tables.py" --candidates "$out/skinny.json" "$out/short.json" 2>&1 | tee "$out/table.txt"
for f in "$out"/*.json; do gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r1.tar.gz" -C "$(dirname "$out")" r1
