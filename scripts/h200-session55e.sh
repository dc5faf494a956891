#!/usr/bin/env bash
# Session 55's fifth H200 call: the session's last build, as it lands. The OpenCL-syntax GPU tests (vectors, helpers
# without inline, qualifiers without underscores: CUDA, NVIDIA OpenCL, PoCL), the cross-backend and CUDA backend tests,
# the GEMM and stencil quick conformance suites and the demo through CUDA; and a kernel CUDA does not take (float8)
# through analyze, for the message.
# Usage (carry: .device-carry/verify55e): OUT=/tmp/o DEST/h200-session55e.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
D=${OUT:-/tmp/o}/session55e; mkdir -p "$D"
start=$SECONDS
JUNIT_CLASSES="dev.kernelscope.device.cuda.OpenClSyntaxGpuTest dev.kernelscope.device.cuda.CrossBackendGpuTest dev.kernelscope.device.cuda.CudaBackendGpuTest" \
    JUNIT_BUDGET=150 OUT="$D" bash "$C/h100-verify.sh" junit-gpu gemm-check stencil-check demo > "$D/verify.txt" 2>&1
tail -n 22 "$D/verify.txt"
cat > /tmp/float8.cl <<'CL'
__kernel void eight(__global const float8* in, __global float* out) {
    float8 v = in[get_global_id(0)];
    out[get_global_id(0)] = v.s0 + v.s7;
}
CL
timeout 60 "$C/bundle/kernelscope" analyze /tmp/float8.cl --backend cuda --device NVIDIA > "$D/float8-cuda.txt" 2>&1
echo "== float8 through CUDA: exit $?"; grep -E "compile failed" "$D/float8-cuda.txt" | sed 's/.*\(error: [^^]*\).*/\1/' | cut -c1-100
grep -o "(the CUDA backend translates.*" "$D/float8-cuda.txt" | head -n 1
echo "call: $((SECONDS - start)) s"
