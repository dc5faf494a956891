#!/usr/bin/env bash
# The matrix-panel kernels (shape class "vector" with M or N of 2 to 32, gemv.cl) on the H200 (docs/results/h200/panel):
# the tuned rung's conformance suite through CUDA, tools/panel/PanelSweep's program shapes (outputs per wave / per
# work-item) on each shape against cuBLAS, then the tuned rung end to end and kernel-only against cuBLAS and, through
# NVIDIA OpenCL, conformance and CLBlast, on shapes of both kernels and both sides. Each step is killed at its limit
# (a hung kernel must not take the call's time: run 1 lost 600 s so).
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-panel.sh [RUN]
#   (PANEL_SWEEP, PANEL_VARIANTS: the program-shape sweep's shapes and ROWSxOUTS[xKC] list; PANEL_SHAPES: the
#   end-to-end sweep's shapes)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
carry="${GEMM_CARRY:-$here}"
run="${1:-1}"
top="${OUT:-$PWD/gemm-results}"
out="$top/panel/run$run"
mkdir -p "$out"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
step() {   # step LIMIT_S NAME=GEMM-ARGS: one h100-gemm-e2e.sh step, killed at LIMIT_S
    timeout -s KILL "$1" env OUT="$out" "$here/h100-gemm-e2e.sh" "$2" > /dev/null 2>&1 || echo "step ${2%%=*}: rc $?"
}
step 120 "check=gemm --check --backend cuda --rungs 10"
grep -h -E "passed|FAIL" "$out/check.txt"
P=${PANEL_SWEEP:-4096x16x4096,2000x32x6000,32x2000x6000,4096x8x4096,4096x2x4096,16x4096x4096,4096x16x4096:TN}
timeout -s KILL 150 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
    -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep \
    "$P" "${PANEL_VARIANTS:-2x1,4x2,8x4}" cuda > "$out/program-shapes.txt" 2> "$out/program-shapes.progress"
cat "$out/program-shapes.txt"; tail -n 3 "$out/program-shapes.progress"
S=4096x16x4096,2000x32x6000,32x2000x6000,4096x8x4096,4096x2x4096,16x4096x4096,4096x16x4096:row:TN,8192x32x8192
S=$S,4096x4x4096:row:NT,1024x16x1024,3000x24x2000,24x3000x2000,2048x16x2048:col:NN,4096x1x4096,1x4096x4096
S=${PANEL_SHAPES:-$S}
step 150 "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json"
step 110 "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10"
grep -h -E "passed|FAIL" "$out/opencl-check.txt"
step 100 "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json"
for f in "$out"/*.json; do [[ -f "$f" ]] && gzip -f "$f"; done
python3 "$here/gemm-e2e-tables.py" "$out/sweep.json.gz" "$out/opencl.json.gz" > "$out/tables.md" 2>&1
cat "$out/tables.md"
tar -czf "$top/panel-run$run.tar.gz" -C "$top/panel" "run$run"
