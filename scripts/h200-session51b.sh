#!/usr/bin/env bash
# Session 51's second H200 call, issue 13: why the uchar Gaussian's entry runs at 86-88% of CUDA's speed through
# NVIDIA OpenCL. The SASS of the gauss5 and box3 entries from both compilers (tools/sass/opencl_sass.sh: the driver's
# JIT CUBIN; NvrtcCubin: NVRTC's), sources and defines from tools/sass/StencilSource.java in the carry's stencil-src/;
# then the u8 gauss3/gauss5 entries with and without CACHE_HINTS=4 (read-only loads) through both backends.
# CACHE_HINTS was removed after call 1 (docs/results/h200/session51/README.md); it exists at commit c846685d, where
# this script runs (with the helpers of scripts/h200-stencil-lib.sh copied over).
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51b.sh
CAP=${CAP:-300}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51b
for k in g5 b3; do stencil_sass "$k"; done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
common=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8 --filter gauss3,gauss5 --sizes 8192x8192,3840x2160
    --variants "tuned,tuned:CACHE_HINTS=4")
backend_rounds 2 60 "${common[@]}"
stencil_report 4
echo "call: $(( $(date +%s) - start )) s"
