#!/usr/bin/env bash
# Session 38's sixth H200 call (issue 13): the database's new uchar box entries (box3 on 8192^2 images: STREAM=4
# through CUDA only; box5: STREAM=4 through both backends) as `tuned` chooses them, against the build before this
# session (kernelscope-old.jar) in alternating processes, CUDA (NPP in the first) and NVIDIA OpenCL; every tuned
# uchar filter of the ladder's targets at 8192^2 and 3840x2160.
# Usage (carry: as h200-session38.sh): OUT=/tmp/o DEST/h200-session38e.sh; then pack /tmp/o into the real OUT.
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session38e
r="$out/tuned"; PACK=$tag-tuned; mkdir -p "$r"
F=(--filter box3,box5,box7,gauss5,sobel --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30
   --variants tuned)
files=()
for round in 1 2; do
    for b in cuda opencl; do
        npp=(); (( round > 1 )) && npp=(--no-npp)
        for build in new old; do
            jar="$here/kernelscope.jar"; [[ $build == old ]] && jar="$here/kernelscope-old.jar"
            run $build-$b$round 50 "$jar" stencil --backend $b "${F[@]}" "${npp[@]}" --output "$r/$build-$b$round.json"
            files+=("$r/$build-$b$round.json")
        done
    done
done
python3 "$here/stencil-results-table.py" "${files[@]}" > "$r/table.md" 2>&1
cat "$r/table.md"
pack
echo "call: $(( $(date +%s) - start )) s"
