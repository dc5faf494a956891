#!/usr/bin/env bash
# Session 45's sixth H200 call, issue 12: main as it lands. Call 5 kept call 4's loop of whole-slice steps (85.4% of
# cuBLAS kernel-only against 84.8 before on 36 calls; branch-free loads 75.1) but its losses were all in tiles larger
# than 64x64, so this build keeps the loop to tiles of at most 64x64 outputs (larger tiles compile byte for byte as
# before). (1) The same 36 calls with this build; (2) `gemm --check --rungs 10` through CUDA; (3) the same through
# NVIDIA OpenCL (which compiles the same kernel file) in the time left.
# Usage (carry: as h200-session45e.sh): OUT=/tmp/o DEST/h200-session45f.sh
CAP=${CAP:-440}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45f
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW
step gated 120 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS,$DRAW" --output "$out/gated/gated.json"
tail -n 2 "$out/gated/tables.md"
conformance gemm-cuda 150 --backend cuda
conformance gemm-opencl 600 --backend opencl --device NVIDIA   # the rest of the call's time
echo "call: $(( $(date +%s) - start )) s"
