#!/usr/bin/env bash
# Session 53's third H200 call, issue 13: the odd-pitch forms as they land (the vector rung's on CUDA and NVIDIA
# OpenCL, the separable-registers rung's on NVIDIA OpenCL only: calls 1-2), against main before the session
# (kernelscope-before.jar = a8b336c1) in alternating processes; the full conformance level of both rungs for three
# filters through both backends (its pitches of 1101 and 302 pixels reach the new forms) and memcheck over two.
# Usage (carry: .device-carry/s53c): OUT=/tmp/o DEST/h200-session53c.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session53c
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
checks=(--level full --filter box3,box7,sobel)
run check-cuda 100 "$here/kernelscope.jar" stencil --check --backend cuda --variants vector "${checks[@]}"
tail -1 "$r/check-cuda.txt"
run check-opencl 140 "$here/kernelscope.jar" stencil --check --backend opencl --device NVIDIA \
    --variants vector,separable-registers "${checks[@]}"
tail -1 "$r/check-opencl.txt"
t1=$(date +%s)
timeout -k 5 "$(limit_for 50)" compute-sanitizer --tool memcheck --report-api-errors no --print-limit 20 \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope stencil --check --level full --backend cuda --variants vector --type f32,f16 \
    --filter box3,sobel > "$r/memcheck.txt" 2>&1
echo "memcheck: exit $? after $(( $(date +%s) - t1 )) s"; grep -E "ERROR SUMMARY|conformance" "$r/memcheck.txt" | tail -3
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned --filter box3,box5,box7,gauss5,sobel,sobelx)
for build in A F; do
    jar="$here/kernelscope.jar"; [[ $build == A ]] && jar="$here/kernelscope-before.jar"
    run cuda-$build 40 "$jar" stencil --backend cuda "${common[@]}" --type f32,f16 \
        --sizes 4097x3001,2049x1537,1919x1081 --output "$r/cuda-$build.json"
    run opencl-$build 40 "$jar" stencil --backend opencl --device NVIDIA "${common[@]}" --type f32,f16 \
        --sizes 4097x3001,2049x1537,1919x1081 --output "$r/opencl-$build.json"
done
gzip -f "$r"/*.json 2> /dev/null
for b in cuda opencl; do
    python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/$b-A.json.gz" "$r/$b-F.json.gz" > "$r/$b-A-F.md" 2>&1
done
pack
for m in "$r"/*-A-F.md; do echo "== ${m##*/}"; sed "s#$r/##g" "$m" | cut -d"|" -f2,3,4,6-8 | tail -n +3; done
echo "call: $(( $(date +%s) - start )) s"
