#!/usr/bin/env bash
# Session 49's sixth H200 call, issue 12: the session's LOADS_BEFORE_MATH entries through NVIDIA's OpenCL, where the
# barrier is inline PTX (bar.warp.sync): (1) six calls of the five 32x64x16 entries and skinny-n, this build against
# main before the session in the next process; (2) `gemm --check --rungs 10` through NVIDIA OpenCL.
# Usage (carry: .device-carry/s49 with kernelscope-before.jar from main before the session): OUT=/tmp/o DEST/h200-session49f.sh
CAP=${CAP:-380}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session49f
ab opencl-lbm 60 gemm --backend opencl --device NVIDIA --rungs 10 \
    --shapes 6902x110x5356:row:TN,4096x127x4096:row:TN,19x919x127:row:TN,971x73x2135:col:NT,170x42x1055:row:NN,5444x110x7299:row:TT
conformance gemm-opencl 260 --backend opencl --device NVIDIA
echo "call: $(( $(date +%s) - start )) s"
