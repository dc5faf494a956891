#!/usr/bin/env bash
# Session 50's third H200 call. Issue 13: the uchar Gaussian entries as they land (sm_90: radius 1-2 in 32x4 groups
# with the row sums by dot products, radius 3 and 4-5 in the packed rung with them, calls 1-2), against main before the
# session in alternating processes (before, after, before, after), through CUDA with NPP and through NVIDIA OpenCL, u8
# gauss3-gauss13 at 8192^2 and 3840x2160; then `stencil --check` of the packed rung through both. Issue 12: the
# skinny-n-small and skinny-m-bt losers (128x128x16 split tiles) and four drawn calls beside 64x64x16 tiles split and
# whole, 128x64x16 (general-narrow's) and 64x128x16.
# Usage (carry: .device-carry/s50 with this session's kernelscope.jar and main's before it as kernelscope-before.jar)
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session50c
r="$out/lands"; PACK=$tag-lands; mkdir -p "$r"
F=(--warmups 5 --repetitions 30 --quiet --type u8 --filter gauss3,gauss5,gauss7,gauss9,gauss11,gauss13 --variants tuned)
for round in 1 2; do
    for build in before after; do
        jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
        run "cuda-$build-$round" 60 "$jar" stencil --backend cuda --device NVIDIA "${F[@]}" \
            --sizes 8192x8192,3840x2160 --output "$r/cuda-$build-$round.json"
    done
done
for build in before after; do
    jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
    run "opencl-$build" 70 "$jar" stencil --backend opencl --device NVIDIA "${F[@]}" --no-npp \
        --sizes 8192x8192,3840x2160 --output "$r/opencl-$build.json"
done
python3 "$here/stencil-results-table.py" "$r"/cuda-before-1.json "$r"/cuda-after-1.json "$r"/cuda-before-2.json \
    "$r"/cuda-after-2.json "$r"/opencl-before.json "$r"/opencl-after.json > "$r/table.md" 2>&1
cut -c1-200 "$r/table.md" | head -60
run check-cuda 70 "$here/kernelscope.jar" stencil --backend cuda --device NVIDIA --check --variants packed --quiet
run check-opencl 80 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA --check --variants packed --quiet
for b in cuda opencl; do echo "check-$b: $(tail -n 2 "$r/check-$b.txt" | paste -sd' ')"; done
pack
K="WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0,LOADS_BEFORE_MATH=1"
SNS=6296x123x1170,8000x115x648:row:TN,1512x82x771:row:TN,69x3189x3791:row:TT
SNS=$SNS,2268x68x1604,96x4026x1406:col:NT,1208x122x519:row:TN,429x115x7891:col:TT   # drawn: 20261510, 20261511
candidates sns 200 gemm --backend cuda --rungs 10 --shapes "$SNS" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4,MIN_GROUPS=0,$K,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0" \
    --variant "10:BM=128,BN=64,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=3,$K,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0,$K,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
echo "call: $(( $(date +%s) - start )) s"
