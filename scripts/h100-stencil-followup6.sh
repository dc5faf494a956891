#!/usr/bin/env bash
# The sixth follow-up of the stencil ladder on the H100 (docs/results/h100/stencil/followup6): the packed rung's
# blocks that lie wholly inside the image run a copy of the body without a test per row (loads of all rows issued
# before the first is used). Uchar box3/5/7 and gauss5 at 8192x8192 through CUDA (with NPP) and NVIDIA OpenCL, the
# tuned entries beside packed shapes (rows, register caps); EXTRAS=1 adds radius 5-7, 3840x2160 and the full
# conformance level of the packed rung on both backends.
# Usage (carry made by scripts/h100-stencil-carry.sh, plus this script):
#   CARRY=.device-carry/issue-13e [STAGE=run number] [EXTRAS=1] [V=variants] scripts/h100-stencil-followup6.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
stage="${STAGE:-1}"
r=/tmp/stencil-followup6   # everything here, packed into ONE file under $OUT after every step
mkdir -p "$out" "$r/sass" /tmp/ks13e
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx24g -Dkernelscope.cuda.keepCubins=/tmp/ks13e/cubins
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
CAP=${CAP:-120}   # seconds for the whole script: a step gets min(its limit, what is left), never under 8
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-followup6.tar.gz" -C "$r" . 2> /dev/null; }
run() {   # name limit args...   (packed as soon as the step ends: a cut call still brings back what finished)
    local name=$1 limit; limit=$(limit_for "$2"); shift 2
    if (( limit < 8 )); then echo "$name: skipped, no time left" | tee -a "$r/steps.txt"; return; fi
    local t0=$(date +%s)
    echo "\$ kernelscope $*" > "$r/$name.txt"
    timeout -k 5 "$limit" "${ks[@]}" "$@" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    pack
}
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv
    ls -l /usr/local/cuda/lib64/libnvrtc.so.* /usr/local/cuda/lib64/libnppif.so.* 2>&1
    cuobjdump --version | tail -n 2
    "${ks[@]}" --version
} > "$r/environment-run$stage.txt" 2>&1
S=(--sizes 8192x8192 --warmups 3 --repetitions 30 --filter box3,box5,box7,gauss5 --type u8)
V="${V:-tuned,packed:VEC=16,packed:VEC=16;ROWS=2,packed:VEC=16;ROWS=8,packed:VEC=16;MIN_GROUPS=4,packed:VEC=16;ROWS=8;MIN_GROUPS=3,packed:VEC=8;ROWS=8}"
run cuda-u8-8192-run$stage 60 stencil --backend cuda "${S[@]}" --variants "$V" --output "$r/cuda-u8-8192-run$stage.json"
run opencl-u8-8192-run$stage 45 stencil --backend opencl "${S[@]}" --no-npp --variants "$V" \
    --output "$r/opencl-u8-8192-run$stage.json"
if [[ "${EXTRAS:-0}" == 1 ]]; then
    # box5 / gauss5 shapes beyond the tuned entry: taller strips (capped or not), flatter groups
    run cuda-u8-8192-shapes 25 stencil --backend cuda --sizes 8192x8192 --warmups 3 --repetitions 30 --no-npp \
        --filter box5,gauss5 --type u8 --output "$r/cuda-u8-8192-shapes.json" \
        --variants 'packed:VEC=16;ROWS=8;MIN_GROUPS=3,packed:VEC=16;ROWS=6,packed:VEC=16;GROUP_X=64;GROUP_Y=4,packed:VEC=8;ROWS=16,packed:VEC=8;ROWS=8;GROUP_X=64;GROUP_Y=4'
    run cuda-u8-r7 20 stencil --backend cuda --sizes 8192x8192 --warmups 3 --repetitions 30 --no-npp \
        --filter box11,box15,gauss15 --type u8 --variants tuned --output "$r/cuda-u8-r7.json"
    run cuda-u8-3840 20 stencil --backend cuda --sizes 3840x2160 --warmups 3 --repetitions 30 --no-npp \
        --filter box3,box5,box7,gauss5 --type u8 --variants tuned --output "$r/cuda-u8-3840.json"
    t0=$(date +%s)
    full=$(limit_for 80)
    if (( full >= 8 )); then
        for b in cuda opencl; do
            name="check-full-$b-packed-u8"
            (echo "\$ kernelscope stencil --check --level full --backend $b --variants packed --type u8" > "$r/$name.txt"
             timeout -k 5 "$full" "${ks[@]}" stencil --check --level full --backend "$b" --variants packed --type u8 \
                 >> "$r/$name.txt" 2> "$r/$name.progress"
             echo "exit $?" >> "$r/$name.txt") &
        done
        wait
        echo "check-full: after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    else
        echo "check-full: skipped, no time left" | tee -a "$r/steps.txt"
    fi
fi
for cubin in /tmp/ks13e/cubins/*.cubin; do
    [[ -f "$cubin" ]] || continue
    stem="$(basename "$cubin" .cubin)"
    cuobjdump -sass "$cubin" > "$r/sass/$stem.sass" 2>&1
    cuobjdump -res-usage "$cubin" > "$r/sass/$stem.res-usage.txt" 2>&1
    cp "/tmp/ks13e/cubins/$stem.options.txt" "$r/sass/"
    echo "$stem: $(grep -c '/\*[0-9a-f]\{4\}\*/' "$r/sass/$stem.sass") instructions, $(grep -o 'REG:[0-9]*' "$r/sass/$stem.res-usage.txt" | head -1)"
done > "$r/sass/index-run$stage.txt"
pack
echo "== summary"
for f in "$r"/*-run$stage.txt "$r"/cuda-u8-8192-shapes.txt "$r"/cuda-u8-r7.txt "$r"/cuda-u8-3840.txt; do
    [[ -f "$f" && "$f" != *environment* ]] || continue
    echo "== $(basename "$f")"; grep -E "copy |^  (box|gauss)|^    (tuned|packed)" "$f" | cut -c1-120
done
for f in "$r"/check-full-*.txt; do [[ -f "$f" ]] && tail -n 2 "$f"; done
grep -h "^FAIL" "$r"/check-full-*.progress 2>/dev/null | cut -c1-160 | head -8
cat "$r/steps.txt"
pack
