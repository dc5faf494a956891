#!/usr/bin/env bash
# Session 40's third H200 call. (1) Issue 13: stencil rung 10's border walk with the window slot picked by a one-hot
# mask (kernelscope.jar) against the from == j selects that NVIDIA's OpenCL turned into a run-time index and a window
# in local memory (kernelscope-before.jar): the f32 entry's SASS through NVIDIA OpenCL, and f32 box3x4/box3x2 at
# 8192^2 and 3840x2160 through both backends, alternating processes. (2) Issue 12: a register budget for 3 groups per
# SM (MIN_GROUPS=3) on the 128-work-item tiles, against each class's entry as it is, on calls drawn with seed
# 20261400 that none of the entries was chosen from: 12 general-narrow, 10 general-fine, 4 skinny-n-small, 4
# skinny-m-small (2 M N K >= 2^28).
# Usage (carry: as h200-session40b.sh): OUT=/tmp/o DEST/h200-session40c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session40c
s="$out/sass"; mkdir -p "$s"
(cd "$s" && OCL_ICD_FILENAMES=libnvidia-opencl.so.1 bash "$here/opencl_sass.sh" f32box3x4-ocl "$here/ocl40/f32box3x4.cl" \
    $(cat "$here/ocl40/f32box3x4.defines") -DKERNELSCOPE_NV_PTX=90 > f32box3x4-ocl.out 2>&1
 echo "== f32box3x4 ocl: $(grep -h -o 'Used [0-9]* registers[^,]*' f32box3x4-ocl.log | tr '\n' ' ')"
 python3 "$here/loop_mix.py" f32box3x4-ocl.sass 2>&1 | head -6) | tee "$s/loops.txt"
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
r="$out/fused"; PACK=$tag-fused; mkdir -p "$r"
F=(--type f32 --filter box3x4,box3x2 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp --variants tuned)
for b in cuda opencl; do
    run after-$b 25 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --output "$r/after-$b.json"
    run before-$b 25 "$here/kernelscope-before.jar" stencil --backend $b "${F[@]}" --output "$r/before-$b.json"
done
python3 "$here/stencil-results-table.py" "$r"/before-cuda.json "$r"/after-cuda.json "$r"/before-opencl.json \
    "$r"/after-opencl.json > "$r/table.md" 2>&1
cat "$r/table.md"
pack
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
T="$T,SPLIT_REDUCE=1,STREAM_K=1"
NARROW=3601x1340x810:row:NN,801x2673x1194:col:NT,1751x189x6816:row:TT,706x407x5381:row:TN,2456x142x6412:row:TT
NARROW=$NARROW,7689x158x5291:row:NN,1030x347x7547:col:NN,151x2223x6251:col:TN,679x279x7661:row:TT
NARROW=$NARROW,669x4723x2057:col:TN,1400x2077x4309:row:NN,5222x527x555:row:NN
FINE=6438x947x272:col:NT,670x2334x3549:row:TT,187x6202x3327:row:TN,4499x178x3526:col:NT,386x5204x655:row:NN
FINE=$FINE,3080x828x728:col:NN,399x1108x6310:row:NN,670x5647x4002:row:NN,954x1664x5374:row:TT,5384x428x1081:col:NT
NSMALL=5151x67x1933:row:TT,98x3849x497:col:NT,1274x65x4929:row:NN,2788x115x1177:row:NN
MSMALL=127x1444x4812:row:TN,85x427x4592:row:NN,88x1849x1098:row:NN,1472x123x1467:col:NT
step narrow 130 gemm --backend cuda --rungs 10 --shapes "$NARROW" --output "$out/narrow/narrow.json" \
    --variant "10:BM=128,BN=64,BK=16,WM=32,WN=64,$T,PART_SLICES=8,MIN_GROUPS=3"
step fine 110 gemm --backend cuda --rungs 10 --shapes "$FINE" --output "$out/fine/fine.json" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8,MIN_GROUPS=3"
left=$(( CAP - ($(date +%s) - start) - 5 ))
step skinny $left gemm --backend cuda --rungs 10 --shapes "$NSMALL,$MSMALL" --output "$out/skinny/skinny.json" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=4,MIN_GROUPS=3" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8,MIN_GROUPS=3"
for name in narrow fine skinny; do
    records=$(ls "$out/$name/"*.json.gz 2>/dev/null || ls "$out/$name/"*.partial.jsonl 2>/dev/null)
    python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/$name/candidates.md" 2>&1
done
tar -czf "$top/$tag-candidates.tar.gz" -C "$out" narrow/candidates.md fine/candidates.md skinny/candidates.md
echo "call: $(( $(date +%s) - start )) s"
