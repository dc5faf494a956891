#!/usr/bin/env bash
# The fifth follow-up of the stencil ladder on the H100 (docs/results/h100/stencil/followup5), one device call:
# the packed variant's MIN_GROUPS register bound now reaches NVIDIA OpenCL as -cl-nv-maxrregcount (RegisterCap), so
# the tuned uchar box3/5/7 and gauss5 at 8192x8192 run through CUDA and NVIDIA OpenCL in the same call, each beside the
# uncapped 16-pixel-word packed kernel (what OpenCL compiled before); the CUDA runs keep their CUBINs
# (-Dkernelscope.cuda.keepCubins) and cuobjdump lists the packed rung's sm_90 SASS for `kernelscope simulate`.
# Usage (carry made by scripts/h100-stencil-carry.sh, plus this script): CARRY=.device-carry/issue-13d scripts/h100-stencil-followup5.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-followup5   # everything here, packed into ONE file under $OUT after every step
mkdir -p "$out" "$r/sass" /tmp/ks13d
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx24g -Dkernelscope.cuda.keepCubins=/tmp/ks13d/cubins
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
CAP=${CAP:-200}   # seconds for the whole script: a step gets min(its limit, what is left), never under 8
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-followup5.tar.gz" -C "$r" . 2> /dev/null; }
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
    ls -l /usr/local/cuda/lib64/libnvrtc.so.* 2>&1
    cuobjdump --version | tail -n 2
    "${ks[@]}" --version
} > "$r/environment.txt" 2>&1
S=(--sizes 8192x8192 --warmups 3 --repetitions 30 --no-npp --filter box3,box5,box7,gauss5 --type u8)
V="tuned,packed:VEC=16"
run cuda-u8-8192 40 stencil --backend cuda "${S[@]}" --variants "$V" --output "$r/cuda-u8-8192.json"
run opencl-u8-8192 40 stencil --backend opencl "${S[@]}" --variants "$V" --output "$r/opencl-u8-8192.json"
# the packed rung at its defaults on box3 (as rungs 01-07 were listed: box3, the variant file's parameters), small
run cuda-sass-box3 20 stencil --backend cuda --sizes 1024x1024 --warmups 1 --repetitions 3 --no-npp --filter box3 \
    --type u8 --variants packed --output "$r/cuda-sass-box3.json"
for cubin in /tmp/ks13d/cubins/*.cubin; do
    stem="$(basename "$cubin" .cubin)"
    cuobjdump -sass "$cubin" > "$r/sass/$stem.sass" 2>&1
    cuobjdump -res-usage "$cubin" > "$r/sass/$stem.res-usage.txt" 2>&1
    cp "/tmp/ks13d/cubins/$stem.options.txt" "$r/sass/"
    echo "$stem: $(grep -c '/\*[0-9a-f]\{4\}\*/' "$r/sass/$stem.sass") instructions, $(grep -o 'REG:[0-9]*' "$r/sass/$stem.res-usage.txt" | head -1)"
done | tee "$r/sass/index.txt"
pack
echo "== summary (us, % of copy)"
for f in cuda-u8-8192 opencl-u8-8192; do
    echo "== $f"; grep -E "copy:|^    [a-z0-9]" "$r/$f.progress" | awk '{$1=$1; print}' | cut -c1-150
done
for f in cuda-u8-8192 opencl-u8-8192; do echo "== $f"; grep -E "^  (box|gauss)|^    (tuned|packed)" "$r/$f.txt"; done
cat "$r/steps.txt"
pack
