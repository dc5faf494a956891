#!/usr/bin/env bash
# Session 15's fifth H200 call: where 32x64 tiles (the skinny-32 entry) beat the skinny and narrow entries' 64x256 and
# 256x64 tiles for M or N of 33 to 64 (60x3000x2000 and 3000x60x2000 did, 40x6000x3000 and 64x8192x2048 did not), and
# where 64x32 tiles beat the rows kernel of gemv.cl at widths 20 to 32 (8192x32x8192 did, 4096x20x4096 did not): rung 10
# candidates beside the database's choice on shapes across those classes' sizes.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-tiles-boundary.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
timeout -s KILL 250 bash "$here/h200-gemm-candidates.sh" boundary \
    48x2000x2000,64x3000x3000,40x4096x2048,56x6000x1500,64x2048x4096,2000x48x2000,3000x64x3000,4096x40x2048,6000x56x1500,2048x64x4096,8192x24x8192,16384x32x4096,8192x20x8192,4096x32x8192,6000x32x6000 \
    cuda "$general,BM=32,BN=64,WM=32,WN=32,BK=16" "$general,BM=64,BN=32,WM=32,WN=32,BK=16"
