#!/usr/bin/env bash
# Issue 12's tenth sweep (docs/results/h200/gemm-e2e-10/) on the H200, after gemv.cl's kernels began adding K's slices
# in their last group (one launch instead of the kernel and gemv_sum): PART 1, the ninth sweep's vector shapes (widths
# 1 to 32, both kernels of each kind, both sides, transposed and column-major calls) and the tuned rung's conformance
# suite, through CUDA and then NVIDIA OpenCL (with CLBlast); PARTS 2 and 3, the eighth sweep's 40 shapes (its parts 1
# and 2, the second ending with the conformance suite). One process holds one backend, so "% of CUDA" compares two
# processes.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-e2e10.sh 1|2|3
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
part="${1:?PART: 1 to 3}"
out="${OUT:-$PWD/gemm-results}/r$part"
case "$part" in
    2|3) exec "$here/h200-gemm-e2e8.sh" $(( part - 1 )) ;;
    1) ;;
    *) echo "PART must be 1 to 3, not '$part'" >&2; exit 2 ;;
esac
S=4096x1x4096,1x4096x4096,2048x1x2048:col:NN,8192x1x8192,1x8192x8192,1000x1x1000,1x1x65536,4096x2x4096,4096x8x4096
S=$S,8x4096x4096,4096x12x4096,4096x16x4096,16x4096x4096,8192x16x8192,16x8192x8192,1024x16x1024,3000x12x2000
S=$S,12x3000x2000,4096x16x4096:row:TN,2048x16x2048:col:NN,2000x32x6000,8192x32x8192,3000x24x2000,4096x20x4096
S=$S,1024x32x1024
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json" \
    "check=gemm --check --backend cuda --rungs 10" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10"
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r$part.tar.gz" -C "$(dirname "$out")" "r$part"
