#!/usr/bin/env bash
# Session 46's fifth H200 call, issue 12: main as it lands. Rung 10's K-tail twins read the tail first; in tiles of at
# most 64x64 outputs through NVIDIA's compilers their main loop runs its last step apart (LAST_STEP_APART), the form
# calls 2-3 measured there, and larger tiles keep one loop. (1) The 40 calls of calls 1-3, this build against main
# before the session in the next process; (2) `gemm --check --rungs 10` through CUDA, then NVIDIA OpenCL.
# Usage (carry: .device-carry/s46 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session46e.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session46e
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW
ab tails 150 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS,$DRAW,2000x2000x1001:row:NN,4096x4096x4099:row:NN,1500x3000x2050:col:NT,3001x2999x3003:row:TT"
conformance gemm-cuda 150 --backend cuda
conformance gemm-opencl 600 --backend opencl --device NVIDIA   # the rest of the call's time
echo "call: $(( $(date +%s) - start )) s"
