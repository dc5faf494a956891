#!/usr/bin/env bash
# Session 15's last H200 call (docs/results/h200/gemm-e2e-11/part2): the classes added after the eleventh sweep
# (skinny-32, narrow-32) and the shapes that stayed near or below 90% of cuBLAS, end to end through CUDA and NVIDIA
# OpenCL, and the tuned rung's conformance suite (now with a case per new class) through both.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-e2e12.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/part2"
S=32x2000x6000,24x3000x2000,32x4096x4096,20x8192x8192,32x2000x3000,24x4096x1000
S=$S,4096x32x4096:row:TN,8192x32x8192:row:TN,3000x24x2000:row:TN,6000x28x3000:row:TN,2000x32x6000:col:TN
S=$S,4096x1x4096,1000x1x1000,1x4096x4096,2048x1x2048:col:NN,3000x60x2000,60x3000x2000,2000x32x6000,3000x24x2000
OUT="$out" timeout -s KILL 420 "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json" \
    "check=gemm --check --backend cuda --rungs 10" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10"
for f in "$out"/*.json; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/part2.tar.gz" -C "$top" part2
