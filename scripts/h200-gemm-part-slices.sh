#!/usr/bin/env bash
# Session 16's second H200 call: PART_SLICES, how finely a few tiles with a long K may be cut (parts of at least 4, 8
# or 16 slices against about sqrt(slices) parts per tile), in the 32x64x16 tiles of the skinny-32/-few classes, the
# 64x32x16 of narrow-32 and the general entry's 128x256x8, on shapes with few tiles and long K of several classes.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-part-slices.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
small="$general,BM=32,BN=64,WM=32,WN=32,BK=16"
side="$general,BM=64,BN=32,WM=32,WN=32,BK=16"
timeout -s KILL 400 bash "$here/h200-gemm-candidates.sh" part-slices \
    64x64x8192,48x1024x4096,32x2000x6000,60x3000x2000,2048x36x2048:row:TN,2000x32x6000,3000x24x2000,512x512x32768,127x4096x4096,64x8192x2048,128x128x16384,256x256x16384 \
    cuda "$small,PART_SLICES=4" "$small,PART_SLICES=8" "$small,PART_SLICES=16" "$side" "$side,PART_SLICES=8" \
    "$general,PART_SLICES=8" "$general,PART_SLICES=16"
