#!/usr/bin/env bash
# Issue 12's ninth sweep (docs/results/h200/gemm-e2e-9/) on the H200, after the vector class took M or N of 9 to 16
# onto gemv.cl's tile kernels: the eighth sweep's 40 shapes (PART 1: the large shapes, PART 2: the rest, ending with
# the tuned rung's conformance suite through both backends) and PART 3, fifteen shapes of the vector class (widths 1
# to 16, both kernels of each kind, both sides, a transposed and a column-major call), each part through CUDA and then
# NVIDIA OpenCL (with CLBlast). PART 4 (after the rows kernel began staging the matrix in local memory): part 3's
# shapes and three of width 24 to 32 (still the narrow and skinny tiles), and the conformance suite through both
# backends. PART 5 (after the class took M or N up to 32): ten shapes of width 20 to 32 and the conformance suite
# through both backends. One process holds one backend, so "% of CUDA" compares two processes.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-e2e9.sh 1|...|5
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
part="${1:?PART: 1 to 5}"
out="${OUT:-$PWD/gemm-results}/r$part"
if [[ "$part" == 1 || "$part" == 2 ]]; then   # the eighth sweep's parts, unchanged
    exec "$here/h200-gemm-e2e8.sh" "$part"
fi
vector=4096x12x4096,16x4096x4096,8192x16x8192,16x8192x8192,1024x16x1024,3000x12x2000,12x3000x2000
vector=$vector,4096x16x4096:row:TN,2048x16x2048:col:NN,4096x8x4096,8x4096x4096,4096x2x4096,4096x1x4096,1x4096x4096
vector=$vector,2048x1x2048:col:NN
checks=("check=gemm --check --backend cuda --rungs 10"
        "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10")
case "$part" in
    3) S=$vector; checks=() ;;
    4) S=4096x16x4096,$vector,8192x32x8192,3000x24x2000,24x3000x2000 ;;
    5) S=2000x32x6000,32x2000x6000,8192x32x8192,3000x24x2000,24x3000x2000,4096x20x4096,4096x32x4096:row:TN
       S=$S,2000x32x6000:col:NN,1024x32x1024,32x8192x8192 ;;
    *) echo "PART must be 1 to 5, not '$part'" >&2; exit 2 ;;
esac
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json" "${checks[@]}"
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r$part.tar.gz" -C "$(dirname "$out")" "r$part"
