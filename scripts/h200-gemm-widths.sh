#!/usr/bin/env bash
# Session 16's fifth H200 call: the database with PART_SLICES=8 (general, skinny-32, skinny-few, narrow-32,
# narrow-few entries) and gemv.cl's tile programs with K's slices rounded to the nearest chunk (not up), beside the
# 64x32x16 tiles with and without PART_SLICES=8 and the 32x64x16 and 128x256x8 tiles without it: the widths 12 to 32
# read along K (where the vector class and the narrow-32 tiles meet) and the shapes PART_SLICES changed.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-widths.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
side="$general,BM=64,BN=32,WM=32,WN=32,BK=16"
timeout -s KILL 500 bash "$here/h200-gemm-candidates.sh" widths2 \
    3000x24x2000,2000x32x6000,3000x32x4096,2000x28x4096,8192x32x8192,8192x16x8192,4096x16x4096,3000x12x2000,5000x24x1536,8192x24x8192,6000x28x3000,4096x32x4096:row:TN,8192x32x8192:row:TN,64x64x8192,48x1024x4096,256x256x16384,128x128x16384,32x2000x3000,24x4096x1000 \
    cuda "$side,PART_SLICES=8" "$side" "$general,BM=32,BN=64,WM=32,WN=32,BK=16" "$general"
