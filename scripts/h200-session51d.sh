#!/usr/bin/env bash
# Session 51's fourth H200 call, issue 13: does the L1 size explain why NVIDIA OpenCL runs the uchar Gaussian's radius-2
# entry 12-17% slower than CUDA while its radius-1 filter (same parameters, SASS alike) runs as fast? The tuned u8
# filters through CUDA with the shared-memory carveout left to the driver, then asked for at 0, 50 and 100% of the
# SM's storage (-Dkernelscope.cuda.carveout); then every tuned u8 and f32 filter through both backends, for the
# OpenCL/CUDA ratio of the build as it stands.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51d.sh
CAP=${CAP:-400}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51d
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
u8=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8 --filter box3,box5,gauss3,gauss5,sobel
    --sizes 8192x8192,3840x2160 --variants tuned)
run carveout-driver 60 "$here/kernelscope.jar" stencil --backend cuda "${u8[@]}" --output "$r/carveout-driver.json"
for c in 0 50 100; do
    KS_JAVA_OPTS="-Dkernelscope.cuda.carveout=$c" run "carveout-$c" 60 "$here/kernelscope.jar" stencil --backend cuda \
        "${u8[@]}" --output "$r/carveout-$c.json"
done
all=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8,f32 --filter box3,box5,box7,gauss3,gauss5,sobel,sobelx,sobely
    --sizes 8192x8192,3840x2160 --variants tuned)
run all-cuda 90 "$here/kernelscope.jar" stencil --backend cuda "${all[@]}" --output "$r/all-cuda.json"
run all-opencl 90 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA "${all[@]}" --output "$r/all-opencl.json"
gzip -f "$r"/*.json 2> /dev/null
python3 "$here/stencil_variants_table.py" "$r"/carveout-driver.json.gz "$r"/carveout-0.json.gz "$r"/carveout-50.json.gz \
    "$r"/carveout-100.json.gz > "$r/carveout.md" 2>&1
python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/all-cuda.json.gz" "$r/all-opencl.json.gz" \
    > "$r/ratio.md" 2>&1
pack
cut -c1-200 "$r/carveout.md"; cut -c1-200 "$r/ratio.md" | head -50
echo "call: $(( $(date +%s) - start )) s"
