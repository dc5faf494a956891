#!/usr/bin/env bash
# Session 44's fourth H200 call, issue 12: main as it lands (EnqueueBoundCalls' split tiles summed by their last groups
# only where the entry has no PART_SLICES, from call 3's fresh calls). (1) The 76-shape sweep through NVIDIA OpenCL with
# CLBlast in the same process, this build; (2) `gemm --check --rungs 10` through CUDA in the time left.
# Usage (carry: as h200-session44c.sh): OUT=/tmp/o DEST/h200-session44d.sh
CAP=${CAP:-460}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session44d
source "$here/h200-gemm-unseen-shapes.sh"
step opencl-sweep 330 gemm --backend opencl --device NVIDIA --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
    --output "$out/opencl-sweep/opencl-sweep.json"
tail -n 2 "$out/opencl-sweep/tables.md"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
left=$(( CAP - ($(date +%s) - start) - 5 ))
run gemm-cuda $left "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(tail -n 1 "$r/gemm-cuda.txt")"; grep FAIL "$r/gemm-cuda.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
