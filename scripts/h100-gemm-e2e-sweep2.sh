#!/usr/bin/env bash
# Issue 12's second whole-sweep runs on the H100 (docs/results/h100/gemm-e2e-2/): conformance of every rung, --explain
# and the end-to-end sweep of the shape classes through the CUDA backend, rung 10's candidates for short-K problems
# (the small-k and small entries and the small class's previous entry, on shapes of both classes), then the same
# sweep through NVIDIA's OpenCL; each a step of scripts/h100-gemm-e2e.sh (one kernelscope process per step, SM clocks
# logged). Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR):
#   GEMM_CARRY=DIR scripts/h100-gemm-e2e-sweep2.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}"
# the 26 shapes of the first sweep (docs/results/h100/gemm-e2e.md) and seven it did not have
S=256x256x256,512x512x512,1000x1000x1000,1024x1024x1024,2048x2048x2048,3000x3000x3000,4096x4096x4096
S=$S,4097x4097x4097,8192x8192x8192,8192x1024x4096,1024x8192x4096,16384x2048x1024,4096x127x4096,127x4096x4096
S=$S,8192x200x8192,64x8192x2048,512x512x32768,1024x1024x16384,2048x2048x128,8192x8192x128,4096x4096x256
S=$S,4096x4096x4096:col:NN,4096x4096x4096:col:NT,2048x2048x2048:row:TN,3000x2000x1000:col:TT,1024x1024x1024:col:NT
S=$S,200x200x200,768x768x768,1536x1536x96,2000x3000x500,640x480x320,2500x1200x3000,333x4444x555
SHORTK=1536x1536x96,2048x2048x128,1000x1000x200,1024x4096x64,3000x3000x128,4096x4096x192,8192x8192x128
COMMON=WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,ASYNC_COPY=0,MAX_REGISTERS=0,STREAM_K=1,CLAMP_EDGES=0,BK=8,WN=64,LANES_M=4
SMALLK=10:BM=128,BN=128,WM=32,OVERLAP_BARRIER=0,MIN_GROUPS=2,$COMMON
SMALL=10:BM=64,BN=128,WM=32,OVERLAP_BARRIER=1,MIN_GROUPS=0,$COMMON
SMALL_BEFORE=10:BM=64,BN=128,WM=32,OVERLAP_BARRIER=0,MIN_GROUPS=4,$COMMON
script="$here/h100-gemm-e2e.sh"
[[ -f "$script" ]] || script="$here/../scripts/h100-gemm-e2e.sh"
OUT="$out" "$script" \
    "check=gemm --backend cuda --check" \
    "explain=gemm --backend cuda --explain $S" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "shortk=gemm --backend cuda --rungs 10 --variant $SMALLK --variant $SMALL --variant $SMALL_BEFORE --shapes $SHORTK --output $out/shortk-candidates.json" \
    "opencl=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/sweep-opencl.json"
