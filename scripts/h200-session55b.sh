#!/usr/bin/env bash
# Session 55's second H200 call: the CUDA backend taking a user's OpenCL C as OpenCL writes it (vector literals,
# swizzles, float3, vload/vstore, vector built-ins: opencl_vectors.cuh and OpenClVectorSyntax; helpers without
# `inline`: NVRTC's --device-as-default-execution-space). The GPU tests of device.cuda (the new OpenClVectorsGpuTest
# on CUDA, NVIDIA OpenCL and PoCL; the cross-backend and backend tests), the GEMM and stencil conformance suites and
# the demo through CUDA (every product kernel now compiles with the larger prelude and the new flag), call 1's
# n-body through CUDA (analyze --run and tune --space; it did not compile in call 1), and NVRTC's compile time with
# the prelude before and after (analyze --format json, compileMs, three alternating rounds).
# Usage (carry: .device-carry/verify55): OUT=/tmp/o DEST/h200-session55b.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
D=${OUT:-/tmp/o}/session55b; mkdir -p "$D"
start=$SECONDS
JUNIT_CLASSES="dev.kernelscope.device.cuda.OpenClVectorsGpuTest dev.kernelscope.device.cuda.CrossBackendGpuTest dev.kernelscope.device.cuda.CudaBackendGpuTest" \
    JUNIT_BUDGET=150 OUT="$D" bash "$C/h100-verify.sh" junit-gpu gemm-check stencil-check demo > "$D/verify.txt" 2>&1
tail -n 22 "$D/verify.txt"
J="$C/bundle/build/runtime/bin/java"
LIB="$C/bundle/kernelscope-core/target/lib/*"
NEW="$C/bundle/kernelscope-core/target/kernelscope.jar"
ks() { local jar=$1; shift; timeout 120 "$J" --enable-native-access=ALL-UNNAMED -cp "$jar:$LIB" dev.kernelscope.cli.KernelScope "$@"; }
nu="$C/nu"
ks "$NEW" analyze "$nu/nbody.cl" --backend cuda --device NVIDIA --global 16384 --local 128 \
    --arg buf:float:65536:random --arg buf:float:65536:zeros --arg int:16384 --arg float:0.01 --run > "$D/nbody-cuda.txt" 2>&1
echo "== nbody analyze through CUDA: exit $?"; grep -E "cuda|run on" "$D/nbody-cuda.txt" | cut -c1-220
ks "$NEW" tune --space "$nu/nbody-space.json" --backend cuda --device NVIDIA --cache "$D/nbody-tune-cuda.json" \
    > "$D/nbody-tune-cuda.txt" 2>&1
echo "== nbody tune through CUDA: exit $?"; grep -E "^[0-9]+ |skipped|evaluations" "$D/nbody-tune-cuda.txt" | cut -c1-200
for round in 1 2 3; do
    for build in before after; do
        jar="$NEW"; [[ $build == before ]] && jar="$C/kernelscope-before.jar"
        for k in vector_add reduce; do
            extra=(); [[ $k == reduce ]] && extra=(--kernel reduce_sequential)
            ks "$jar" analyze "$nu/$k.cl" "${extra[@]}" --backend cuda --device NVIDIA --local 256 --format json \
                > "$D/compile-$k-$build-$round.json" 2> /dev/null
        done
        ks "$jar" analyze "$nu/06_vector.cl" --backend cuda --device NVIDIA --local 256 -DTYPE=2 -DRADIUS=2 \
            --format json > "$D/compile-06_vector-$build-$round.json" 2> /dev/null
    done
done
python3 - "$D" <<'PY'
import json, sys, glob, os, collections
times = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(sys.argv[1], "compile-*.json"))):
    _, k, build, _ = os.path.basename(f)[:-5].split("-")
    try:
        for file in json.load(open(f))["files"]:
            for kernel in file["kernels"]:
                for c in kernel["compiles"]:
                    times[(k, build)].append(c["compileMs"] if c["error"] is None else float("nan"))
    except Exception as e:
        times[(k, build)].append(float("nan"))
print("| kernel | NVRTC compile ms before | after |")
print("|---|---|---|")
for k in ("vector_add", "reduce", "06_vector"):
    print(f"| {k} | {', '.join(f'{t:.1f}' for t in times[(k, 'before')])} | {', '.join(f'{t:.1f}' for t in times[(k, 'after')])} |")
PY
echo "call: $((SECONDS - start)) s"
