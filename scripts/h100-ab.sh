#!/usr/bin/env bash
# `kernelscope bench ab` and `ndrange --run` on an NVIDIA GPU machine in one call: docs/examples' three variant pairs
# (early exit, elements per work-item, reqd_work_group_size) through CUDA, the last also through NVIDIA OpenCL, and
# seed 001's 32 x 16 NDRange on both; JSON records and logs come back as one archive in $OUT, verdicts printed last.
# Usage (carry made by scripts/h100-ab-carry.sh): bash .device-carry/<dir>/h100-ab.sh
set -uo pipefail
carry="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
final="${OUT:-$PWD/ab-results}"
out=/tmp/ab-raw
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
} > "$out/env.txt" 2>&1
e="$carry/examples"
n=16777216
run() {   # name backend file args...
    local name=$1 backend=$2 file=$3; shift 3
    local device=(--backend "$backend")
    [[ $backend == opencl ]] && device+=(--device NVIDIA)
    timeout 20 "${ks[@]}" bench ab "$e/$file" "$e/$file" "${device[@]}" --rounds 20 --repetitions 10 \
        --output "$out/$name-$backend.json" --force "$@" > "$out/$name-$backend.log" 2>&1
    echo "$name $backend rc=$?" >> "$out/rc.txt"
}
run early-exit cuda early_exit.cl --define-b EARLY_EXIT=1 --global $n --local 256 --arg buf:float:$n:random \
    --arg buf:float:$n:random --arg buf:float:$n:random --arg buf:float:$n:zeros --arg int:$n
run items cuda items_per_work_item.cl --define-b ITEMS=8 --global $n --local 256 --global-b $((n / 8)) \
    --arg buf:float:$n:random --arg buf:float:$n:random --arg float:1.5 --arg int:$n
run reqd cuda reqd_group_size.cl --define-b REQD=1 --global 270336 --local 256 --arg buf:float:$n:random \
    --arg buf:float:1056:zeros --arg int:$n
run reqd opencl reqd_group_size.cl --define-b REQD=1 --global 270336 --local 256 --arg buf:float:$n:random \
    --arg buf:float:1056:zeros --arg int:$n
for backend in cuda opencl; do
    device=(--backend "$backend")
    [[ $backend == opencl ]] && device+=(--device NVIDIA)
    timeout 15 "${ks[@]}" ndrange --global 32,16 --local 8,4 --run "${device[@]}" --output "$out/ndrange-$backend.json" \
        --force > "$out/ndrange-$backend.log" 2>&1
    echo "ndrange $backend rc=$?" >> "$out/rc.txt"
done
tar -czf "$final/ab-results.tar.gz" -C "$out" .
cat "$out/env.txt" "$out/rc.txt"
for f in "$out"/*.log; do echo "== $(basename "$f")"; grep -E "^(A|B) |At 9|Outputs|On |Groups:|^  gy" "$f" | cut -c1-230; done
