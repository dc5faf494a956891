#!/usr/bin/env bash
# Session 16's last H200 call: (1) gemv_columns reading float4 (one vector, contiguous outputs) with more loads in
# flight and more groups per SM, on the shapes of that program (tools/panel/PanelSweep, kernel-only); (2) shapes of a
# few tiles and a long K (128x128x16384 at 53% of cuBLAS in gemm-e2e-12) in 64x32, 32x64 and 64x64 tiles cut in parts
# of 4 or 8 slices, beside what the database chooses.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-session16-last.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
timeout -s KILL 100 bash "$here/h200-gemm-tile.sh" columns4 \
    1x4096x4096,1x8192x8192,1x3000x3000,1x1000x1000,4096x1x4096:row:TN \
    p,c4x16,c4g4,c4x16g4,c4x8g4,c4x16g3 cuda
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
side="$general,BM=64,BN=32,WM=32,WN=32,BK=16"
small="$general,BM=32,BN=64,WM=32,WN=32,BK=16"
mid="$general,BM=64,BN=64,WM=32,WN=32,BK=16"
timeout -s KILL 150 bash "$here/h200-gemm-candidates.sh" deep-k \
    128x128x16384,64x64x8192,96x96x8192,128x256x8192,256x256x16384,256x128x32768 \
    cuda "$side,PART_SLICES=4" "$side,PART_SLICES=8" "$small,PART_SLICES=4" "$mid,PART_SLICES=4" "$mid,PART_SLICES=8"
