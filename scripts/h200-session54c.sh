#!/usr/bin/env bash
# Session 54's third H200 call, issue 13: the tuned filter's full conformance level as it lands (the large images in
# order of size, each only where it chooses a form of its own) through NVIDIA OpenCL, split by pixel type over three
# processes (call 1's single process ran out of time at 1,247 images, no failure), and through CUDA in a fourth.
# Usage (carry: .device-carry/s54c): OUT=/tmp/o DEST/h200-session54c.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session54c
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
jar="$here/kernelscope.jar"
for t in u8 f16 f32; do
    run tuned-full-opencl-$t 540 "$jar" stencil --check --level full --variants tuned --backend opencl --type $t &
done
run tuned-full-cuda 540 "$jar" stencil --check --level full --variants tuned --backend cuda &
wait
pack
for p in "$r"/tuned-full-*.progress; do
    n=$(basename "$p" .progress)
    echo "== $n: $(tail -n 1 "$r/$n.txt" | cut -c1-160); pass $(grep -c '^pass' "$p"), FAIL $(grep -c '^FAIL' "$p")"
    grep "^FAIL" "$p" | head -n 10 | cut -c1-300
    grep -E " (4097x3001|2049x2049|3841x2161|8195x8193)" "$p" | cut -d: -f1 | cut -c1-100 | sort | uniq
done
grep -h "malloc\|corrupt\|SIGSEGV\|hs_err" "$r"/*.progress | head
echo "call: $(( $(date +%s) - start )) s"
