#!/usr/bin/env bash
# Session 31's fifth H200 call: after the word packing moved into stencil_common.cl (ks_pack_word, ks_word_pixel,
# shared by the vector, register-fused and separable-registers rungs), their quick conformance through CUDA and
# NVIDIA OpenCL, and the tuned filters that run them (u8 box3 and f32 box3, box3x4 fused, box15) against session31e.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-stencil-lib.sh): DEST/h200-session31f.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session31f; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=200
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
run check-cuda 60 "$jar" stencil --backend cuda --check --variants vector,register-fused,separable-registers
run check-opencl 60 "$jar" stencil --backend opencl --check --variants vector,register-fused,separable-registers
run tuned 60 "$jar" stencil --backend cuda --filter box3,box15,box3x4 --type u8,f32 --sizes 8192x8192 --warmups 3 \
    --repetitions 30 --variants tuned --no-npp --output "$r/tuned.json"
for name in check-cuda check-opencl tuned; do
    echo "== $name"; grep -E "passed|failed|^(u8|f16|f32) |tuned" "$r/$name.txt" | cut -c1-80
done
