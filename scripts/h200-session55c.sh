#!/usr/bin/env bash
# Session 55's third H200 call: a new user's kernels again with this session's analyze. KS-CTRL-005's estimate against
# the measured gain (the interleaved reduction against the sequential one, 16 M floats, 256-item groups, analyze --run
# through CUDA and NVIDIA OpenCL, 30 launches each); the run verdicts (latency-bound, bytes above the copy); and the
# n-body launched with groups of 256 where its __local tile holds 128 (an out-of-bounds write through both backends:
# what the user is told).
# Usage (carry: .device-carry/s55c): OUT=/tmp/o DEST/h200-session55c.sh
CAP=${CAP:-400}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session55c
r="$out/analyze"; PACK=$tag-analyze; mkdir -p "$r"
jar="$here/kernelscope.jar"
nu="$here/nu"
for b in cuda opencl; do
    for k in reduce_interleaved reduce_sequential; do
        run $k-$b 60 "$jar" analyze "$nu/reduce.cl" --kernel $k --backend $b --device NVIDIA --global 16777216 \
            --local 256 --arg buf:float:16777216:random --arg buf:float:65536:zeros --arg local:1024 \
            --arg int:16777216 --repetitions 30 --run
    done
    run strided-partial-$b 60 "$jar" analyze "$nu/strided.cl" --backend $b --device NVIDIA --global 1048576 \
        --local 256 --arg float:2.0 --arg buf:float:33554432:random --arg buf:float:33554432:random --arg int:32 \
        --arg int:1048576 --run
    run nbody-overrun-$b 60 "$jar" analyze "$nu/nbody.cl" --backend $b --device NVIDIA --global 16384 --local 256 \
        --arg buf:float:65536:random --arg buf:float:65536:zeros --arg int:16384 --arg float:0.01 --run
done
pack
for f in "$r"/*.txt; do
    [[ $(basename "$f") == steps.txt ]] && continue
    echo "== $(basename "$f" .txt)"; grep -E "KS-CTRL-005 |run on|kernelscope:|compile failed" "$f" | cut -c1-260
    tail -n 3 "$r/$(basename "$f" .txt).progress" 2>/dev/null | cut -c1-260
done
echo "call: $(( $(date +%s) - start )) s"
