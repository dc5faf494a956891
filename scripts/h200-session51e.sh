#!/usr/bin/env bash
# Session 51's fifth H200 call, issue 13: the packed rung's halo words by warp shuffles (SHUFFLE=1) against the tuned
# entries (the halo words loaded), every tuned u8 filter of radius 1-3 at 8192^2 and 3840x2160, through CUDA and
# NVIDIA OpenCL in alternating processes, twice; then the packed rung's conformance through both (the shuffled cases
# among them).
# SHUFFLE lost on every filter and never landed (docs/results/h200/session51/README.md): the packed rung took it as a
# parameter only in the working tree this call ran.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51e.sh
CAP=${CAP:-420}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51e
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
u8=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8 --filter box3,box5,box7,gauss3,gauss5,sobel,sobelx,sobely
    --sizes 8192x8192,3840x2160 --variants "tuned,tuned:SHUFFLE=1")
backend_rounds 2 60 "${u8[@]}"
stencil_report 16
run check-cuda 100 "$here/kernelscope.jar" stencil --backend cuda --check --variants packed
run check-opencl 120 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA --check --variants packed
for b in cuda opencl; do echo "check-$b: $(tail -n 1 "$r/check-$b.txt")"; grep -i "^fail" "$r/check-$b.txt" | head -3; done
echo "call: $(( $(date +%s) - start )) s"
