#!/usr/bin/env bash
# Issue 12's third H100 call (docs/results/h100/gemm-e2e-2/run3): conformance of every rung with the small-k rule
# of run 2 (K < 256 and M N >= 2^22), and the few-tile shapes that still lost in run 2 through the tuned rung and
# three candidates in one process against cuBLAS: the tiny entry (32x64x32), the same tiles with BK=8 (no pack when
# K is a multiple of 8), and the small entry (64x128). Usage: GEMM_CARRY=DIR scripts/h100-gemm-e2e-sweep2-run3.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}"
FEW=200x200x200,256x256x256,300x300x300,512x512x512,640x480x320,1000x1000x200,1536x1536x96,700x500x100,333x4444x555
FEW=$FEW,2048x2048x128,1024x4096x64
COMMON=WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,ASYNC_COPY=0,MAX_REGISTERS=0,STREAM_K=1,CLAMP_EDGES=0
TINY=10:BM=32,BN=64,BK=32,WM=16,WN=64,LANES_M=2,OVERLAP_BARRIER=1,MIN_GROUPS=4,$COMMON
TINY8=10:BM=32,BN=64,BK=8,WM=16,WN=64,LANES_M=2,OVERLAP_BARRIER=1,MIN_GROUPS=4,$COMMON
SMALL=10:BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4,OVERLAP_BARRIER=1,MIN_GROUPS=0,$COMMON
script="$here/h100-gemm-e2e.sh"
[[ -f "$script" ]] || script="$here/../scripts/h100-gemm-e2e.sh"
OUT="$out" "$script" \
    "check=gemm --backend cuda --check" \
    "explain=gemm --backend cuda --explain $FEW" \
    "few=gemm --backend cuda --rungs 10 --variant $TINY --variant $TINY8 --variant $SMALL --shapes $FEW --output $out/few-tiles.json"
