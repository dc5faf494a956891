#!/usr/bin/env bash
# The register-fused multi-pass rung (10_register_fused.cl) on the H200 (docs/results/h200/stencil-multipass): its
# quick conformance level through CUDA and NVIDIA OpenCL, then box3 x2/x4/x8 on u8 and f32 at 8192x8192 and
# 3840x2160, the fused kernel (a few shapes) against "tuned" (one tuned launch per pass, or the fused entry with its
# per-pass baseline once the database names it) in the same process, through both backends; the SASS register counts.
# Usage (carry made by scripts/h100-stencil-carry.sh DEST, plus this script):
#   CARRY=.device-carry/issue-13-s9 [STAGE=run number] [CAP=seconds] [V=variants] [CHECK=0] scripts/h200-stencil-multipass.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
stage="${STAGE:-1}"
r=/tmp/stencil-multipass   # everything here, packed into ONE file under $OUT after every step
mkdir -p "$out" "$r/sass" /tmp/ks13m
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx24g -Dkernelscope.cuda.keepCubins=/tmp/ks13m/cubins
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
CAP=${CAP:-200}   # seconds for the whole script: a step gets min(its limit, what is left), never under 8
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-multipass.tar.gz" -C "$r" . 2> /dev/null; }
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
} > "$r/environment-run$stage.txt" 2>&1
if [[ "${CHECK:-1}" == 1 ]]; then
    run check-cuda-run$stage 40 stencil --check --backend cuda --variants register-fused
    run check-opencl-run$stage 40 stencil --check --backend opencl --variants register-fused
fi
S=(--sizes "${SIZES:-8192x8192,3840x2160}" --warmups 3 --repetitions 30 --filter "${FILTERS:-box3x4,box3x2,box3x8}" --type u8,f32 --no-npp)
V="${V:-tuned,register-fused,register-fused:ROWS=64,register-fused:GROUP_Y=2,register-fused:GROUP_Y=8;ROWS=16,register-fused:GROUP_X=64;GROUP_Y=2}"
run cuda-run$stage 90 stencil --backend cuda "${S[@]}" --variants "$V" --output "$r/cuda-run$stage.json"
run opencl-run$stage 70 stencil --backend opencl "${S[@]}" --variants "$V" --output "$r/opencl-run$stage.json"
for cubin in /tmp/ks13m/cubins/*.cubin; do
    [[ -f "$cubin" ]] || continue
    stem="$(basename "$cubin" .cubin)"
    grep -q register_fused "/tmp/ks13m/cubins/$stem.options.txt" "$cubin" 2>/dev/null || continue
    cuobjdump -res-usage "$cubin" > "$r/sass/$stem.res-usage.txt" 2>&1
    cp "/tmp/ks13m/cubins/$stem.options.txt" "$r/sass/" 2>/dev/null
    echo "$stem: $(grep -o 'REG:[0-9]*' "$r/sass/$stem.res-usage.txt" | head -1) $(grep -o 'SHARED:[0-9]*' "$r/sass/$stem.res-usage.txt" | head -1)"
done > "$r/sass/index-run$stage.txt"
pack
echo "== summary"
for f in "$r"/check-*-run$stage.txt; do [[ -f "$f" ]] && tail -n 1 "$f"; done
grep -h "^FAIL" "$r"/check-*-run$stage.progress "$r"/check-*-run$stage.txt 2>/dev/null | cut -c1-200 | head -8
for f in "$r"/cuda-run$stage.txt "$r"/opencl-run$stage.txt; do
    [[ -f "$f" ]] || continue
    echo "== $(basename "$f")"; grep -E "copy |^  (box)|^    (tuned|register)" "$f" | cut -c1-130
done
cat "$r/steps.txt"
pack
