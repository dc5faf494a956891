#!/usr/bin/env bash
# Session 51's second H200 call, issue 13: why the uchar Gaussian's entry runs at 86-88% of CUDA's speed through
# NVIDIA OpenCL. The SASS of the gauss5 and box3 entries from both compilers (tools/sass/opencl_sass.sh: the driver's
# JIT CUBIN; NvrtcCubin: NVRTC's), sources and defines from tools/sass/StencilSource.java in the carry's stencil-src/;
# then the u8 gauss3/gauss5 entries with and without CACHE_HINTS=4 (read-only loads) through both backends.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51b.sh
CAP=${CAP:-300}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51b
mkdir -p "$out/sass"
for k in g5 b3; do
    defs=$(cat "$here/stencil-src/$k.defines")
    # shellcheck disable=SC2086 # the defines are words
    bash "$here/../../tools/sass/opencl_sass.sh" "$out/sass/$k-ocl" "$here/stencil-src/$k.cl" $defs \
        -DKERNELSCOPE_NV_PTX=90 > "$out/sass/$k-ocl.txt" 2>&1
    cuobjdump -res-usage "$out/sass/$k-ocl.cubin" > "$out/sass/$k-ocl.res" 2>&1
    # shellcheck disable=SC2086
    timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-sass.jar" NvrtcCubin "$out/sass/$k-cuda.cubin" \
        "$here/stencil-src/$k.cl" sm_90 $defs > "$out/sass/$k-cuda.txt" 2>&1
    cuobjdump -sass "$out/sass/$k-cuda.cubin" > "$out/sass/$k-cuda.sass" 2>&1
    cuobjdump -res-usage "$out/sass/$k-cuda.cubin" > "$out/sass/$k-cuda.res" 2>&1
    rm -f "$out/sass/"*.cubin
    for b in ocl cuda; do
        echo "$k-$b: $(grep -c '^ */\*[0-9a-f]*\*/' "$out/sass/$k-$b.sass") instructions, $(grep -o 'REG:[0-9]*' "$out/sass/$k-$b.res" | head -1)"
    done
done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8 --filter gauss3,gauss5 --sizes 8192x8192,3840x2160
    --variants "tuned,tuned:CACHE_HINTS=4")
for round in 1 2; do
    run "cuda-$round" 60 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" --output "$r/cuda-$round.json"
    run "opencl-$round" 60 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA "${common[@]}" \
        --output "$r/opencl-$round.json"
done
gzip -f "$r"/*.json 2> /dev/null
for f in "$r"/*.json.gz; do python3 "$here/stencil_variants_table.py" "$f" > "${f%.json.gz}.md" 2>&1; done
pack
for f in "$r"/*.md; do echo "== $(basename "$f")"; tail -n 4 "$f" | cut -c1-200; done
echo "call: $(( $(date +%s) - start )) s"
