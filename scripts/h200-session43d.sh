#!/usr/bin/env bash
# Session 43's fourth H200 call, main after call 3 (tiny-deep, tiny calls of K below 64 in short-k). Issue 12: (1) the
# 76-shape sweep through NVIDIA OpenCL with CLBlast in the same process (last run in session 34); (2) `gemm --check
# --rungs 10` through CUDA and NVIDIA OpenCL (the new classes' cases among them). Issue 13: (3) the uchar iterated
# box in rung 10 (FMATH=1, the f32 entry's form, 16 and 32 rows) against one packed launch per pass again, now that the
# border walk loads ahead too (session 41).
# Usage (carry: as h200-session42.sh, made with CLBLAST_DEB=..., plus h200-gemm-unseen-shapes.sh):
#   OUT=/tmp/o DEST/h200-session43d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session43d
source "$here/h200-gemm-unseen-shapes.sh"
step opencl-sweep 240 gemm --backend opencl --device NVIDIA --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
    --output "$out/opencl-sweep/opencl-sweep.json"
tail -n 2 "$out/opencl-sweep/tables.md"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 150 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(tail -n 1 "$r/gemm-cuda.txt")"; grep FAIL "$r/gemm-cuda.txt" | head -3
left=$(( CAP - ($(date +%s) - start) - 45 ))
run gemm-opencl $left "$here/kernelscope.jar" gemm --backend opencl --device NVIDIA --check --rungs 10
echo "gemm-opencl: $(tail -n 1 "$r/gemm-opencl.txt")"; grep FAIL "$r/gemm-opencl.txt" | head -3
pack
r="$out/u8"; PACK=$tag-u8; mkdir -p "$r"
E="register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1;FMATH=1"
run u8-cuda 35 "$here/kernelscope.jar" stencil --backend cuda --type u8 --filter box3x4,box3x3 --sizes 8192x8192 \
    --warmups 3 --repetitions 30 --no-npp --variants "tuned,$E,${E/ROWS=16/ROWS=32}" --output "$r/cuda.json"
python3 "$here/stencil-results-table.py" "$r/cuda.json" > "$r/table.md" 2>&1
cut -c1-160 "$r/table.md"
pack
echo "call: $(( $(date +%s) - start )) s"
