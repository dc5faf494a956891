#!/usr/bin/env bash
# Session 52's fourth H200 call, issue 13: the packed variant compiled apart for a pitch that its words do not align
# (PITCH_ALIGN < VEC: funnel-shifted loads and aligned-word stores with head and tail bytes, the block whose rows are
# all inside without a test per row; the aligned kernel unchanged) against main before session 52
# (kernelscope-before.jar), in alternating processes, twice through CUDA and once through NVIDIA OpenCL: the tuned
# variant of u8 box3, box5, gauss5, sobel, sobelx at 4097x3001 (odd pitch), 4100x3000 (a multiple of 4, not of 16),
# 8192^2 and 3840x2160, and the same kernel with every skewed block through the edge path, a test per row (E: ov-e/
# ahead on the class path); then the packed conformance suite (quick) through both backends.
# Usage (carry: .device-carry/s52d: s52b's kernelscope-before.jar, this build, ov-e/): OUT=/tmp/o DEST/h200-session52d.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session52d
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned --type u8 --filter box3,box5,gauss5,sobel,sobelx
    --sizes 4097x3001,4100x3000,8192x8192,3840x2160)
declare -A jars=([A]="$here/kernelscope-before.jar" [D]="$here/kernelscope.jar" [E]="$here/ov-e:$here/kernelscope.jar")
for x in cuda-1 cuda-2 opencl-1; do
    b=${x%-*}; dev=(); [[ $b == opencl ]] && dev=(--device NVIDIA)
    for build in A D E; do
        run "$x-$build" 45 "${jars[$build]}" stencil --backend "$b" "${dev[@]}" "${common[@]}" --output "$r/$x-$build.json"
    done
done
for b in cuda opencl; do
    dev=(); [[ $b == opencl ]] && dev=(--device NVIDIA)
    run "check-$b" 75 "${jars[D]}" stencil --check --backend "$b" "${dev[@]}" --variants packed --type u8
    tail -1 "$r/check-$b.txt"
done
gzip -f "$r"/*.json 2> /dev/null
for x in cuda-1 cuda-2 opencl-1; do
    for build in D E; do
        python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/$x-A.json.gz" "$r/$x-$build.json.gz" \
            > "$r/$x-A-$build.md" 2>&1
    done
done
pack
for f in "$r"/*.md; do echo "== $(basename "$f")"; sed "s#$r/##g" "$f" | cut -d'|' -f3,4,6- ; done
echo "call: $(( $(date +%s) - start )) s"
