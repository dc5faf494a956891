#!/usr/bin/env bash
# Session 34's seventh H200 call, issue 12: on call 6's 20 small calls, 64x64x16 tiles unsplit (STREAM_K=0, 4 warps
# of 32x32) beat the entry's split 64x128x8 where the long side of C is at least 4 times the short one (9 of 11,
# 3-42%; two lost 3-4%) and lost on the squarer ones (1000^3 103 -> 74%). A rule drawn from 20 calls needs calls it
# was not drawn from: 24 small calls drawn at random (seed 20261341; the rule of call 1), both tilings in one process.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh,
# h200-gemm-small-shapes.sh, gemm-random-shapes.py): OUT=/tmp/o DEST/h200-session34f.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session34f; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-150}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-small-shapes.sh"
t0=$start
environment
SMALL=$(small_draw 20261341 24)
C="WAVE=32,PAD_A=4,MAX_REGISTERS=0,CLAMP_EDGES=0,GROUP_M=8,MIN_GROUPS=0,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
step small-check $(( CAP - ($(date +%s) - start) - 5 )) gemm --backend cuda --rungs 10 --shapes "$SMALL" \
    --output "$out/small-check/small-check.json" \
    --variant "10:$C,BM=64,BN=64,WM=32,WN=32,LANES_M=4,BK=16,STAGES=1,ASYNC_COPY=0,OVERLAP_BARRIER=1"
echo "call: $(( $(date +%s) - start )) s"
