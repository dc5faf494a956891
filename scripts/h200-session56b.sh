#!/usr/bin/env bash
# Session 56's second and third H200 calls: the corpus of session56.sh again after fixes (CorpusCompile reads Latin-1
# files and prints the compiler's first error; (float4)-0.35f is a literal; as_<type> without __builtin_memcpy, which
# NVRTC lacks; a -D define naming a vector type is one for literals; __local array parameters), the OpenCL-syntax GPU
# tests (call 3), then the demo through the bundle as a user runs it.
# Usage (carry: .device-carry/s56): OUT=/tmp/o DEST/h200-session56b.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
D=${OUT:-/tmp/o}/session56b; mkdir -p "$D/corpus"
start=$SECONDS
if [[ -f "$C/test/test-classes.jar" ]]; then
    JUNIT_CLASSES="dev.kernelscope.device.cuda.OpenClSyntaxGpuTest" JUNIT_BUDGET=100 OUT="$D" bash "$C/h100-verify.sh" \
        junit-gpu > "$D/verify.txt" 2>&1
    grep -A3 "== dev.kernelscope" "$D/verify.txt"
fi
J=/tmp/ks-runtime/bin/java
[[ -x $J ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$C/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
KT="$C/bundle/kernelscope-core/target"
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
done | sed 's/^FAIL //' | cut -c1-180 | tee "$D/corpus/cuda-gaps.txt"
echo "== files CUDA (after) compiles and NVIDIA OpenCL does not:"
for set in list ggml-list more-list; do
    for f in $(grep '^ok' "$D/corpus/$set-cuda-after.txt" | awk '{print $2}'); do grep "FAIL $f:" "$D/corpus/$set-opencl.txt"; done
done | sed 's/^FAIL //' | cut -c1-180
echo "== files CUDA compiled before and not after:"
for set in list ggml-list more-list; do
    for f in $(grep '^ok' "$D/corpus/$set-cuda-before.txt" | awk '{print $2}'); do grep "FAIL $f:" "$D/corpus/$set-cuda-after.txt"; done
done | cut -c1-180
tar -czf "$D/session56b.tar.gz" -C "$D" corpus 2> /dev/null
echo "== at $((SECONDS - start)) s"
[[ -x "$C/bundle/build/runtime/bin/java" ]] || { mkdir -p "$C/bundle/build" && tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"; }
(cd /tmp && timeout 300 "$C/bundle/kernelscope" demo > "$D/demo.txt" 2>&1; echo "demo: exit $? after $((SECONDS - start)) s")
grep -E "GFLOP|TFLOP|% of|x NPP|tuned" "$D/demo.txt" | head -n 12 | cut -c1-160
tar -czf "$D/session56b.tar.gz" -C "$D" corpus demo.txt $(cd "$D" && ls verify.txt 2> /dev/null) 2> /dev/null
echo "call: $((SECONDS - start)) s"
