#!/usr/bin/env bash
# Session 57's H200 check, written in a session with no device time (run it in the next one): the CUDA backend's
# sub-groups (warps), integer dot products (dp4a) and double vectors on a GPU (OpenClSyntaxGpuTest: subgroups.cl and
# double_vectors.cl through CUDA, NVIDIA OpenCL and PoCL), the backend tests, quick conformance through CUDA, and the
# corpus lists through CUDA where the carry holds session 56's corpus/ (ggml's kernels use sub-groups most).
# Usage (carry: scripts/h100-verify-carry.sh DEST, plus corpus/ and tools-dialect.jar as in session 56):
#   OUT=/tmp/o DEST/h200-session57.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
D=${OUT:-/tmp/o}/session57; mkdir -p "$D/corpus"
start=$SECONDS
JUNIT_CLASSES="dev.kernelscope.device.cuda.OpenClSyntaxGpuTest dev.kernelscope.device.cuda.CudaBackendGpuTest dev.kernelscope.device.cuda.CrossBackendGpuTest" \
    OUT="$D" bash "$C/h100-verify.sh" junit-gpu gemm-check stencil-check > "$D/verify.txt" 2>&1
grep -E "tests (successful|failed)|passed|exit" "$D/verify.txt" | head -n 12
if [[ -d "$C/corpus" && -f "$C/tools-dialect.jar" ]]; then
    J="$C/bundle/build/runtime/bin/java"
    KT="$C/bundle/kernelscope-core/target"
    export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    for set in list ggml-list more-list; do
        timeout 150 "$J" --enable-native-access=ALL-UNNAMED -cp "$KT/kernelscope.jar:$KT/lib/*:$C/tools-dialect.jar" \
            CorpusCompile cuda "$C/corpus/$set.txt" > "$D/corpus/$set-cuda.txt" 2>&1
        echo "$set through CUDA: $(tail -n 1 "$D/corpus/$set-cuda.txt")"
    done
fi
tar -czf "$D/session57.tar.gz" -C "$D" corpus verify.txt 2> /dev/null
echo "call: $((SECONDS - start)) s"
