#!/usr/bin/env bash
# Session 34's first H200 call.
#  1. Stencil rung 10 (register-fused) with the edge values by warp shuffles (SHUFFLE=1, new) against the local
#     exchange and its barrier (SHUFFLE=0), box3 x2/x4 in u8 and f32, 8192^2 and 3840x2160, through CUDA and NVIDIA
#     OpenCL, the tuned filter (the database's choice) in the same process; and rung 10's quick conformance (with the
#     new SHUFFLE=1 cases) through both.
#  2. Issue 12: the tiny class through NVIDIA OpenCL against CUDA (h200-session33f.sh, prepared last session).
#  3. Issue 12: the small class's calls (2^28 < 2 M N K < 2^31, M N >= 3 * 2^18, both sides above 128, K from 256 to
#     below 8 times the larger side) in the small entry's unsplit 64x128x8 tiles (the database's choice), in the
#     small-few entry's 64x128x16 split into parts of 8 slices, and in 64x128x16 unsplit: 5222x164x786 column-major ran
#     at 74.6% of cuBLAS kernel-only in 123 tiles of 64x128 on 132 SMs (session 33's sweep).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-session33f.sh, h200-gemm-steps.sh,
# h200-stencil-lib.sh, h200-gemm-small-shapes.sh, h200-register-fused-steps.sh, gemm-random-shapes.py):
#   DEST/h200-session34.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session34; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-small-shapes.sh"
source "$here/h200-register-fused-steps.sh"
t0=$start
environment
register_fused_ab 45 90 "$ENTRY" "$ENTRY;SHUFFLE=1" "GROUP_Y=2;SHUFFLE=1" "GROUP_Y=1;ROWS=32;SHUFFLE=1" \
    "GROUP_Y=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1"
python3 "$here/stencil-results-table.py" "$r/cuda.json" 2>/dev/null | head -40 || true
CAP=$(( CAP - ($(date +%s) - start) )) OUT="$top" bash "$here/h200-session33f.sh" > "$out/tiny-opencl-console.txt" 2>&1
tail -n 3 "$out/tiny-opencl-console.txt"
SMALL=$(small_draw 20261340 14)
TILES="BM=64,BN=128,WM=32,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=0"
left=$(( CAP - ($(date +%s) - start) ))
(( left > 30 )) && step small-split $(( left - 5 )) gemm --backend cuda --rungs 10 \
    --shapes "5222x164x786:col:NN,401x2737x259:row:TT,443x2064x689:row:NT,$SMALL" --output "$out/small-split/small-split.json" \
    --variant "10:$TILES,BK=16,SPLIT_REDUCE=1,PART_SLICES=8" --variant "10:$TILES,BK=16,SPLIT_REDUCE=0,PART_SLICES=0"
records=$(ls "$out/small-split/"*.json.gz 2>/dev/null || ls "$out/small-split/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/small-split/candidates.md" 2>&1
tail -n 6 "$out/small-split/candidates.md"
tar -czf "$top/$tag-small-split-candidates.tar.gz" -C "$out" small-split/candidates.md
echo "call: $(( $(date +%s) - start )) s"
