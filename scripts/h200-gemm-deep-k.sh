#!/usr/bin/env bash
# Session 16's check of the deep-k class (C of one 128x256 tile or less, K at least 8 times its larger side, in
# 64x32x16 tiles with PART_SLICES=8) on shapes it was not chosen from, beside the entries those shapes ran before
# (the general entry's 128x256x8, skinny-few's 32x64x16, a 256x128x8 like skinny-n's, all with PART_SLICES=8), and the
# tuned rung's conformance suite through CUDA with the class's case.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-deep-k.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1,PART_SLICES=8"
timeout -s KILL 120 bash "$here/h200-gemm-candidates.sh" deep-k-check \
    100x100x12288,48x512x8192,200x160x4096,64x128x16384,80x300x4096,256x128x2048,40x40x4096,128x96x8192:col:NN \
    cuda "$general" "$general,BM=32,BN=64,WM=32,WN=32,BK=16" "$general,BM=256,BN=128,WM=64,WN=64"
OUT="$top/deep-k-check" timeout -s KILL 90 "$here/h100-gemm-e2e.sh" "check=gemm --check --backend cuda --rungs 10"
tail -n 1 "$top/deep-k-check/check.txt"
