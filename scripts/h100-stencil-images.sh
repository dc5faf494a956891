#!/usr/bin/env bash
# The image + sampler rung (09 image-sampler, issue 17 P13) on the H100 through NVIDIA's OpenCL, in one call: the
# ladder's buffer rungs (naive, vector, tuned) and the image rung (UNSIGNED_INT8 and UNORM_INT8 for uchar, FLOAT) on
# box3, gauss5, sobel at 8192x8192 against the device copy, with the image rung's kernel alone beside its whole call;
# a group-shape sweep of the image rung; then its conformance suite (quick, then full with the time left).
# Usage (carry made by scripts/h100-stencil-carry.sh, plus this script): CARRY=.device-carry/issue-17img scripts/h100-stencil-images.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-images      # everything here, packed into ONE file under $OUT after every step
mkdir -p "$out" "$r"
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export OCL_ICD_FILENAMES="${OCL_ICD_FILENAMES:-libnvidia-opencl.so.1}"   # NVIDIA's OpenCL, whatever the ICD dir holds
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx24g -p "$carry/kernelscope.jar:$carry/lib"
    -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
CAP=${CAP:-110}   # seconds for the whole script: a step gets min(its limit, what is left), never under 8
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-images.tar.gz" -C "$r" . 2> /dev/null; }
run() {   # name limit args...
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
    "${ks[@]}" --version
    "${ks[@]}" devices
} > "$r/environment.txt" 2>&1
S=(--backend opencl --device NVIDIA --sizes 8192x8192 --no-npp --warmups 3 --repetitions 30)
run ladder 60 stencil "${S[@]}" --filter box3,gauss5,sobel --type u8,f32 \
    --variants "naive,vector,tuned,image-sampler,image-sampler:UNORM=1" --output "$r/ladder.json"
run groups 20 stencil "${S[@]}" --filter box3 --type u8,f32 --no-verify \
    --variants "image-sampler:GROUP_X=16;GROUP_Y=16,image-sampler:GROUP_X=64;GROUP_Y=4,image-sampler:GROUP_X=128;GROUP_Y=1" \
    --output "$r/groups.json"
run check-quick 25 stencil --check --backend opencl --device NVIDIA --variants image-sampler
run check-full 60 stencil --check --level full --backend opencl --device NVIDIA --variants image-sampler --quiet
echo "== summary (us, % of copy; the image rung's kernel alone under it)"
for f in ladder groups; do
    echo "== $f"; grep -E "copy:|^    [a-z0-9]|kernel alone|skipped|failed" "$r/$f.progress" | awk '{$1=$1; print}' | cut -c1-150
done
for f in check-quick check-full; do
    echo "== $f: $(grep -c '^pass' "$r/$f.progress") passed, $(grep -c '^FAIL' "$r/$f.progress") failed; $(grep -h 'conformance' "$r/$f.txt" | cut -c1-160)"
    grep -h "^FAIL" "$r/$f.progress" | cut -c1-200 | head -5
done
cat "$r/steps.txt"
pack
