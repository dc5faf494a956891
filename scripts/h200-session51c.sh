#!/usr/bin/env bash
# Session 51's third H200 call, issue 13: the packed uchar Sobel magnitude with its squares in fp32 (FLOAT_SQUARES=1:
# each biased gradient lane under 2^23's exponent by one byte permute, one FADD, then an FMUL and an FFMA) against
# the tuned entry (int32 squares), in one process per backend, twice, at 8192^2 and 3840x2160; the SASS of both forms
# (NvrtcCubin, and the driver's JIT through opencl_sass.sh); the packed rung's conformance through CUDA.
# The parameters measured here lost and were removed after the call (docs/results/h200/session51/README.md); they
# exist at commit c846685d, where this script runs as written.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51c.sh
CAP=${CAP:-400}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51c
mkdir -p "$out/sass"
for k in s0 s1; do
    defs=$(cat "$here/stencil-src/$k.defines")
    # shellcheck disable=SC2086 # the defines are words
    timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-sass.jar" NvrtcCubin "$out/sass/$k-cuda.cubin" \
        "$here/stencil-src/$k.cl" sm_90 $defs > "$out/sass/$k-cuda.txt" 2>&1
    cuobjdump -sass "$out/sass/$k-cuda.cubin" > "$out/sass/$k-cuda.sass" 2>&1
    cuobjdump -res-usage "$out/sass/$k-cuda.cubin" > "$out/sass/$k-cuda.res" 2>&1
    # shellcheck disable=SC2086
    bash "$here/../../tools/sass/opencl_sass.sh" "$out/sass/$k-ocl" "$here/stencil-src/$k.cl" $defs \
        -DKERNELSCOPE_NV_PTX=90 > "$out/sass/$k-ocl.txt" 2>&1
    cuobjdump -res-usage "$out/sass/$k-ocl.cubin" > "$out/sass/$k-ocl.res" 2>&1
    rm -f "$out/sass/"*.cubin
    for b in cuda ocl; do
        echo "$k-$b: $(grep -c '^ */\*[0-9a-f]*\*/' "$out/sass/$k-$b.sass") instructions, $(grep -o 'REG:[0-9]*' "$out/sass/$k-$b.res" | head -1)"
    done
done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --type u8 --filter sobel --sizes 8192x8192,3840x2160
    --variants "tuned,tuned:FLOAT_SQUARES=1,tuned:FLOAT_SQUARES=1;GROUP_X=32,tuned:FLOAT_SQUARES=1;ROWS=8")
for round in 1 2; do
    run "cuda-$round" 60 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" --output "$r/cuda-$round.json"
    run "opencl-$round" 60 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA --no-npp "${common[@]}" \
        --output "$r/opencl-$round.json"
done
gzip -f "$r"/*.json 2> /dev/null
for f in "$r"/*.json.gz; do python3 "$here/stencil_variants_table.py" "$f" > "${f%.json.gz}.md" 2>&1; done
pack
for f in "$r"/*.md; do echo "== $(basename "$f")"; tail -n 3 "$f" | cut -c1-220; done
run check-cuda 150 "$here/kernelscope.jar" stencil --backend cuda --check --variants packed
echo "check-cuda: $(tail -n 1 "$r/check-cuda.txt")"; grep -i "fail" "$r/check-cuda.txt" | head -3
echo "call: $(( $(date +%s) - start )) s"
