#!/usr/bin/env bash
# Session 16's first H200 call: (1) the skinny-few and narrow-few classes (M or N of 33 to 64 with the long side up to
# 3072 and K a multiple of 16 run the skinny-32 entry's 32x64x16 tiles) on shapes they were not chosen from, beside the
# skinny and narrow entries' 64x256 / 256x64 tiles; (2) the widths 20 to 32 read along K (gemv.cl's rows kernel, the
# vector class) beside 64x32 and 32x32 tiles in more waves, deeper slices or a ring of slices.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-few-tiles.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
timeout -s KILL 230 bash "$here/h200-gemm-candidates.sh" few-tiles \
    48x1024x4096,40x2560x2048,64x1536x8192,36x3072x1024,50x2048x2048,64x64x8192,48x768x1024,2560x40x4096,1024x56x2048,3072x48x1024,2048x36x2048:row:TN,1536x64x4096:col:NN \
    cuda "$general,BM=64,BN=256,WM=64,WN=64" "$general,BM=256,BN=64,WM=64,WN=64"
timeout -s KILL 330 bash "$here/h200-gemm-candidates.sh" widths \
    2000x32x6000,3000x24x2000,6000x28x3000,8192x32x8192,1024x32x1024,4096x20x4096,2000x28x4096,3000x32x4096,5000x24x1536 \
    cuda "$general,BM=64,BN=32,WM=32,WN=32,BK=16" "$general,BM=64,BN=32,WM=16,WN=32,BK=16" \
    "$general,BM=32,BN=32,WM=32,WN=32,BK=16" "$general,BM=32,BN=32,WM=16,WN=32,BK=16" \
    "$general,BM=64,BN=32,WM=32,WN=32,BK=16,STAGES=2,OVERLAP_BARRIER=0" \
    "$general,BM=64,BN=32,WM=32,WN=32,BK=16,STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1" \
    "$general,BM=64,BN=32,WM=32,WN=32,BK=32"
