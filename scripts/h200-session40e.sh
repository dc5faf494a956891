#!/usr/bin/env bash
# Session 40's fifth H200 call: rung 10's GEMM conformance through CUDA whole (call 4's 60 s limit cut it), with the
# general-narrow-few and general-narrow cases. Usage (carry: as h200-session40d.sh): CAP=200 OUT=/tmp/o DEST/h200-session40e.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session40e
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 190 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
tail -n 2 "$r/gemm-cuda.txt"; grep -c "^pass" "$r/gemm-cuda.progress"; grep -i "narrow" "$r/gemm-cuda.progress" | cut -c1-110
