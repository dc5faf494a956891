#!/usr/bin/env bash
# Session 54's first H200 call, issue 13: the tuned filter (the database's sm_90 entries, as Filters hands them to an
# application) through the conformance suite's new tuned cases at the full level: every filter of radius 1-7, the
# Sobel filters and two iterated ones, every pixel type and border, on images of odd sizes and pitches and past the
# sizes the large-image entries serve; through CUDA and NVIDIA OpenCL at once (two processes).
# Usage (carry: .device-carry/s54): OUT=/tmp/o DEST/h200-session54.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session54
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
jar="$here/kernelscope.jar"
run tuned-full-cuda 540 "$jar" stencil --check --level full --variants tuned --backend cuda &
run tuned-full-opencl 540 "$jar" stencil --check --level full --variants tuned --backend opencl &
wait
pack
for b in cuda opencl; do
    echo "== $b: $(tail -n 1 "$r/tuned-full-$b.txt")"
    grep -c "^pass" "$r/tuned-full-$b.progress"
    grep "^FAIL" "$r/tuned-full-$b.progress" | head -n 20 | cut -c1-300
    echo "-- images past 2^22 pixels that ran (a form of their own):"
    grep -E " (4097x3001|2049x2049|3841x2161|8195x8193)" "$r/tuned-full-$b.progress" | cut -d: -f1 | cut -c1-120 \
        | sort | uniq | head -n 40
done
echo "call: $(( $(date +%s) - start )) s"
