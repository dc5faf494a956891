#!/usr/bin/env bash
# Session 52's third H200 call, issue 13: stores of row segments off the words' alignment (an odd pitch) as aligned
# words with head and tail bytes (08_packed's ks_skewed_store) instead of byte by byte, on the kernel before session
# 52 (B: ov-b/ ahead of this build on the class path) and on this build's kernel, whose loads of such segments are
# funnel-shifted aligned words too (C), against main before session 52 (A: kernelscope-before.jar), in alternating
# processes, twice through CUDA and once through NVIDIA OpenCL: the tuned variant of u8 box3, box5, gauss5, sobel,
# sobelx at 4097x3001, 8192^2 and 3840x2160; then the packed conformance suite (quick) for B and C through CUDA.
# Usage (carry: .device-carry/s52c: s52b's, this build, ov-b/): OUT=/tmp/o DEST/h200-session52c.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session52c
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned --type u8 --filter box3,box5,gauss5,sobel,sobelx
    --sizes 4097x3001,8192x8192,3840x2160)
declare -A jars=([A]="$here/kernelscope-before.jar" [B]="$here/ov-b:$here/kernelscope.jar" [C]="$here/kernelscope.jar")
for x in cuda-1 cuda-2 opencl-1; do
    b=${x%-*}; dev=(); [[ $b == opencl ]] && dev=(--device NVIDIA)
    for build in A B C; do
        run "$x-$build" 45 "${jars[$build]}" stencil --backend "$b" "${dev[@]}" "${common[@]}" --output "$r/$x-$build.json"
    done
done
for build in B C; do
    run "check-$build" 60 "${jars[$build]}" stencil --check --backend cuda --variants packed --type u8
    tail -1 "$r/check-$build.txt"
done
gzip -f "$r"/*.json 2> /dev/null
for x in cuda-1 cuda-2 opencl-1; do
    for build in B C; do
        python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/$x-A.json.gz" "$r/$x-$build.json.gz" \
            > "$r/$x-A-$build.md" 2>&1
    done
done
pack
for f in "$r"/*.md; do echo "== $(basename "$f")"; sed "s#$r/##g" "$f" | cut -d'|' -f3,4,7- ; done
echo "call: $(( $(date +%s) - start )) s"
