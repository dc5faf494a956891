#!/usr/bin/env bash
# Session 53's first H200 call, issue 13: the vector and separable-registers rungs' form for a pitch their words do
# not align (aligned words stored across lanes, KS_SKEWED / SR_SKEWED). The full conformance level of both rungs
# (which now adds pitches of 1101 and 302 pixels) through CUDA and NVIDIA OpenCL, memcheck over three filters, and
# the tuned f32 and f16 filters against main before the session (kernelscope-before.jar) at odd pitches, in
# alternating processes, with 4100x3000 (f32 rows aligned: the control) through CUDA, then once through OpenCL.
# Usage (carry: .device-carry/s53: kernelscope-before.jar = a8b336c1, this build): OUT=/tmp/o DEST/h200-session53.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session53
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
checks=(--variants vector,separable-registers --filter box3,box5,box7,gauss5,gauss7,sobel,sobelx)
run check-cuda 130 "$here/kernelscope.jar" stencil --check --backend cuda "${checks[@]}"
tail -1 "$r/check-cuda.txt"
run check-opencl 150 "$here/kernelscope.jar" stencil --check --backend opencl --device NVIDIA "${checks[@]}"
tail -1 "$r/check-opencl.txt"
t1=$(date +%s)
timeout -k 5 "$(limit_for 70)" compute-sanitizer --tool memcheck --target-processes all --print-limit 20 \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope stencil --check --backend cuda --variants vector,separable-registers \
    --type f32 --filter box3,box5,sobel > "$r/memcheck.txt" 2>&1
echo "memcheck: exit $? after $(( $(date +%s) - t1 )) s"; grep -E "ERROR SUMMARY|conformance" "$r/memcheck.txt" | tail -3
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned --filter box3,box5,box7,gauss5,sobel,sobelx)
for round in 1 2; do
    for build in A F; do
        jar="$here/kernelscope.jar"; [[ $build == A ]] && jar="$here/kernelscope-before.jar"
        run cuda-f32-$build$round 40 "$jar" stencil --backend cuda "${common[@]}" --type f32 \
            --sizes 4097x3001,2049x1537,1919x1081,4100x3000 --output "$r/cuda-f32-$build$round.json"
    done
done
for build in A F; do
    jar="$here/kernelscope.jar"; [[ $build == A ]] && jar="$here/kernelscope-before.jar"
    run cuda-f16-$build 35 "$jar" stencil --backend cuda "${common[@]}" --type f16 --sizes 4097x3001,4100x3000 \
        --output "$r/cuda-f16-$build.json"
    run opencl-f32-$build 40 "$jar" stencil --backend opencl --device NVIDIA "${common[@]}" --type f32 \
        --sizes 4097x3001,2049x1537 --output "$r/opencl-f32-$build.json"
done
gzip -f "$r"/*.json 2> /dev/null
for x in cuda-f32-A1:cuda-f32-F1 cuda-f32-A2:cuda-f32-F2 cuda-f16-A:cuda-f16-F opencl-f32-A:opencl-f32-F; do
    a=${x%%:*} f=${x##*:}
    python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/$a.json.gz" "$r/$f.json.gz" > "$r/$a-$f.md" 2>&1
done
pack
for m in "$r"/*-A*-*.md; do echo "== ${m##*/}"; sed "s#$r/##g" "$m" | cut -d"|" -f2-8; done
echo "call: $(( $(date +%s) - start )) s"
