#!/usr/bin/env bash
# H200 call 2 of session 33, issue 12: TT calls as their untransposed twin written transposed (GemmProduct,
# 10_tuned.cl's TRANS_C). A row-major TT call C = A^T B^T (M x N) is C^T = B A, an N x M product of the operands as
# stored; a column-major TT call is the row-major NN product M x N written transposed. Of the 76-shape sweep's 14 TT
# calls, five were below 90% of cuBLAS end to end in session 33's first call. Here the 14 and 10 TT calls drawn at
# random (scripts/gemm-random-shapes.py's rule, seed 20261301, TT kept) run with the twin (the default), without it
# (-Dkernelscope.gemm.transposedC=off: the TRANS_A / TRANS_B twin, or packs), and with it again, in three processes.
# Then the GEMM conformance of the tuned rung through CUDA and NVIDIA OpenCL (with the new TT cases).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-gemm-steps.sh, h200-gemm-unseen-shapes.sh,
# h200-stencil-lib.sh, gemm-random-shapes.py):
#   DEST/h200-session33c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session33c; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/checks"; PACK=$tag-checks; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
t0=$start
environment
TT=$(python3 - "$here/gemm-random-shapes.py" "$UNSEEN,$RANDOM20,$DRAWN" <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("draw", sys.argv[1]); mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
sweep = [c for c in sys.argv[2].split(",") if c.endswith(":TT")]
drawn = [c for c in mod.draw(20261301, 4000) if c.endswith(":TT")][:10]
print(",".join(sweep + drawn))
PY
)
echo "TT calls: $TT"
step tt-twin 110 gemm --backend cuda --rungs 10 --shapes "$TT" --output "$out/tt-twin/tt-twin.json"
export KS_JAVA_OPTS=-Dkernelscope.gemm.transposedC=off
step tt-off 110 gemm --backend cuda --rungs 10 --shapes "$TT" --output "$out/tt-off/tt-off.json"
unset KS_JAVA_OPTS
step tt-twin2 110 gemm --backend cuda --rungs 10 --shapes "$TT" --output "$out/tt-twin2/tt-twin2.json"
for backend in cuda opencl; do
    run "gemm-check-$backend" 100 "$here/kernelscope.jar" gemm --backend "$backend" --check --rungs 10
    # the pass/FAIL lines go to the progress stream; the summary line (or nothing, where the limit cut it) to the text
    echo "$backend: $(grep -c '^pass' "$r/gemm-check-$backend.progress") passed, $(grep -c '^FAIL' \
        "$r/gemm-check-$backend.progress") failed; $(tail -n 1 "$r/gemm-check-$backend.txt")"
done
