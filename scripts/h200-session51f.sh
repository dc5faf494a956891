#!/usr/bin/env bash
# Session 51's sixth H200 call, issue 13: can the OpenCL side get CUDA's L1? NVIDIA's OpenCL runs on the CUDA driver;
# -Dkernelscope.opencl.cudaCacheConfig=N (NvidiaCacheConfigProbe) sets the L1/shared preference of the CUDA context
# current on the thread after the OpenCL queue and after the first launch, and of the primary context, reporting what
# it found. The u8 filters whose OpenCL speed matched CUDA's at a 100% carveout (call 4), through NVIDIA OpenCL with
# no preference, L1 (2) and shared (1) asked for, in alternating processes, twice.
# The probe found no CUDA context current on the thread and changed nothing measurable; it was removed after this call
# (docs/results/h200/session51/README.md) and exists at commit 4703a69a, where this script runs as written.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51f.sh
CAP=${CAP:-300}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51f
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
u8=(--backend opencl --device NVIDIA --warmups 5 --repetitions 30 --quiet --no-npp --type u8
    --filter box5,box7,gauss3,gauss5,sobel --sizes 8192x8192,3840x2160 --variants tuned)
for round in 1 2; do
    run "none-$round" 50 "$here/kernelscope.jar" stencil "${u8[@]}" --output "$r/none-$round.json"
    for c in 2 1; do
        KS_JAVA_OPTS="-Dkernelscope.opencl.cudaCacheConfig=$c" run "config$c-$round" 50 "$here/kernelscope.jar" \
            stencil "${u8[@]}" --output "$r/config$c-$round.json"
    done
done
grep -h "cache-config probe" "$r"/*.progress | sort | uniq -c
stencil_report 10
echo "call: $(( $(date +%s) - start )) s"
