#!/usr/bin/env bash
# Session 55's fourth H200 call: other people's OpenCL C through the CUDA backend, before this session's dialect work
# (kernelscope-before.jar) and after it, and through NVIDIA OpenCL for reference, each corpus file compiled in one
# process per build (tools/dialect/CorpusCompile.java): PolyBench/ACC's 21 OpenCL files, the 10 of Rodinia's in the
# snapshot (with the defines and -I its host code passes), HandsOnOpenCL's 16 solutions, and ggml's first 60 kernels.
# The three kernels of the OpenCL-syntax tests go in the first list; last, the n-body overrunning its __local tile
# through analyze (what the user is told now, and the exit code).
# Usage (carry: .device-carry/s55d): OUT=/tmp/o DEST/h200-session55d.sh
CAP=${CAP:-500}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session55d
r="$out/corpus"; PACK=$tag-corpus; mkdir -p "$r"
J=/tmp/ks-runtime/bin/java
cc() {   # name jar backend list
    timeout 200 "$J" --enable-native-access=ALL-UNNAMED -cp "$2:$here/lib/*:$here/tools-dialect.jar" CorpusCompile "$3" \
        "$here/corpus/$4" > "$r/$1.txt" 2>&1
    echo "$1: $(tail -n 1 "$r/$1.txt")"
}
for set in list ggml-list; do
    cc "$set-cuda-before" "$here/kernelscope-before.jar" cuda $set.txt
    cc "$set-cuda-after" "$here/kernelscope.jar" cuda $set.txt
    cc "$set-opencl" "$here/kernelscope.jar" opencl $set.txt
done
run nbody-overrun-cuda 60 "$here/kernelscope.jar" analyze "$here/nu/nbody.cl" --backend cuda --device NVIDIA \
    --global 16384 --local 256 --arg buf:float:65536:random --arg buf:float:65536:zeros --arg int:16384 --arg float:0.01 --run
grep -E "run on|kernelscope:" "$r/nbody-overrun-cuda.txt" | cut -c1-400
pack
for f in "$r"/list-*.txt; do echo "== $(basename "$f")"; grep FAIL "$f" | cut -c1-220; done
echo "== ggml, first error of each file that fails through CUDA after but compiles through NVIDIA OpenCL:"
for f in $(grep '^ok' "$r/ggml-list-opencl.txt" | awk '{print $2}'); do grep "FAIL $f:" "$r/ggml-list-cuda-after.txt"; done \
    | sed 's/^FAIL [^:]*: //' | sed 's/.*error: //' | cut -c1-90 | sort | uniq -c | sort -rn | head -n 15
echo "call: $(( $(date +%s) - start )) s"
