#!/usr/bin/env bash
# Session 43's first H200 call. (1) Issue 12: the tiny entry's 32x64x32 tiles in parts of 8 and 4 slices
# (PART_SLICES) against the database, on 14 calls of at most 2^28 FLOP, short side 33-64 and K 256 or more (12 drawn
# with scripts/gemm-draw-class.py, seeds 20261700-1; two of the sweep's) and on 14 calls of the tiny class of K 256 and
# more (12 drawn with seed 20261800; two of the sweep's). (2) Issue 13: the register-fused f32 box3x4 and box3x2 entry
# through NVIDIA OpenCL in other strip heights, look-aheads and group heights at 3840x2160 and 2048^2, beside CUDA.
# Usage (carry: as h200-session42.sh): OUT=/tmp/o DEST/h200-session43.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session43
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
TINY="BM=32,BN=64,BK=32,WM=16,WN=32,$T,SPLIT_REDUCE=1,STREAM_K=1,MIN_GROUPS=4"
SKINNY=52x387x308,1070x35x632:col:NN,1011x37x3087:col:NN,182x40x497:col:TN,354x49x655:col:NT,300x39x3623:col:NN
SKINNY=$SKINNY,82x42x609:row:TT,49x1030x549:col:NN,40x134x5383:col:TT,382x57x650:row:TT,39x201x800:col:TN
SKINNY=$SKINNY,99x41x2304:row:NT,37x199x1086:row:NT,170x42x1055:row:NN
TINYK=1651x206x273:row:TT,1489x140x547:row:TN,405x463x289:row:TN,525x460x291:row:NT,309x164x2313:col:TT
TINYK=$TINYK,137x552x1133:row:NT,405x395x482:col:NT,427x453x354:row:NN,394x564x324:row:NN,558x467x336:col:NT
TINYK=$TINYK,551x395x555:row:NT,156x369x1050:row:NN,178x1017x324:row:TT,684x894x204:col:NT
for set in skinny tinyk; do
    shapes=$SKINNY; [[ $set == tinyk ]] && shapes=$TINYK
    step $set 150 gemm --backend cuda --rungs 10 --shapes "$shapes" --output "$out/$set/$set.json" \
        --variant "10:$TINY,PART_SLICES=8" --variant "10:$TINY,PART_SLICES=4" --variant "10:$TINY,PART_SLICES=0"
    records=$(ls "$out/$set/"*.json.gz 2>/dev/null || ls "$out/$set/"*.partial.jsonl 2>/dev/null)
    python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/$set/candidates.md" 2>&1
    tar -czf "$top/$tag-$set-candidates.tar.gz" -C "$out" "$set/candidates.md"
    cut -c1-150 "$out/$set/candidates.md" | tail -n 22
done
r="$out/fused"; PACK=$tag-fused; mkdir -p "$r"
RF="register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1"
run fused-cuda 40 "$here/kernelscope.jar" stencil --backend cuda --type f32 --filter box3x4,box3x2 \
    --sizes 3840x2160,2048x2048 --warmups 3 --repetitions 30 --no-npp --variants "tuned" --output "$r/cuda.json"
run fused-opencl 120 "$here/kernelscope.jar" stencil --backend opencl --type f32 --filter box3x4,box3x2 \
    --sizes 3840x2160,2048x2048 --warmups 3 --repetitions 30 --no-npp \
    --variants "tuned,$RF;ROWS=8,$RF;ROWS=32,$RF;AHEAD=2,$RF;AHEAD=6,$RF;GROUP_Y=2,$RF;GROUP_Y=2;ROWS=8,$RF;SHUFFLE=0" \
    --output "$r/opencl.json"
python3 "$here/stencil-results-table.py" "$r/cuda.json" "$r/opencl.json" > "$r/table.md" 2>&1
cut -c1-160 "$r/table.md"
pack
echo "call: $(( $(date +%s) - start )) s"
