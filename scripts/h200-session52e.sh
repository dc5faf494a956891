#!/usr/bin/env bash
# Session 52's fifth H200 call, issue 13: the packed variant's form for a pitch its words do not align, as it lands:
# the packed conformance suite (quick) through CUDA and NVIDIA OpenCL, three filters of it under compute-sanitizer's
# memcheck (its loads of whole words around a skewed segment must stay inside the image), and the tuned u8 filters
# against main before session 52 (kernelscope-before.jar) at 4097x3001, 4100x3000 and 2049x1537 (a size no call
# measured) through CUDA.
# Usage (carry: .device-carry/s52e: s52b's kernelscope-before.jar, this build): OUT=/tmp/o DEST/h200-session52e.sh
CAP=${CAP:-530}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session52e
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
run check-cuda 150 "$here/kernelscope.jar" stencil --check --backend cuda --variants packed --type u8
tail -1 "$r/check-cuda.txt"
run check-opencl 170 "$here/kernelscope.jar" stencil --check --backend opencl --device NVIDIA --variants packed --type u8
tail -1 "$r/check-opencl.txt"
t1=$(date +%s)
timeout -k 5 "$(limit_for 110)" compute-sanitizer --tool memcheck --target-processes all --print-limit 20 \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope stencil --check --backend cuda --variants packed --type u8 \
    --filter box3,gauss5,sobel > "$r/memcheck.txt" 2>&1
echo "memcheck: exit $? after $(( $(date +%s) - t1 )) s"; grep -E "ERROR SUMMARY|conformance" "$r/memcheck.txt" | tail -3
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned --type u8 --filter box3,box5,gauss5,sobel,sobelx
    --sizes 4097x3001,4100x3000,2049x1537)
run cuda-A 40 "$here/kernelscope-before.jar" stencil --backend cuda "${common[@]}" --output "$r/cuda-A.json"
run cuda-F 40 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" --output "$r/cuda-F.json"
gzip -f "$r"/*.json 2> /dev/null
python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/cuda-A.json.gz" "$r/cuda-F.json.gz" > "$r/cuda-A-F.md" 2>&1
pack
sed "s#$r/##g" "$r/cuda-A-F.md" | cut -d'|' -f3,4,5,6-
echo "call: $(( $(date +%s) - start )) s"
