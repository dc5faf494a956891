#!/usr/bin/env bash
# Session 40's fourth H200 call, with the build that has general-narrow-few (general-narrow's entry before, for at most
# 200 tiles of 128x64) and general-narrow with MIN_GROUPS=3, and rung 10's one-hot border pick on OpenCL only:
# (1) conformance: stencil rung 10's quick list and rung 10 of GEMM through CUDA and NVIDIA OpenCL; (2) the f32
# register-fused entry against the build before the one-hot pick (kernelscope-before.jar), both backends; (3) the
# 76-shape GEMM sweep (issue 12).
# Usage (carry: as h200-session40b.sh plus h200-gemm-unseen-shapes.sh, h200-gemm-small-shapes.sh):
#   OUT=/tmp/o DEST/h200-session40d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session40d
source "$here/h200-gemm-unseen-shapes.sh"
source "$here/h200-gemm-small-shapes.sh"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run stencil-cuda 40 "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused --quiet
run stencil-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused --quiet
run gemm-cuda 60 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
run gemm-opencl 60 "$here/kernelscope.jar" gemm --backend opencl --device NVIDIA --check --rungs 10
for c in stencil-cuda stencil-opencl gemm-cuda gemm-opencl; do
    echo "$c: $(grep -i "narrow" "$r/$c.txt" | cut -c1-60 | tr '\n' ' ') $(tail -n 1 "$r/$c.txt")"; grep FAIL "$r/$c.txt" | head -3
done
r="$out/fused"; PACK=$tag-fused; mkdir -p "$r"
F=(--type f32 --filter box3x4,box3x2 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp --variants tuned)
for b in cuda opencl; do
    run after-$b 25 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --output "$r/after-$b.json"
    run before-$b 25 "$here/kernelscope-before.jar" stencil --backend $b "${F[@]}" --output "$r/before-$b.json"
done
python3 "$here/stencil-results-table.py" "$r"/before-cuda.json "$r"/after-cuda.json "$r"/before-opencl.json \
    "$r"/after-opencl.json > "$r/table.md" 2>&1
cat "$r/table.md"
pack
left=$(( CAP - ($(date +%s) - start) - 5 ))
(( left > 60 )) && step sweep $left gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
    --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
echo "call: $(( $(date +%s) - start )) s"
