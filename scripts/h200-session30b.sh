#!/usr/bin/env bash
# Session 30's second H200 call: the packed uchar filters through NVIDIA OpenCL with inline PTX (byte permutes, funnel
# shifts, 16-bit-lane min/max: KERNELSCOPE_NV_PTX) against the same build without it (-Dkernelscope.opencl.inlinePtx=
# false), alternating, CUDA in between; the packed conformance suite through NVIDIA OpenCL with it; then the GEMM
# sweep's second round (h200-session30.sh PART=2), in the process after the first's call.
# Usage (carry as for h200-session30.sh): DEST/h200-session30b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session30b; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=240
source "$here/h200-stencil-lib.sh"
environment
filters=(--filter box3,box5,box7,gauss5,sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3
         --repetitions 30 --variants tuned)
KS_JAVA_OPTS= run check-opencl-ptx 60 "$here/kernelscope.jar" stencil --backend opencl --check --variants packed
for round in 1 2; do
    KS_JAVA_OPTS= run "opencl-ptx-$round" 40 "$here/kernelscope.jar" stencil --backend opencl "${filters[@]}" --no-npp \
        --output "$r/opencl-ptx-$round.json"
    KS_JAVA_OPTS=-Dkernelscope.opencl.inlinePtx=false run "opencl-c-$round" 40 "$here/kernelscope.jar" stencil \
        --backend opencl "${filters[@]}" --no-npp --output "$r/opencl-c-$round.json"
    [[ $round == 1 ]] && run cuda 40 "$here/kernelscope.jar" stencil --backend cuda "${filters[@]}" --output "$r/cuda.json"
done
tail -n 1 "$r/check-opencl-ptx.txt"
for name in opencl-ptx-1 opencl-c-1 cuda opencl-ptx-2 opencl-c-2; do
    echo "== $name"; grep -E "^u8 |tuned \(" "$r/$name.txt" | cut -c1-80
done
PART=2 OUT="$top" bash "$here/h200-session30.sh"
