#!/usr/bin/env bash
# Session 40's second H200 call. (1) Issue 13: the SASS of stencil rung 10's f32 box3x4 entry and its uchar FMATH=1
# build as CUDA (NVRTC, as the backend compiles) and NVIDIA OpenCL (the driver's JIT) make them, with each loop's
# instruction mix (loop_mix.py): why OpenCL runs the f32 entry at 77% of CUDA's speed. (2) The f32 entry before
# (44311a64, kernelscope-before.jar) and after rung 10's sums started from their first tap, alternating processes,
# through both backends. (3) Issue 12: general-narrow's 128x64x16 tiles with a register budget for 3 groups per SM
# and with 2 or 3 cp.async stages, on 12 calls the class takes (session 39 call 3's).
# Usage (carry: as h200-session40.sh plus kernelscope-before.jar, ocl40/ (StencilSource's .cl and .defines),
# loop_mix.py, opencl_sass.sh, opencl_ptx.py, tools-sass.jar, gemm-e2e-tables.py): OUT=/tmp/o DEST/h200-session40b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session40b
s="$out/sass"; mkdir -p "$s"
for stem in f32box3x4 u8box3x4; do
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-sass.jar" \
        NvrtcCubin "$s/$stem-cuda.cubin" "$here/ocl40/$stem.cl" sm_90 $(cat "$here/ocl40/$stem.defines") \
        > "$s/$stem-nvrtc.log" 2>&1
    cuobjdump -sass "$s/$stem-cuda.cubin" > "$s/$stem-cuda.sass" 2>&1
    (cd "$s" && OCL_ICD_FILENAMES=libnvidia-opencl.so.1 bash "$here/opencl_sass.sh" "$stem-ocl" "$here/ocl40/$stem.cl" \
        $(cat "$here/ocl40/$stem.defines") -DKERNELSCOPE_NV_PTX=90 > "$stem-ocl.out" 2>&1)
    for b in cuda ocl; do
        echo "== $stem $b: $(grep -h -o 'Used [0-9]* registers[^,]*' "$s/$stem-nvrtc.log" "$s/$stem-ocl.log" 2>/dev/null | tr '\n' ' ')"
        python3 "$here/loop_mix.py" "$s/$stem-$b.sass" 2>&1 | head -12
    done
done | tee "$s/loops.txt"
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
r="$out/fused"; PACK=$tag-fused; mkdir -p "$r"
F=(--type f32 --filter box3x4,box3x2 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp --variants tuned)
for round in 1 2; do
    for b in cuda opencl; do
        run after-$b$round 25 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --output "$r/after-$b$round.json"
        run before-$b$round 25 "$here/kernelscope-before.jar" stencil --backend $b "${F[@]}" --output "$r/before-$b$round.json"
    done
done
python3 "$here/stencil-results-table.py" "$r"/before-cuda1.json "$r"/after-cuda1.json "$r"/before-cuda2.json \
    "$r"/after-cuda2.json "$r"/before-opencl1.json "$r"/after-opencl1.json "$r"/before-opencl2.json \
    "$r"/after-opencl2.json > "$r/table.md" 2>&1
cat "$r/table.md"
pack
FIXED="BM=128,BN=64,BK=16,WM=32,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,MAX_REGISTERS=0,CLAMP_EDGES=0"
FIXED="$FIXED,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
NARROW=311x6055x6859:col:TT,1834x4248x381:col:TN,505x1547x13143:row:TN,193x545x28741:row:TT,4500x700x6500:row:TT
NARROW=$NARROW,2062x290x10046:row:NN,2845x1819x348:row:NN,1329x2121x2731:col:TN,219x401x17676:row:NN
NARROW=$NARROW,3231x688x17005:row:TT,5989x531x1313:row:NN,3793x806x1289:row:TN
left=$(( CAP - ($(date +%s) - start) - 10 ))
(( left > 60 )) && step narrow $left gemm --backend cuda --rungs 10 --shapes "$NARROW" \
    --output "$out/narrow/narrow.json" \
    --variant "10:$FIXED,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=3" \
    --variant "10:$FIXED,STAGES=2,OVERLAP_BARRIER=0,ASYNC_COPY=1,MIN_GROUPS=0" \
    --variant "10:$FIXED,STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1,MIN_GROUPS=0"
records=$(ls "$out/narrow/"*.json.gz 2>/dev/null || ls "$out/narrow/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/narrow/candidates.md" 2>&1
tail -n 8 "$out/narrow/candidates.md"
tar -czf "$top/$tag-narrow-candidates.tar.gz" -C "$out" narrow/candidates.md
echo "call: $(( $(date +%s) - start )) s"
