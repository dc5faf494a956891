#!/usr/bin/env bash
# Session 34's second H200 call.
#  1. Stencil rung 10 with and without warp shuffles (SHUFFLE=1/0) again, through CUDA and NVIDIA OpenCL (the first
#     call's OpenCL record and checks did not come back: more than 8 files), fewer shapes of the rung: the database's
#     entry (one strip of 16 rows, a budget of 20 groups per SM) and 4 strips with that budget; and the quick
#     conformance of rung 10 through both.
#  2. Issue 12: the small class's 17 calls of the first call (all but one below 90% of cuBLAS kernel-only) in the
#     database's 64x128x8 tiles against three tilings with more groups per SM: 64x64x16 in 4 warps (what tune found
#     for a tiny TT call in session 33), the tiny entry's 32x64x32 in 4 warps of 16x32, and 32x64x32 with cp.async in
#     2 stages (tune's best for a tiny NT call in session 33).
#  3. tune on two of them, 50 s each, from the database's entry.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh, h200-gemm-small-shapes.sh,
# h200-register-fused-steps.sh, stencil-results-table.py): OUT=/tmp/o DEST/h200-session34b.sh; then pack /tmp/o into
# the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session34b; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=${CAP:-530}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-small-shapes.sh"
source "$here/h200-register-fused-steps.sh"
t0=$start
environment
register_fused_ab 40 60 "$ENTRY" "$ENTRY;SHUFFLE=1" "GROUP_Y=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1"
python3 "$here/stencil-results-table.py" "$r/cuda.json" "$r/opencl.json" > "$r/table.md" 2>&1; cat "$r/table.md"
COMMON="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=1"
left=$(( CAP - ($(date +%s) - start) - 120 ))
(( left > 30 )) && step small-tiles $left gemm --backend cuda --rungs 10 --shapes "$SMALL17" \
    --output "$out/small-tiles/small-tiles.json" \
    --variant "10:$COMMON,BM=64,BN=64,BK=16,WM=32,WN=32,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=0,PART_SLICES=8" \
    --variant "10:$COMMON,BM=32,BN=64,BK=32,WM=16,WN=32,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=4,PART_SLICES=0" \
    --variant "10:$COMMON,BM=32,BN=64,BK=32,WM=16,WN=32,STAGES=2,OVERLAP_BARRIER=0,ASYNC_COPY=1,MIN_GROUPS=4,PART_SLICES=16"
records=$(ls "$out/small-tiles/"*.json.gz 2>/dev/null || ls "$out/small-tiles/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/small-tiles/candidates.md" 2>&1
r="$out/tune"; PACK=$tag-tune; mkdir -p "$r"
for shape in 2718x350x767 496x2915x305:row:TT; do
    name=tune-${shape//:/-}
    run "$name" 55 "$here/kernelscope.jar" tune --backend cuda --rung 10 --shape "$shape" --strategy greedy-ils \
        --time-limit 50s --max-evals 400 --warmups 3 --repetitions 20 --top 4 --cache "$r/cache-$name.json" \
        --output "$r/$name.json"
    grep -E "^baseline|^ *[0-9]+ +[0-9.]+ " "$r/$name.txt" | head -3 | cut -c1-60,200-420
done
echo "call: $(( $(date +%s) - start )) s"
