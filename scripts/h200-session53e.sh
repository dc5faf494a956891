#!/usr/bin/env bash
# Session 53's fifth H200 call, issue 13: the two uchar entries call 4's tunes found (box radius 2 below 8192^2
# pixels, the Sobel magnitude from 8192^2, both CUDA), as they land, against this build without them
# (kernelscope-before.jar = 80cb99e9, the commit before the database change) in alternating processes, twice, with sobely
# (which takes the sobel entry) and a size no tune measured (2049x1537).
# Usage (carry: .device-carry/s53e): OUT=/tmp/o DEST/h200-session53e.sh
CAP=${CAP:-200}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session53e
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
for round in 1 2; do
    for build in A T; do
        jar="$here/kernelscope.jar"; [[ $build == A ]] && jar="$here/kernelscope-before.jar"
        run "cuda-$build$round" 30 "$jar" stencil --backend cuda --warmups 5 --repetitions 30 --quiet --no-npp \
            --variants tuned --type u8 --filter box5,sobel,sobely --sizes 8192x8192,3840x2160,4097x3001,2049x1537 \
            --output "$r/cuda-$build$round.json"
    done
done
gzip -f "$r"/*.json 2> /dev/null
for round in 1 2; do
    python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/cuda-A$round.json.gz" "$r/cuda-T$round.json.gz" \
        > "$r/cuda-A-T$round.md" 2>&1
    sed "s#$r/##g" "$r/cuda-A-T$round.md" | cut -d"|" -f3,4,5,6-8 | tail -n +3
done
pack
echo "call: $(( $(date +%s) - start )) s"
