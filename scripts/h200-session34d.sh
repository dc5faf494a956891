#!/usr/bin/env bash
# Session 34's fourth H200 call, issue 12: the small class (2^28 < 2 M N K < 2^31, M N >= 3 * 2^18) ran its 17 calls
# of call 2 at 75.7% of cuBLAS kernel-only in the entry's 64x128x8 tiles; smaller tiles lost (64x64x16 73.7%,
# 32x64x32 66.4%). tune found larger groups faster on the two calls it ran (call2/tune): 128x128x8 tiles in 8 warps
# of 32x64, unsplit reduce (2718x350x767 0.0631 -> 0.0582 ms) and 128x64x8 in 2-lane-high warps (496x2915x305 TT
# 0.0475 -> 0.0455). Here those two and 128x128x8 with the split reduce, on the 17 calls and three squares near the
# class's top (the entry ran 1000^3 at 100.8% in session 27).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh, h200-gemm-small-shapes.sh):
#   OUT=/tmp/o DEST/h200-session34d.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session34d; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-330}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-small-shapes.sh"
t0=$start
environment
COMMON="WAVE=32,PAD_A=4,MAX_REGISTERS=0,CLAMP_EDGES=0,STAGES=1,ASYNC_COPY=0,BK=8,WM=32,WN=64"
step small-large $(( CAP - ($(date +%s) - start) - 5 )) gemm --backend cuda --rungs 10 --shapes "$SMALL20" \
    --output "$out/small-large/small-large.json" \
    --variant "10:$COMMON,BM=128,BN=128,LANES_M=4,GROUP_M=8,MIN_GROUPS=1,OVERLAP_BARRIER=0,SPLIT_REDUCE=0,PART_SLICES=0" \
    --variant "10:$COMMON,BM=128,BN=64,LANES_M=2,GROUP_M=16,MIN_GROUPS=0,OVERLAP_BARRIER=1,SPLIT_REDUCE=0,PART_SLICES=0" \
    --variant "10:$COMMON,BM=128,BN=128,LANES_M=4,GROUP_M=8,MIN_GROUPS=1,OVERLAP_BARRIER=0,SPLIT_REDUCE=1,PART_SLICES=8"
records=$(ls "$out/small-large/"*.json.gz 2>/dev/null || ls "$out/small-large/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/small-large/candidates.md" 2>&1
tail -n 4 "$out/small-large/candidates.md"
echo "call: $(( $(date +%s) - start )) s"
