#!/usr/bin/env bash
# Session 35's second H200 call (prepared in session 34; step 3 added in 35):
#  1. Issue 13: f32 box3 x3 (3 passes: the database sends it to rung 10 with SHUFFLE=1 unmeasured) with and without
#     the shuffles, and x4 again, through CUDA and NVIDIA OpenCL, 8192^2 and 3840x2160.
#  2. Issue 12: the small-shallow class through NVIDIA OpenCL (measured only through CUDA): session 34's call-7 calls,
#     the database's choice against the small entry given whole, CLBlast in the same process when carried.
#  3. Issue 12: the large-k class (both sides above 128, K at least 8 times the larger, 2 M N K from 2^31), which has
#     no entry and runs the general one's 128x256x8 tiles, against 128x128x16 (1111x1111x9999 column-major 86.8 ->
#     94.2% of cuBLAS end to end in session 35's first call): 10 calls drawn with seed 20261344 and two squares of K.
#  4. `gemm --check --rungs 10` through CUDA and NVIDIA OpenCL with the small-shallow class in (its cases among them).
# Usage (carry: [CLBLAST_DEB=...] SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh,
# h200-gemm-small-shapes.sh, gemm-random-shapes.py, stencil-results-table.py): OUT=/tmp/o DEST/h200-session35b.sh;
# then pack /tmp/o into the real OUT (8 files at most). Step names starting "opencl" run with NVIDIA's ICD (h100-gemm-e2e.sh).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session35b; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=${CAP:-570}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-small-shapes.sh"
t0=$start
environment
F=(--filter box3x3,box3x4 --type f32 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp)
V="tuned,register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=0"
run cuda 50 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --variants "$V" --output "$r/cuda.json"
run opencl 50 "$here/kernelscope.jar" stencil --backend opencl "${F[@]}" --variants "$V" --output "$r/opencl.json"
python3 "$here/stencil-results-table.py" "$r/cuda.json" "$r/opencl.json" > "$r/table.md" 2>&1; cat "$r/table.md"
SMALL_ENTRY="BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1"
SMALL_ENTRY="$SMALL_ENTRY,ASYNC_COPY=0,MIN_GROUPS=0,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=1"
LARGE_K=552x2101x18860:row:NN,1695x2071x19030:row:TT,1944x507x36863:row:TN,1406x2269x20217:col:TT
LARGE_K=$LARGE_K,496x909x10965:col:NT,407x1193x20099:col:TN,1566x2261x36394:row:NN,229x821x11137:row:NT
LARGE_K=$LARGE_K,780x450x10516:row:NT,883x1058x10684:row:TN,512x512x32768,256x256x16384
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=0,MAX_REGISTERS=0"
FIXED="$FIXED,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
step large-k 130 gemm --backend cuda --rungs 10 --shapes "$LARGE_K" --output "$out/large-k/large-k.json" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,$FIXED"
step opencl-shallow 110 gemm --backend opencl --rungs 10 --shapes "$(small_draw 20261341 16)" \
    --output "$out/opencl-shallow/opencl-shallow.json" --variant "10:$SMALL_ENTRY"
shares=2   # the time left, halved for CUDA's check, all of the rest for OpenCL's
for backend in cuda opencl; do
    left=$(( (CAP - ($(date +%s) - start)) / shares - 5 )); shares=1
    (( left > 20 )) && run check-gemm-$backend $left "$here/kernelscope.jar" gemm --backend $backend --check --rungs 10
    echo "$backend: $(grep -c '^pass' "$r/check-gemm-$backend.progress" 2>/dev/null) passed, $(grep -c '^FAIL' \
        "$r/check-gemm-$backend.progress" 2>/dev/null) failed; $(tail -n 1 "$r/check-gemm-$backend.txt" 2>/dev/null)"
done
echo "call: $(( $(date +%s) - start )) s"
