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
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 150 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(tail -n 1 "$r/gemm-cuda.txt")"; grep FAIL "$r/gemm-cuda.txt" | head -3
pack
left=$(( CAP - ($(date +%s) - start) - 5 ))
run gemm-opencl $left "$here/kernelscope.jar" gemm --backend opencl --device NVIDIA --check --rungs 10
echo "gemm-opencl: $(tail -n 1 "$r/gemm-opencl.txt")"; grep FAIL "$r/gemm-opencl.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
