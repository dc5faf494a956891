#!/usr/bin/env bash
# Session 15's sixth H200 call: the skinny-32 entry (32x64 tiles, 16 deep) on shapes whose K is no multiple of 16, which
# run its 8-deep twin, against that twin named outright and the 64x256x8 tiles that served them before; and 64x32x16
# tiles against gemv.cl's rows kernel and the narrow entry for N of 25 to 32 (K a multiple of 16 or not, A read along K
# or transposed).
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-tiles-depth.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
timeout -s KILL 140 bash "$here/h200-gemm-candidates.sh" depth \
    32x2000x3000,24x4096x1000,32x6000x1512,20x3000x2008,28x8192x4096 cuda \
    "$general,BM=32,BN=64,WM=32,WN=32,BK=8" "$general,BM=64,BN=256,WM=64,WN=64,BK=8"
timeout -s KILL 140 bash "$here/h200-gemm-candidates.sh" narrow32b \
    8192x32x8200,6000x28x3000,4096x32x4096:row:TN,8192x32x8192:row:TN,3000x32x2000,12000x32x2048 cuda \
    "$general,BM=64,BN=32,WM=32,WN=32,BK=16" "$general,BM=64,BN=32,WM=32,WN=32,BK=8"
