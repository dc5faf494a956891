#!/usr/bin/env bash
# Session 27's first H200 call for issue 12: the SCALAR_LOADS twin against the packs it replaces (conformance through
# CUDA with the twin, then packs/scalar alternating, scripts/h200-gemm-scalar-loads.sh), and the tiny and large-k
# classes' losers in other tilings (the tiny and largek runs of scripts/h200-gemm-candidates27.sh).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus the two scripts and this one):
#   DEST/h200-session27a.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/h200-gemm-scalar-loads.sh"
CANDIDATES="tiny largek" bash "$here/h200-gemm-candidates27.sh"
