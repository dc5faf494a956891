#!/usr/bin/env bash
# Session 53's second H200 call, issue 13: the odd-pitch forms of the vector and separable-registers rungs with their
# rows read as aligned words across lanes too (ks_load_skewed_word; build G) against the first form (stores only,
# build F = 57f0ef09, which cost the separable-registers f32 box5 12% at 4097x3001 through CUDA in call 1) and main
# before the session (A = a8b336c1), in alternating processes; the full conformance level of both rungs (pitches of
# 1101 and 302 pixels included) through CUDA and NVIDIA OpenCL, and memcheck over its f32 cases of three filters.
# Usage (carry: .device-carry/s53b: kernelscope-before.jar = A, kernelscope-F.jar, kernelscope.jar = G):
# OUT=/tmp/o DEST/h200-session53b.sh
CAP=${CAP:-570}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session53b
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
checks=(--level full --variants vector,separable-registers --filter box3,box5,box7,gauss5,sobel)
run check-cuda 150 "$here/kernelscope.jar" stencil --check --backend cuda "${checks[@]}"
tail -1 "$r/check-cuda.txt"
run check-opencl 160 "$here/kernelscope.jar" stencil --check --backend opencl --device NVIDIA "${checks[@]}"
tail -1 "$r/check-opencl.txt"
t1=$(date +%s)
timeout -k 5 "$(limit_for 60)" compute-sanitizer --tool memcheck --report-api-errors no --print-limit 20 \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope stencil --check --level full --backend cuda \
    --variants vector,separable-registers --type f32 --filter box3,box5,sobel > "$r/memcheck.txt" 2>&1
echo "memcheck: exit $? after $(( $(date +%s) - t1 )) s"; grep -E "ERROR SUMMARY|conformance" "$r/memcheck.txt" | tail -3
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned --filter box3,box5,box7,gauss5,sobel,sobelx)
jar_of() { case $1 in A) echo "$here/kernelscope-before.jar";; F) echo "$here/kernelscope-F.jar";; *) echo "$here/kernelscope.jar";; esac; }
for round in 1 2; do
    for build in A F G; do
        run cuda-f32-$build$round 30 "$(jar_of $build)" stencil --backend cuda "${common[@]}" --type f32 \
            --sizes 4097x3001,2049x1537,1919x1081 --output "$r/cuda-f32-$build$round.json"
    done
done
for build in A F G; do
    run cuda-f16-$build 30 "$(jar_of $build)" stencil --backend cuda "${common[@]}" --type f16 \
        --sizes 4097x3001,1919x1081 --output "$r/cuda-f16-$build.json"
    run opencl-f32-$build 30 "$(jar_of $build)" stencil --backend opencl --device NVIDIA "${common[@]}" --type f32 \
        --sizes 4097x3001,2049x1537 --output "$r/opencl-f32-$build.json"
done
gzip -f "$r"/*.json 2> /dev/null
for x in cuda-f32-A1:cuda-f32-G1 cuda-f32-F1:cuda-f32-G1 cuda-f32-A2:cuda-f32-G2 cuda-f32-F2:cuda-f32-G2 \
         cuda-f16-A:cuda-f16-G cuda-f16-F:cuda-f16-G opencl-f32-A:opencl-f32-G opencl-f32-F:opencl-f32-G; do
    a=${x%%:*} g=${x##*:}
    python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/$a.json.gz" "$r/$g.json.gz" > "$r/$a-$g.md" 2>&1
done
pack
for m in "$r"/*-A*-*-G*.md "$r"/*-F*-*-G*.md; do echo "== ${m##*/}"; sed "s#$r/##g" "$m" | cut -d"|" -f3,4,6-8 | tail -n +3; done
echo "call: $(( $(date +%s) - start )) s"
