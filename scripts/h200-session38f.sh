#!/usr/bin/env bash
# Session 38's seventh H200 call (issue 13): STREAM for a box without window registers (the leaving row read again
# from the ring: kernelscope.jar) against STREAM with the window in registers (kernelscope-keep.jar, main at
# 6ebe5559), uchar box3, box5 and box7 at 8192^2 and box3 at 3840x2160, alternating processes, twice through CUDA and
# once through NVIDIA OpenCL; then the whole quick stencil conformance through both with this build.
# Usage (carry: as h200-session38.sh plus kernelscope-keep.jar): OUT=/tmp/o DEST/h200-session38f.sh.
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session38f
r="$out/ring"; PACK=$tag-ring; mkdir -p "$r"
V="tuned,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=4,packed:VEC=16;ROWS=16;GROUP_Y=4;STREAM=2"
V="$V,packed:VEC=16;ROWS=32;GROUP_Y=4;STREAM=4,packed:VEC=16;ROWS=32;GROUP_Y=2;STREAM=4"
F=(--type u8 --warmups 3 --repetitions 30 --no-npp --variants "$V")
files=()
for round in cuda1 opencl1 cuda2; do
    b=${round%[0-9]}
    for build in ring keep; do
        jar="$here/kernelscope.jar"; [[ $build == keep ]] && jar="$here/kernelscope-keep.jar"
        run $build-$round 40 "$jar" stencil --backend $b "${F[@]}" --filter box3,box5,box7 --sizes 8192x8192 \
            --output "$r/$build-$round.json"
        files+=("$r/$build-$round.json")
    done
done
run ring-cuda-3840 30 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --filter box3,box5 --sizes 3840x2160 \
    --output "$r/ring-cuda-3840.json"
python3 "$here/stencil-results-table.py" "${files[@]}" > "$r/table.md" 2>&1
python3 "$here/stencil-results-table.py" "$r/ring-cuda-3840.json" >> "$r/table.md" 2>&1
cat "$r/table.md"
run check-cuda 100 "$here/kernelscope.jar" stencil --backend cuda --check --quiet
run check-opencl 110 "$here/kernelscope.jar" stencil --backend opencl --check --quiet
for b in cuda opencl; do echo "check $b: $(tail -n 1 "$r/check-$b.txt")"; grep FAIL "$r/check-$b.txt" | head -5; done
pack
echo "call: $(( $(date +%s) - start )) s"
