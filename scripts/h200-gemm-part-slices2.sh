#!/usr/bin/env bash
# Session 16's fourth H200 call: after sgemm_tuned_reduce got a group per accumulator row and float4 with 16 parts in
# flight (it took 20.8 us for one 128x128x16384 tile's 46 parts, cuBLAS's splitKreduce 6.8), PART_SLICES again (parts of
# at least 8 or 16 slices against about sqrt(slices) parts per tile) in 32x64x16, 64x32x16, 64x64x16 and the general
# entry's 128x256x8 tiles, on shapes with few tiles and a long K and on split shapes with many tiles.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-part-slices2.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
small="$general,BM=32,BN=64,WM=32,WN=32,BK=16"
side="$general,BM=64,BN=32,WM=32,WN=32,BK=16"
mid="$general,BM=64,BN=64,WM=32,WN=32,BK=16"
timeout -s KILL 500 bash "$here/h200-gemm-candidates.sh" part-slices2 \
    64x64x8192,128x128x16384,256x256x16384,48x1024x4096,2048x36x2048:row:TN,32x2000x6000,60x3000x2000,512x512x32768,127x4096x4096,2000x32x6000,3000x24x2000,1024x1024x1024,8192x32x8192 \
    cuda "$small" "$small,PART_SLICES=8" "$small,PART_SLICES=16" "$side" "$side,PART_SLICES=8" "$side,PART_SLICES=16" \
    "$mid,PART_SLICES=8" "$general,PART_SLICES=8" "$general,PART_SLICES=16"
