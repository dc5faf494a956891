#!/usr/bin/env bash
# Session 50's fourth H200 call. Issue 13: through NVIDIA OpenCL, call 3's after-process ran even the unchanged gauss13
# 10% slower at 3840x2160, so the uchar Gaussian entries are timed again there against main before the session in
# alternating processes (before, after, before, after): gauss3, gauss5, gauss9 (the 8192^2-only entry) and gauss13 at
# 8192^2 and 3840x2160. Issue 12: skinny-n-small's 128x128x16 entry against 64x128x16 tiles with the loads barrier in
# parts of 8 and of 4 (call 3: 64x128x16 faster on 3 of 6 calls by 4-10 points) on 14 calls, 8 drawn afresh.
# Usage (carry: .device-carry/s50 with this session's kernelscope.jar and main's before it as kernelscope-before.jar)
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session50d
r="$out/opencl"; PACK=$tag-opencl; mkdir -p "$r"
F=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8 --filter gauss3,gauss5,gauss9,gauss13 --variants tuned)
for round in 1 2; do
    for build in before after; do
        jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
        run "opencl-$build-$round" 60 "$jar" stencil --backend opencl --device NVIDIA "${F[@]}" \
            --sizes 8192x8192,3840x2160 --output "$r/opencl-$build-$round.json"
    done
done
python3 "$here/stencil-results-table.py" "$r"/opencl-before-1.json "$r"/opencl-after-1.json "$r"/opencl-before-2.json \
    "$r"/opencl-after-2.json > "$r/table.md" 2>&1
cut -c1-200 "$r/table.md"
pack
K="WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0,LOADS_BEFORE_MATH=1"
K="BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,STREAM_K=1"
SNS=6296x123x1170,8000x115x648:row:TN,1512x82x771:row:TN,2268x68x1604,96x4026x1406:col:NT,1208x122x519:row:TN
SNS=$SNS,120x2827x424:col:TN,71x4514x816:col:NN,688x118x3497:row:TN,84x7708x400:col:TN   # drawn: 20261512
SNS=$SNS,65x1849x827:col:TT,4433x71x266:row:NT,252x107x7711:row:NN,111x546x1955:col:NN   # drawn: 20261513
candidates sns 260 gemm --backend cuda --rungs 10 --shapes "$SNS" --variant "10:$K,PART_SLICES=8" \
    --variant "10:$K,PART_SLICES=4"
echo "call: $(( $(date +%s) - start )) s"
