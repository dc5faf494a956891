#!/usr/bin/env bash
# Session 59's second H200 call: the rest of the static-inline check. The stencil conformance suite through CUDA
# (cut at 160 s in the first call) and through NVIDIA OpenCL, then GEMM's through NVIDIA OpenCL with the time left.
# Usage (the first call's carry): OUT=/tmp/o DEST/h200-session59b.sh
CAP=${CAP:-580}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session59b
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run stencil-check-cuda 230 "$here/kernelscope.jar" stencil --check --backend cuda --quiet
run stencil-check-opencl 230 "$here/kernelscope.jar" stencil --check --backend opencl --device NVIDIA --quiet
run gemm-check-opencl 200 "$here/kernelscope.jar" gemm --check --backend opencl --device NVIDIA --quiet
for f in "$r"/*-check-*.txt; do echo "$(basename "$f"): $(tail -n 1 "$f")"; done
grep -h -i -E "fail|error" "$r"/*-check-*.txt | head -20
echo "call: $(( $(date +%s) - start )) s"
