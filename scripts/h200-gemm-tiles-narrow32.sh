#!/usr/bin/env bash
# Session 15's fourth H200 call: rung 10 tiles 32 or 64 wide, the skinny-32 entry turned on its side, against the
# matrix-panel kernels on the vector shapes that stayed below 90% of cuBLAS (widths 20-32 read along K) and against the
# skinny and narrow entries on 60x3000x2000 and 3000x60x2000 (an overridden tuned rung runs its tiles on every shape);
# then the tuned rung's conformance suite through NVIDIA OpenCL.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-tiles-narrow32.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
timeout -s KILL 200 bash "$here/h200-gemm-candidates.sh" narrow32 \
    2000x32x6000,3000x24x2000,8192x32x8192,4096x20x4096,1024x32x1024,60x3000x2000,3000x60x2000 cuda \
    "$general,BM=64,BN=32,WM=32,WN=32,BK=16" "$general,BM=128,BN=32,WM=32,WN=32,BK=16" \
    "$general,BM=32,BN=64,WM=32,WN=32,BK=16" "$general,BM=64,BN=64,WM=32,WN=32,BK=16"
OUT="$top/opencl-check" timeout -s KILL 200 "$here/h100-gemm-e2e.sh" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10"
tail -n 2 "$top/opencl-check/opencl-check.txt"
tar -czf "$top/narrow32-check.tar.gz" -C "$top" narrow32 opencl-check
