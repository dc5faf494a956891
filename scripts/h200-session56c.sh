#!/usr/bin/env bash
# Session 56's fourth H200 call: the build with -D/-U moved from NVRTC's command line into the source. The GEMM and
# stencil quick conformance suites through CUDA (every product kernel with its defines), the corpus through CUDA
# after (the reduction sample's -DT=float, the Viterbi sample's __local array parameters), and a user's kernel with
# -D N and -D T through analyze --run.
# Usage (carry: .device-carry/s56): OUT=/tmp/o DEST/h200-session56c.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
D=${OUT:-/tmp/o}/session56c; mkdir -p "$D/corpus"
start=$SECONDS
OUT="$D" bash "$C/h100-verify.sh" gemm-check stencil-check > "$D/verify.txt" 2>&1
grep -E "passed|exit" "$D/verify.txt" | head -n 6
J=/tmp/ks-runtime/bin/java
[[ -x $J ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$C/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
KT="$C/bundle/kernelscope-core/target"
for set in list ggml-list more-list; do
    timeout 150 "$J" --enable-native-access=ALL-UNNAMED -cp "$KT/kernelscope.jar:$KT/lib/*:$C/tools-dialect.jar" \
        CorpusCompile cuda "$C/corpus/$set.txt" > "$D/corpus/$set-cuda-after.txt" 2>&1
    echo "$set-cuda-after: $(tail -n 1 "$D/corpus/$set-cuda-after.txt")"
done
grep -h "FAIL" "$D/corpus/"*.txt | grep -E "oclReduction|Viterbi|mix_kernels" | cut -c1-200
cat > /tmp/scaled.cl <<'CL'
__kernel void scaled(__global T* x) { int i = get_global_id(0); if (i < N) x[i] = x[i] * (T) 2; }
CL
timeout 60 "$C/bundle/kernelscope" analyze /tmp/scaled.cl --backend cuda --device NVIDIA -D N=1048576 -D T=float \
    --global 1048576 --local 256 --arg buf:float:1048576:random --run > "$D/scaled-cuda.txt" 2>&1
echo "scaled (-D N -D T) through CUDA: exit $?; $(grep -E 'run on' "$D/scaled-cuda.txt" | cut -c1-160)"
tar -czf "$D/session56c.tar.gz" -C "$D" corpus verify.txt scaled-cuda.txt 2> /dev/null
echo "call: $((SECONDS - start)) s"
