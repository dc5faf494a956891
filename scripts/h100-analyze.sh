#!/usr/bin/env bash
# `kernelscope analyze --run` on an NVIDIA GPU machine in one call: each before/after kernel pair of
# docs/results/h100/analyze/kernels (the finding's suggested fix applied) timed through CUDA, the memory pairs also
# through NVIDIA OpenCL; JSON records and logs go to $OUT, a table of medians is printed last.
# Usage (carry made by scripts/h100-analyze-carry.sh): bash .device-carry/<dir>/h100-analyze.sh
set -uo pipefail
carry="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# records and logs are written to a scratch folder and come back as one archive (the device tool returns few files)
final="${OUT:-$PWD/analyze-results}"
out=/tmp/analyze-raw
rm -rf "$out"
mkdir -p "$out" "$final"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xshare:auto -XX:TieredStopAtLevel=1
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
    echo "libclang: $(ldconfig -p | grep -c libclang) entries in ldconfig; llvm dirs: $(ls -d /usr/lib/llvm* 2>/dev/null | tr '\n' ' ')"
} > "$out/env.txt" 2>&1
k="$carry/kernels"
# name kernel backend file extra-args...
run() {
    local name=$1 backend=$2 file=$3; shift 3
    local device=(--backend "$backend")
    [[ $backend == opencl ]] && device+=(--device NVIDIA)
    timeout 60 "${ks[@]}" analyze "$k/$file" "${device[@]}" --run --repetitions 30 --format json \
        --output "$out/$name-$backend.json" --force "$@" > "$out/$name-$backend.log" 2>&1
    echo "$name $backend rc=$?" >> "$out/rc.txt"
}
big=16777216
p1=(--kernel scale2d --global 4096,4096 --local 32,8 --arg buf:float:$big:random --arg int:4096 --arg float:1.5 --bytes 134217728)
p2=(--kernel transpose --global 4096,1024 --local 32,8 --arg buf:float:$big:random --arg buf:float:$big:zeros --arg int:4096 --bytes 134217728)
p3=(--kernel poly --global 1048576 --local 256 --arg buf:float:1048576:random --arg int:2048 --flops 4294967296)
p4=(--kernel divs --global 1048576 --local 256 --arg buf:int:1048576:zeros --arg int:640 --arg int:512)
p5=(--kernel waves --global 1048576 --local 256 --arg buf:float:1048576:zeros --arg float:0.001 --arg int:512)
p6=(--kernel scale_rows --global 65536 --local 256 --arg buf:float:$big:random --arg buf:float:65536:random --arg int:256 --arg int:65536 --bytes 134479872)
for side in before after; do
    run p1-$side cuda p1_uncoalesced_$side.cl "${p1[@]}"
    run p1-$side opencl p1_uncoalesced_$side.cl "${p1[@]}"
    run p2-$side cuda p2_bank_$side.cl "${p2[@]}"
    run p2-$side opencl p2_bank_$side.cl "${p2[@]}"
    run p3-$side cuda p3_double_$side.cl "${p3[@]}"
    run p4-$side cuda p4_division_$side.cl "${p4[@]}" $([[ $side == after ]] && echo -DWIDTH=640)
    run p5-$side cuda p5_fastmath_$side.cl "${p5[@]}"
    run p6-$side cuda p6_reread_$side.cl "${p6[@]}"
done
{
    cat "$out/env.txt"
    cat "$out/rc.txt"
    # median per run, from the JSON records (no jq on the machine: the first medianUs in each file)
    for f in "$out"/*.json; do
        printf '%-22s %s\n' "$(basename "$f" .json)" "$(grep -m1 -o '"medianUs" : [0-9.eE+-]*' "$f" | awk '{print $3}') us"
    done
} | tee "$final/summary.txt"
tar -czf "$final/analyze-h100-raw.tar.gz" -C "$out" .
