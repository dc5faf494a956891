#!/usr/bin/env bash
# Session 41's fourth H200 call, main with the session's changes (kernelscope.jar) and main at the session's start
# (kernelscope-before.jar): (1) conformance: stencil rung 10's quick list (86 cases, the new entries' forms) through
# both backends, and rung 10 of GEMM through CUDA (the skinny-m-96 and skinny-n-small cases); (2) issue 13: the tuned
# iterated filters the stencil database now fuses (f32 box3 x2/x4 from 2048x2048, box5x2 and gauss5x2, half box3x4 at
# 8192^2), both backends, this build against the one before; (3) issue 12: session 40's sweep calls that changed class
# or entry, both builds.
# Usage (carry: as h200-session41.sh plus kernelscope-before.jar): OUT=/tmp/o DEST/h200-session41d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41d
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run stencil-cuda 40 "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused --quiet
run stencil-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused --quiet
run gemm-cuda 200 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
for c in stencil-cuda stencil-opencl gemm-cuda; do
    echo "$c: $(grep -i "skinny-m-96\|skinny-n-small" "$r/$c.txt" | cut -c1-70 | tr '\n' ' ') $(tail -n 1 "$r/$c.txt")"
    grep FAIL "$r/$c.txt" | head -3
done
r="$out/tuned"; PACK=$tag-tuned; mkdir -p "$r"
for b in cuda opencl; do
    for jar in after before; do
        [[ $jar == after ]] && j="$here/kernelscope.jar" || j="$here/kernelscope-before.jar"
        run f32-$jar-$b 40 "$j" stencil --backend $b --type f32 --filter box3x4,box3x2,box5x2,gauss5x2 \
            --sizes 8192x8192,3840x2160,2048x2048 --warmups 3 --repetitions 30 --no-npp --variants tuned \
            --output "$r/f32-$jar-$b.json"
    done
    run f16-after-$b 20 "$here/kernelscope.jar" stencil --backend $b --type f16 --filter box3x4 --sizes 8192x8192 \
        --warmups 3 --repetitions 30 --no-npp --variants tuned --output "$r/f16-after-$b.json"
done
python3 "$here/stencil-results-table.py" "$r"/f32-before-cuda.json "$r"/f32-after-cuda.json \
    "$r"/f32-before-opencl.json "$r"/f32-after-opencl.json > "$r/f32.md" 2>&1
python3 "$here/stencil-results-table.py" "$r"/f16-after-cuda.json "$r"/f16-after-opencl.json > "$r/f16.md" 2>&1
cat "$r/f32.md" "$r/f16.md"
pack
SHAPES=971x73x2135:col:NT,640x75x759:col:NN,6296x123x1170,1512x82x771:row:TN,8000x115x648:row:TN
half=$(( (CAP - ($(date +%s) - start) - 10) / 2 ))
step after $half gemm --backend cuda --rungs 10 --shapes "$SHAPES" --output "$out/after/after.json"
left=$(( CAP - ($(date +%s) - start) - 5 ))
KS_JAR="$here/kernelscope-before.jar" step before $left gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/before/before.json"
echo "call: $(( $(date +%s) - start )) s"
