#!/usr/bin/env bash
# Session 51's third H200 call, issue 13: the packed uchar Sobel magnitude with its squares in fp32 (FLOAT_SQUARES=1:
# each biased gradient lane under 2^23's exponent by one byte permute, one FADD, then an FMUL and an FFMA) against
# the tuned entry (int32 squares), in one process per backend, twice, at 8192^2 and 3840x2160; the SASS of both forms
# (NvrtcCubin, and the driver's JIT through opencl_sass.sh); the packed rung's conformance through CUDA.
# The parameters measured here lost and were removed after the call (docs/results/h200/session51/README.md); they
# exist at commit c846685d, where this script runs as written.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51c.sh
CAP=${CAP:-400}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51c
for k in s0 s1; do stencil_sass "$k"; done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --type u8 --filter sobel --sizes 8192x8192,3840x2160
    --variants "tuned,tuned:FLOAT_SQUARES=1,tuned:FLOAT_SQUARES=1;GROUP_X=32,tuned:FLOAT_SQUARES=1;ROWS=8")
for round in 1 2; do
    run "cuda-$round" 60 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" --output "$r/cuda-$round.json"
    run "opencl-$round" 60 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA --no-npp "${common[@]}" \
        --output "$r/opencl-$round.json"
done
stencil_report 3
run check-cuda 150 "$here/kernelscope.jar" stencil --backend cuda --check --variants packed
echo "check-cuda: $(tail -n 1 "$r/check-cuda.txt")"; grep -i "fail" "$r/check-cuda.txt" | head -3
echo "call: $(( $(date +%s) - start )) s"
