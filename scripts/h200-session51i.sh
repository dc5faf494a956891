#!/usr/bin/env bash
# Session 51's ninth H200 call, issue 13: the float entries of calls 7-8 as they land (this build) against main before
# the session (kernelscope-before.jar) in alternating processes, twice through CUDA and once through NVIDIA OpenCL:
# f32 box5, box7, gauss7, sobel, sobelx, sobely at 8192^2, 3840x2160 and 4097x3001 (a size no call tuned on).
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh with BEFORE = 2a9ffa17): OUT=/tmp/o DEST/h200-session51i.sh
CAP=${CAP:-330}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51i
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --no-npp --type f32 --filter box5,box7,gauss7,sobel,sobelx,sobely
    --sizes 8192x8192,3840x2160,4097x3001 --variants tuned)
for round in 1 2; do
    for build in before after; do
        jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
        run "cuda-$build-$round" 40 "$jar" stencil --backend cuda "${common[@]}" --output "$r/cuda-$build-$round.json"
    done
done
for build in before after; do
    jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
    run "opencl-$build" 45 "$jar" stencil --backend opencl --device NVIDIA "${common[@]}" --output "$r/opencl-$build.json"
done
gzip -f "$r"/*.json 2> /dev/null
python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/cuda-before-1.json.gz" "$r/cuda-after-1.json.gz" > "$r/cuda-1.md" 2>&1
python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/cuda-before-2.json.gz" "$r/cuda-after-2.json.gz" > "$r/cuda-2.md" 2>&1
python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/opencl-before.json.gz" "$r/opencl-after.json.gz" > "$r/opencl.md" 2>&1
pack
for f in cuda-1 cuda-2 opencl; do echo "== $f"; sed 's#/tmp/o/session51i/stencil/##g' "$r/$f.md" | cut -c1-170; done
echo "call: $(( $(date +%s) - start )) s"
