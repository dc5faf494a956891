#!/usr/bin/env bash
# Session 47's fourth H200 call, issue 12: main as it lands (the split launch sized by the split kernel where every
# tile is split; nothing split below K 384 in one wave that keeps three quarters of the SMs busy). (1) The 76-shape
# sweep through CUDA (last run in session 43); (2) `gemm --check --rungs 10` through NVIDIA OpenCL (call 3 ran it
# through CUDA).
# Usage (carry: .device-carry/s47 with h200-gemm-unseen-shapes.sh): OUT=/tmp/o DEST/h200-session47d.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session47d
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
step sweep 360 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
conformance gemm-opencl 600 --backend opencl --device NVIDIA   # the rest of the call's time
echo "call: $(( $(date +%s) - start )) s"
