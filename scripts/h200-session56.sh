#!/usr/bin/env bash
# Session 56's H200 call: the CUDA backend's OpenCL C dialect as this session widens it (8- and 16-component vectors,
# vector relations, select/any/all, half, vectors declared from a scalar constant, mad with a scalar among vectors).
# 1. The OpenCL-syntax GPU tests (CUDA, NVIDIA OpenCL, PoCL), the cross-backend and CUDA backend tests, and the GEMM
#    and stencil quick conformance suites through CUDA (every product kernel through NVRTC with the new preludes).
# 2. Other people's kernels compiled one process per build (tools/dialect/CorpusCompile.java) through CUDA with main
#    before this session (kernelscope-before.jar) and after, and through NVIDIA OpenCL: session 55's two lists
#    (PolyBench/ACC, Rodinia, HandsOnOpenCL and our syntax kernels; ggml's first 60) and a third list of kernels from
#    other repositories (corpus/README.txt says which).
# 3. A user's half kernel through analyze --run on both backends, and an image kernel through CUDA (the message names
#    the user's file).
# Usage (carry: .device-carry/s56, scripts/h100-verify-carry.sh's with kernelscope-before.jar, tools-dialect.jar,
# corpus/ and user/ added): OUT=/tmp/o DEST/h200-session56.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
D=${OUT:-/tmp/o}/session56; mkdir -p "$D/corpus" "$D/user"
start=$SECONDS
JUNIT_CLASSES="dev.kernelscope.device.cuda.OpenClSyntaxGpuTest dev.kernelscope.device.cuda.CrossBackendGpuTest dev.kernelscope.device.cuda.CudaBackendGpuTest" \
    JUNIT_BUDGET=150 OUT="$D" bash "$C/h100-verify.sh" junit-gpu gemm-check stencil-check > "$D/verify.txt" 2>&1
tail -n 16 "$D/verify.txt"
echo "== at $((SECONDS - start)) s"
J=/tmp/ks-runtime/bin/java
KT="$C/bundle/kernelscope-core/target"
[[ -x $J ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$C/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
cc() {   # name jar backend list
    timeout 150 "$J" --enable-native-access=ALL-UNNAMED -cp "$2:$KT/lib/*:$C/tools-dialect.jar" CorpusCompile "$3" \
        "$C/corpus/$4" > "$D/corpus/$1.txt" 2>&1
    echo "$1: $(tail -n 1 "$D/corpus/$1.txt")"
}
for set in list ggml-list more-list; do
    cc "$set-cuda-before" "$C/kernelscope-before.jar" cuda $set.txt
    cc "$set-cuda-after" "$KT/kernelscope.jar" cuda $set.txt
    cc "$set-opencl" "$KT/kernelscope.jar" opencl $set.txt
done
echo "== files NVIDIA OpenCL compiles and CUDA (after) does not, first error of each:"
for set in list ggml-list more-list; do
    for f in $(grep '^ok' "$D/corpus/$set-opencl.txt" | awk '{print $2}'); do grep "FAIL $f:" "$D/corpus/$set-cuda-after.txt"; done
done | sed 's/^FAIL //' | cut -c1-200 | tee "$D/corpus/cuda-gaps.txt" | head -n 30
echo "== files CUDA compiled before and not after:"
for set in list ggml-list more-list; do
    for f in $(grep '^ok' "$D/corpus/$set-cuda-before.txt" | awk '{print $2}'); do grep "FAIL $f:" "$D/corpus/$set-cuda-after.txt"; done
done | cut -c1-200
echo "== at $((SECONDS - start)) s"
K="$C/bundle/kernelscope"
for b in cuda opencl; do
    timeout 90 "$K" analyze "$C/user/half_saxpy.cl" --backend $b --device NVIDIA --global 16777216 --local 256 \
        --arg buf:half:16777216:random --arg buf:half:16777216:random --arg float:0.5 --arg int:16777216 --run \
        > "$D/user/half-saxpy-$b.txt" 2>&1
    echo "half_saxpy $b: exit $?; $(grep -E 'run on|us|GB/s' "$D/user/half-saxpy-$b.txt" | head -n 3 | cut -c1-160 | tr '\n' ' ')"
done
timeout 60 "$K" analyze "$C/user/image_blur.cl" --backend cuda --device NVIDIA > "$D/user/image-blur-cuda.txt" 2>&1
echo "image_blur cuda: exit $?"; grep -o "image_blur.cl([0-9]*): error[^.]*" "$D/user/image-blur-cuda.txt" | head -n 2
tar -czf "$D/session56.tar.gz" -C "$D" corpus user verify.txt 2> /dev/null
echo "call: $((SECONDS - start)) s"
