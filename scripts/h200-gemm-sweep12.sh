#!/usr/bin/env bash
# Issue 12's twelfth sweep (docs/results/h200/gemm-e2e-12/) on the H200, after session 16's changes (classes
# skinny-few and narrow-few, PART_SLICES=8, the reduce kernel's finer groups, gemv.cl's slices no longer rounded up
# below one group per SM, widths 29-32 read along K in narrow-32's tiles): the eleventh sweep's 69 shapes plus the shapes
# session 16 measured its changes on, end to end against the vendor BLAS in the same process, with the conformance suite.
# One backend per call (the device tool's 10 minutes): cuda (cuBLAS) or opencl (NVIDIA OpenCL, CLBlast).
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-sweep12.sh cuda|opencl
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
backend="${1:?cuda or opencl}"
top="${OUT:-$PWD/gemm-results}"
out="$top/$backend"
source "$here/h200-gemm-sweep-shapes.sh"
case "$backend" in
    cuda) OUT="$out" timeout -s KILL 540 "$here/h100-gemm-e2e.sh" \
        "sweep=gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S,$N16 --output $out/sweep.json" \
        "check=gemm --check --backend cuda --rungs 10" ;;
    opencl) OUT="$out" timeout -s KILL 540 "$here/h100-gemm-e2e.sh" \
        "sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $V,$T,$B,$S,$N16 --output $out/sweep.json" \
        "check=gemm --check --backend opencl --device NVIDIA --rungs 10" ;;
    *) echo "a backend is cuda or opencl, not '$backend'" >&2; exit 2 ;;
esac
for f in "$out"/*.json; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/$backend.tar.gz" -C "$top" "$backend"
