#!/usr/bin/env bash
# Session 48's fifth H200 call, issue 12: LOADS_BEFORE_MATH through NVIDIA's OpenCL, where its warp barrier is inline
# PTX (bar.warp.sync): (1) four of call 2's calls whose entries have it, this build against main before the session
# in the next process; (2) `gemm --check --rungs 10` through NVIDIA OpenCL (call 4 ran it through CUDA).
# Usage (carry: .device-carry/s48 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session48e.sh
CAP=${CAP:-380}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session48e
ab opencl-fence 60 gemm --backend opencl --device NVIDIA --rungs 10 \
    --shapes 4500x700x6500:row:TT,3112x532x6113:row:TT,8000x115x648:row:TN,1512x82x771:row:TN
conformance gemm-opencl 400 --backend opencl --device NVIDIA   # the rest of the call's time
echo "call: $(( $(date +%s) - start )) s"
