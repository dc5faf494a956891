#!/usr/bin/env bash
# Session 34's third H200 call.
#  1. The quick stencil conformance of rungs 10 and 11 through CUDA and NVIDIA OpenCL: rung 11's warp shuffles now
#     come from stencil_common.cl (ks_from_left / ks_from_right, shared with rung 10's SHUFFLE=1).
#  2. Issue 12: session 33's 76-shape sweep through NVIDIA OpenCL with CLBlast in the same process ("OpenCL >= 90% of
#     CUDA and >= 150% of CLBlast"; the last OpenCL sweep, session 28, ran before session 32's tiny entry). No GEMM
#     code changed since session 33's CUDA sweep (docs/results/h200/session33/call1/sweep), its CUDA side.
# Usage (carry: CLBLAST_DEB=libclblast1_1.5.3-3_amd64.deb SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script,
# h200-stencil-lib.sh): OUT=/tmp/o DEST/h200-session34c.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session34c; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=${CAP:-540}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
t0=$start
environment
run check-cuda 45 "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused,separable-registers
run check-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused,separable-registers
for name in check-cuda check-opencl; do echo "== $name: $(tail -n 1 "$r/$name.txt" | cut -c1-160)"; done
left=$(( CAP - ($(date +%s) - start) - 5 ))
step opencl-sweep $left gemm --backend opencl --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
    --output "$out/opencl-sweep/opencl-sweep.json"
tail -n 2 "$out/opencl-sweep/tables.md"
echo "call: $(( $(date +%s) - start )) s"
