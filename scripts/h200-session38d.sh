#!/usr/bin/env bash
# Session 38's fifth H200 call (issue 13): the packed rung's STREAM again, now also through NVIDIA's OpenCL (cp.async
# as inline PTX there): uchar box3 and box5 at 8192^2, the tuned entries against three STREAM shapes, in alternating
# CUDA and OpenCL processes, twice each; the packed quick conformance through NVIDIA OpenCL; Nsight Compute on box3's
# entry and its STREAM=4 shape.
# Usage (carry: as h200-session38.sh): OUT=/tmp/o DEST/h200-session38d.sh; then pack /tmp/o into the real OUT.
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session38d
r="$out/stream"; PACK=$tag-stream; mkdir -p "$r"
V="tuned,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=2,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=4"
V="$V,packed:VEC=16;ROWS=32;GROUP_Y=4;STREAM=3"
F=(--filter box3,box5 --type u8 --sizes 8192x8192 --warmups 3 --repetitions 30 --no-npp --variants "$V")
files=()
for round in 1 2; do
    for b in cuda opencl; do
        run $b$round 60 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --output "$r/$b$round.json"
        files+=("$r/$b$round.json")
    done
done
python3 "$here/stencil-results-table.py" "${files[@]}" > "$r/table.md" 2>&1
cat "$r/table.md"
run check-opencl 60 "$here/kernelscope.jar" stencil --backend opencl --check --variants packed --type u8
echo "check opencl: $(tail -n 1 "$r/check-opencl.txt")"; grep FAIL "$r/check-opencl.txt" | head -5
pack
CAP=$(( CAP - ($(date +%s) - start) )) OUT="$out" "$here/h200-stencil-ncu.sh" ncu tuned/box3/u8/8192x8192 \
    "packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=4/box3/u8/8192x8192"
echo "call: $(( $(date +%s) - start )) s"
