#!/usr/bin/env bash
# H200 call 4 of session 33, with the device time left: NVRTC's SASS of stencil rungs 10 and 11 against the nvcc
# listings of the simulator's scenarios (h200-session33b.sh PARTS=sass; call 3's attempt failed, the slim runtime
# lacking jdk.compiler for StencilSource.java), then the tuned rung's GEMM conformance through CUDA as far as the
# time goes (calls 2 cut it at 100 s: 90 passed, none failed).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-session33b.sh, h200-stencil-lib.sh and
# the stencil test resources sass/10_register_fused.sass.gz, 11_separable_registers.sass.gz): DEST/h200-session33e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session33e; out="$top"
carry="$here"; r="/tmp/$tag/checks"; PACK=$tag-checks; CAP=${CAP:-240}
CAP=60 PARTS=sass OUT="$top" bash "$here/h200-session33b.sh"
source "$here/h200-stencil-lib.sh"
environment
run gemm-check-cuda "$(( CAP - 70 ))" "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "cuda: $(grep -c '^pass' "$r/gemm-check-cuda.progress") passed, $(grep -c '^FAIL' "$r/gemm-check-cuda.progress")" \
    "failed; $(tail -n 1 "$r/gemm-check-cuda.txt")"
