#!/usr/bin/env bash
# Issue 12's eleventh sweep (docs/results/h200/gemm-e2e-11/) on the H200, after gemv_rows began reading float4 with K
# whole where its groups cover half the SMs and the skinny-32 class (M <= 32) got 32x64 tiles: every shape of the tenth
# sweep (its 25 vector shapes and the eighth sweep's 40) and six more of the changed classes, through CUDA with the
# conformance suite; the vector and skinny-32 shapes through NVIDIA OpenCL (with CLBlast); then the register-fused
# stencil's new entry against the one before (scripts/h200-stencil-multipass.sh, box3x4 at 8192^2 and 3840x2160).
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR plus h200-stencil-multipass.sh copied into it):
#   GEMM_CARRY=DIR DIR/h200-gemm-e2e11.sh   -> $OUT/e2e11.tar.gz, $OUT/stencil-multipass.tar.gz
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/e2e11"
source "$here/h200-gemm-sweep-shapes.sh"
OUT="$out" timeout -s KILL 420 "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S --output $out/sweep.json" \
    "check=gemm --check --backend cuda --rungs 10" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $V,$T --output $out/opencl.json"
for f in "$out"/*.json; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/e2e11.tar.gz" -C "$top" e2e11
f="register-fused:GROUP_Y=1;AHEAD=4"
CARRY="$here" CHECK=0 CAP=130 STAGE=17 SIZES=8192x8192,3840x2160 FILTERS=box3x4 V="tuned,$f,$f;MIN_GROUPS=20" \
    timeout -s KILL 140 bash "$here/h200-stencil-multipass.sh" | tail -30
