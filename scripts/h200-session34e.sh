#!/usr/bin/env bash
# Session 34's sixth H200 call, issue 12: Nsight Compute (call 5) showed what cuBLAS runs on the small class's
# elongated calls: 64x64x8 tiles in three cp.async stages, 4 warps, one group per tile and no split along K
# (sm80_xmma_gemm_..._tilesize64x64x8_stage3_warpsize1x4x1_ffma: 258 groups on 2718x350x767, 44.0 us against our
# 58.8 in 396 split groups of 64x128x8). Here 64x64 tiles unsplit (STREAM_K=0), 4 warps of 32x32: 8 deep in 3 and 2
# cp.async stages, and 16 deep without cp.async, on the same 20 calls as call 4.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh, h200-gemm-small-shapes.sh):
#   OUT=/tmp/o DEST/h200-session34e.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session34e; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-260}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-small-shapes.sh"
t0=$start
environment
C="WAVE=32,PAD_A=4,MAX_REGISTERS=0,CLAMP_EDGES=0,GROUP_M=8,MIN_GROUPS=0,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
C="$C,BM=64,BN=64,WM=32,WN=32,LANES_M=4"
step small-64 $(( CAP - ($(date +%s) - start) - 5 )) gemm --backend cuda --rungs 10 --shapes "$SMALL20" \
    --output "$out/small-64/small-64.json" \
    --variant "10:$C,BK=8,STAGES=3,ASYNC_COPY=1,OVERLAP_BARRIER=0" \
    --variant "10:$C,BK=8,STAGES=2,ASYNC_COPY=1,OVERLAP_BARRIER=0" \
    --variant "10:$C,BK=16,STAGES=1,ASYNC_COPY=0,OVERLAP_BARRIER=1"
echo "call: $(( $(date +%s) - start )) s"
