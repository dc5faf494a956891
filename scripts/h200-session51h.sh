#!/usr/bin/env bash
# Session 51's eighth H200 call, issue 13: call 7's tuned f32 forms against the entries in alternating processes,
# twice through CUDA and once through NVIDIA OpenCL, at 8192^2 and 3840x2160: the Sobel family (vector rung) without
# the warp shuffles in 32x1 and 32x2 groups and in the entry's 32x8, and separable-registers in 2 and 4 rows for box5,
# box7 and gauss7 (the entry's 8 rows serve every f32 filter of radius 3-7).
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51h.sh
CAP=${CAP:-300}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51h
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --no-npp --type f32 --sizes 8192x8192,3840x2160)
sobel=(--filter sobel,sobelx,sobely --variants "tuned,tuned:SHUFFLE=0;GROUP_Y=1,tuned:SHUFFLE=0;GROUP_Y=2,tuned:SHUFFLE=0")
rows=(--filter box5,box7,gauss7 --variants "tuned,tuned:ROWS=2,tuned:ROWS=4")
for round in 1 2; do
    run "sobel-cuda-$round" 45 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" "${sobel[@]}" \
        --output "$r/sobel-cuda-$round.json"
    run "rows-cuda-$round" 45 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" "${rows[@]}" \
        --output "$r/rows-cuda-$round.json"
done
run sobel-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA "${common[@]}" "${sobel[@]}" \
    --output "$r/sobel-opencl.json"
run rows-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA "${common[@]}" "${rows[@]}" \
    --output "$r/rows-opencl.json"
stencil_report 6
echo "call: $(( $(date +%s) - start )) s"
