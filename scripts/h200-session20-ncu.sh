#!/usr/bin/env bash
# Session 20: Nsight Compute on the shapes still furthest behind cuBLAS after the K-tail change: the transposed-A
# narrow-32 call whose tail made it slower than its whole-slice twin (4096x32x4100 against 4096x32x4096 row-major TN),
# gemv.cl's 28 columns (6000x28x3000) and the narrow-few TN call (2048x36x2048).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST with tools-ncu.jar): DEST/h200-session20-ncu.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
GEMM_CARRY="$here" OUT="${OUT:-$PWD/out}" bash "$here/h200-gemm-ncu.sh" ncu20 \
    4096x32x4100:row:TN,4096x32x4096:row:TN,6000x28x3000,2048x36x2048:row:TN
