#!/usr/bin/env bash
# Session 52's second H200 call, issue 13: the aligned-word reads of row segments off the words' alignment (08_packed's
# funnel shift, 06_vector's pixel loads; an odd width such as 4097 sent every row through the border path) against
# main before them (kernelscope-before.jar) in alternating processes, twice through CUDA and once through NVIDIA
# OpenCL, on the tuned variant of u8 box3, box5, gauss5, sobel, sobelx and f32 box3, gauss5, sobel at 4097x3001,
# 8192^2 and 3840x2160; then the packed and vector conformance suites (quick) through both backends.
# Usage (carry: .device-carry/s52b from scripts/h200-carry.sh with BEFORE = 31cffa33): OUT=/tmp/o DEST/h200-session52b.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session52b
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
sizes=(--sizes 4097x3001,8192x8192,3840x2160)
common=(--warmups 5 --repetitions 30 --quiet --no-npp --variants tuned "${sizes[@]}")
jobs=("u8:box3,box5,gauss5,sobel,sobelx" "f32:box3,gauss5,sobel")
ab_round() {   # backend round
    local backend=$1 round=$2 build jar job t f dev=()
    [[ $backend == opencl ]] && dev=(--device NVIDIA)
    for build in before after; do
        jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
        for job in "${jobs[@]}"; do
            IFS=: read -r t f <<< "$job"
            run "$backend-$t-$build-$round" 45 "$jar" stencil --backend "$backend" "${dev[@]}" "${common[@]}" \
                --type "$t" --filter "$f" --output "$r/$backend-$t-$build-$round.json"
        done
    done
}
ab_round cuda 1; ab_round cuda 2; ab_round opencl 1
for backend in cuda opencl; do
    dev=(); [[ $backend == opencl ]] && dev=(--device NVIDIA)
    run "check-$backend" 90 "$here/kernelscope.jar" stencil --check --backend "$backend" "${dev[@]}" \
        --variants packed,vector
    tail -1 "$r/check-$backend.txt"
done
gzip -f "$r"/*.json 2> /dev/null
for t in u8 f32; do
    for x in cuda-1 cuda-2 opencl-1; do
        b=${x%-*}; n=${x#*-}
        python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/$b-$t-before-$n.json.gz" \
            "$r/$b-$t-after-$n.json.gz" > "$r/$b-$t-$n.md" 2>&1
    done
done
pack
for f in "$r"/*.md; do echo "== $(basename "$f")"; sed "s#$r/##g" "$f" | cut -c1-170; done
echo "call: $(( $(date +%s) - start )) s"
