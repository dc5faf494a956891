#!/usr/bin/env bash
# Session 29's second H200 call: h200-gemm-candidates29b.sh (where the 17-32-wide calls read along K should leave
# gemv.cl for tiles, issue 12), then h200-stencil-ncu29.sh (Nsight Compute on the uchar filters, issue 13).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus both scripts, h200-gemm-steps.sh):
#   DEST/h200-session29b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/h200-gemm-candidates29b.sh"
bash "$here/h200-stencil-ncu29.sh"
