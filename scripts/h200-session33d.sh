#!/usr/bin/env bash
# H200 call 3 of session 33. Issue 12: TT calls whose C rows are 4 floats aligned, as their untransposed twin
# written transposed (-Dkernelscope.gemm.transposedC=on, GemmProduct) against the default TRANS_A / TRANS_B path, on
# 16 such calls drawn at random (scripts/gemm-random-shapes.py's rule, seed 20261302, TT kept where the tight ldc,
# N row-major or M column-major, is a multiple of 4 and both sides are above 32), in three alternating processes
# (twin, default, twin): call 2 had only five aligned ones among its 24. Then what session 32 prepared for the
# simulator: NVRTC's SASS of stencil rungs 10 and 11 against the nvcc listings of the scenarios (h200-session33b.sh
# PARTS=sass) and Nsight Compute on the two scenarios' kernels (h200-stencil-ncu.sh), as far as the call's time goes.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-session33b.sh, h200-stencil-ncu.sh,
# h200-gemm-steps.sh, h200-stencil-lib.sh, gemm-random-shapes.py, tools/sass/StencilSource.java and the stencil test
# resources sass/10_register_fused.sass.gz, 11_separable_registers.sass.gz): DEST/h200-session33d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session33d; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
t0=$start
environment
TT=$(python3 - "$here/gemm-random-shapes.py" <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("draw", sys.argv[1]); mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
def aligned(call):   # C's tight leading dimension (N row-major, M column-major); no matrix-vector call
    m, n, _ = (int(v) for v in call.split(":")[0].split("x"))
    return (n if ":row:" in call else m) % 4 == 0 and min(m, n) > 32
print(",".join([c for c in mod.draw(20261302, 8000) if c.endswith(":TT") and aligned(c)][:16]))
PY
)
echo "aligned TT calls: $TT"
export KS_JAVA_OPTS=-Dkernelscope.gemm.transposedC=on
step tt-twin 75 gemm --backend cuda --rungs 10 --shapes "$TT" --output "$out/tt-twin/tt-twin.json"
unset KS_JAVA_OPTS
step tt-default 75 gemm --backend cuda --rungs 10 --shapes "$TT" --output "$out/tt-default/tt-default.json"
export KS_JAVA_OPTS=-Dkernelscope.gemm.transposedC=on
step tt-twin2 75 gemm --backend cuda --rungs 10 --shapes "$TT" --output "$out/tt-twin2/tt-twin2.json"
unset KS_JAVA_OPTS
CAP=60 PARTS=sass OUT="$top" bash "$here/h200-session33b.sh"
left=$(( CAP - ($(date +%s) - start) ))
(( left > 60 )) && CAP=$(( left - 5 )) OUT="$top" bash "$here/h200-stencil-ncu.sh" session33d-ncu \
    register-fused/box3x4/f32/8192x8192 separable-registers/box3/f32/8192x8192
