#!/usr/bin/env bash
# Session 42's third H200 call, main with skinny-m-bt-96, the tiny class for skinny and narrow calls of K 64-255 and
# the stencil database's radius-2 entries for 3 and 4 passes: (1) conformance: stencil rung 10's quick list through
# CUDA and NVIDIA OpenCL, `gemm --check --rungs 10` through NVIDIA OpenCL; (2) the tuned iterated radius-2 filters
# (the database's choice) through both backends; (3) the 76-shape GEMM sweep (issue 12) through CUDA.
# Usage (carry: as h200-session42.sh plus h200-gemm-unseen-shapes.sh):
#   OUT=/tmp/o DEST/h200-session42c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session42c
source "$here/h200-gemm-unseen-shapes.sh"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run stencil-cuda 40 "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused --quiet
run stencil-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused --quiet
for c in stencil-cuda stencil-opencl; do echo "$c: $(tail -n 1 "$r/$c.txt")"; grep FAIL "$r/$c.txt" | head -3; done
pack
r="$out/tuned"; PACK=$tag-tuned; mkdir -p "$r"
for b in cuda opencl; do
    run $b 30 "$here/kernelscope.jar" stencil --backend $b --type f32 --filter box5x3,gauss5x3,box5x4,gauss5x4 \
        --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp --variants tuned --output "$r/$b.json"
done
python3 "$here/stencil-results-table.py" "$r"/cuda.json "$r"/opencl.json > "$r/table.md" 2>&1
cat "$r/table.md"
pack
step sweep 270 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
r="$out/check"; PACK=$tag-check
left=$(( CAP - ($(date +%s) - start) - 5 ))
run gemm-opencl $left "$here/kernelscope.jar" gemm --backend opencl --device NVIDIA --check --rungs 10
echo "gemm-opencl: $(tail -n 1 "$r/gemm-opencl.txt")"; grep FAIL "$r/gemm-opencl.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
