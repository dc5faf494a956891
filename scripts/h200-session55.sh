#!/usr/bin/env bash
# Session 55's first H200 call. Issue 13: the tuned filters timed end to end through Filter.apply (the e2e column
# session 54 added and never ran on the device) beside the device-event time, NPP and the copy, every tuned u8 and f32
# target filter at 8192^2 and 3840x2160, through CUDA then NVIDIA OpenCL (alone on the GPU); then, at once, the end of
# the tuned full conformance level through NVIDIA OpenCL that session 54's time limit cut (uchar Sobel and iterated
# filters) and a new user's kernels (nu/: a reduction, a histogram, a strided saxpy, an n-body) through analyze --run
# and tune --space on both backends.
# Usage (carry: .device-carry/s55): OUT=/tmp/o DEST/h200-session55.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session55
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
jar="$here/kernelscope.jar"
filters=box3,box5,box7,gauss5,sobel,sobelx,sobely,box3x4
run cuda 150 "$jar" stencil --backend cuda --variants tuned --type u8,f32 --filter $filters \
    --sizes 8192x8192,3840x2160 --output "$r/cuda.json"
run opencl 150 "$jar" stencil --backend opencl --device NVIDIA --variants tuned --type u8,f32 --filter $filters \
    --sizes 8192x8192,3840x2160 --output "$r/opencl.json"
run check-opencl-u8 300 "$jar" stencil --check --level full --variants tuned --backend opencl --type u8 \
    --filter sobel,sobelx,sobely,box3x4,gauss5x2 &
nu="$here/nu"
{
    for b in cuda opencl; do
        run nu-reduce-$b 60 "$jar" analyze "$nu/reduce.cl" --kernel reduce_sequential --backend $b --device NVIDIA --global 16777216 \
            --local 256 --arg buf:float:16777216:random --arg buf:float:65536:zeros --arg local:1024 \
            --arg int:16777216 --run
        run nu-hist-$b 60 "$jar" analyze "$nu/hist.cl" --backend $b --device NVIDIA --global 270336 --local 256 \
            --arg buf:byte:67108864:random --arg int:67108864 --arg buf:int:256:zeros --run
        run nu-strided-$b 60 "$jar" analyze "$nu/strided.cl" --backend $b --device NVIDIA --global 4194304 --local 256 \
            --arg float:2.0 --arg buf:float:33554432:random --arg buf:float:33554432:random --arg int:8 \
            --arg int:4194304 --run
        run nu-nbody-$b 60 "$jar" analyze "$nu/nbody.cl" --backend $b --device NVIDIA --global 16384 --local 128 \
            --arg buf:float:65536:random --arg buf:float:65536:zeros --arg int:16384 --arg float:0.01 --run
        run nu-nbody-tune-$b 90 "$jar" tune --space "$nu/nbody-space.json" --backend $b --device NVIDIA --cache "$r/nbody-$b.json"
        run nu-reduce-tune-$b 60 "$jar" tune --space "$nu/reduce-space.json" --backend $b --device NVIDIA --cache "$r/reduce-$b.json"
    done
} &
wait
stencil_report 40
for n in check-opencl-u8; do
    echo "== $n: $(tail -n 1 "$r/$n.txt" | cut -c1-160); pass $(grep -c '^pass' "$r/$n.progress"), FAIL $(grep -c '^FAIL' "$r/$n.progress")"
    grep "^FAIL" "$r/$n.progress" | head -n 10 | cut -c1-300
done
for f in "$r"/nu-*.txt; do echo "== $(basename "$f")"; grep -v '^\s*$' "$f" | tail -n 6 | cut -c1-220; done
grep -h "e2e" "$r/cuda.txt" | head -3
echo "call: $(( $(date +%s) - start )) s"
