#!/usr/bin/env bash
# Session 38's fourth H200 call (issue 13): the packed rung's STREAM parameter (a work-item inside the image walks its
# rows in a loop, each row copied S rows ahead into local memory by cp.async) against the tuned uchar entries: box3,
# box5, box7, gauss5 and sobel at 8192^2 and 3840x2160 through CUDA, seven shapes (S1-S7 below) beside `tuned`; then
# the packed rung's quick conformance (its STREAM cases among it) through CUDA and NVIDIA OpenCL.
# Usage (carry: as h200-session38.sh): OUT=/tmp/o DEST/h200-session38c.sh; then pack /tmp/o into the real OUT.
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session38c
r="$out/stream"; PACK=$tag-stream; mkdir -p "$r"
V="tuned"
V="$V,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=2"
V="$V,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=4"
V="$V,packed:VEC=16;ROWS=32;GROUP_Y=4;STREAM=3"
V="$V,packed:VEC=16;ROWS=32;GROUP_Y=4;STREAM=3;MIN_GROUPS=6"
V="$V,packed:VEC=16;ROWS=64;GROUP_Y=2;STREAM=3"
V="$V,packed:VEC=8;ROWS=32;GROUP_Y=4;STREAM=4"
V="$V,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=3;MIN_GROUPS=8"
F=(--filter box3,box5,box7,gauss5,sobel --type u8 --warmups 3 --repetitions 30 --no-npp --variants "$V")
run cuda-8192 150 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --sizes 8192x8192 --output "$r/cuda-8192.json"
run cuda-3840 120 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --sizes 3840x2160 --output "$r/cuda-3840.json"
python3 "$here/stencil-results-table.py" "$r/cuda-8192.json" > "$r/table-8192.md" 2>&1
python3 "$here/stencil-results-table.py" "$r/cuda-3840.json" > "$r/table-3840.md" 2>&1
cat "$r/table-8192.md" "$r/table-3840.md"
run check-cuda 60 "$here/kernelscope.jar" stencil --backend cuda --check --variants packed --type u8
run check-opencl 60 "$here/kernelscope.jar" stencil --backend opencl --check --variants packed --type u8
for b in cuda opencl; do echo "check $b: $(tail -n 1 "$r/check-$b.txt")"; grep FAIL "$r/check-$b.txt" | head -5; done
pack
echo "call: $(( $(date +%s) - start )) s"
