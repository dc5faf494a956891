#!/usr/bin/env bash
# Session 59's first H200 call: the kernel helpers made `static inline` (1829faf7, for PoCL's -Dinline=) through the
# GPU compilers. The conformance suites of GEMM (gemv.cl) and of the stencil ladder through CUDA, then the tuned
# filters and the matrix-vector calls with main before the change (kernelscope-before.jar, 556e5e46) and after, in
# alternating processes, so a change in the generated code would show as a change in time.
# Usage (carry: scripts/h200-carry.sh .device-carry/s59 556e5e46, plus this script): OUT=/tmp/o DEST/h200-session59.sh
CAP=${CAP:-570}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session59
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-check-cuda 150 "$here/kernelscope.jar" gemm --check --backend cuda --quiet
run stencil-check-cuda 160 "$here/kernelscope.jar" stencil --check --backend cuda --quiet
tail -n 1 "$r/gemm-check-cuda.txt" "$r/stencil-check-cuda.txt"
r="$out/ab"; PACK=$tag-ab; mkdir -p "$r"
filters=(--warmups 5 --repetitions 30 --quiet --variants tuned --filter box3,box5,gauss5,sobel --type u8,f32
         --sizes 8192x8192,4097x3001)
vectors=(--rungs 10 --shapes 1000x1x1000,4096x16x4096,2048x1x2048:col,1x4096x4096,3000x24x2000,8192x8x8192)
for build in A F; do
    jar="$here/kernelscope.jar"; [[ $build == A ]] && jar="$here/kernelscope-before.jar"
    run stencil-$build 60 "$jar" stencil --backend cuda --no-npp "${filters[@]}" --output "$r/stencil-$build.json"
    run gemv-$build 45 "$jar" gemm --backend cuda "${vectors[@]}" --output "$r/gemv-$build.json"
done
gzip -f "$r"/*.json 2> /dev/null
python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/stencil-A.json.gz" "$r/stencil-F.json.gz" > "$r/stencil-A-F.md" 2>&1
pack
cut -d"|" -f2-8 "$r/stencil-A-F.md" | head -30
python3 "$here/../../tools/results/gemm_ab.py" --times A="$r/gemv-A.json.gz" F="$r/gemv-F.json.gz" > "$r/gemv-A-F.md" 2>&1
pack
cat "$r/gemv-A-F.md"
echo "call: $(( $(date +%s) - start )) s"
