#!/usr/bin/env bash
# Tunes GEMM rung 10 for the shapes named, one `kernelscope tune` per shape under `timeout`, on an NVIDIA GPU machine
# without a JDK (carry made by scripts/h100-gemm-carry.sh DIR, plus this script). Per shape, in $OUT: the Kernel Tuner
# cache, T4 file, JSON record, progress, the command line, and its own copy of the tuning database (written only where
# a configuration beat the entry in use in that run). A short table comes last.
# Usage: GEMM_CARRY=DIR TUNE_ARGS="--strategy greedy-ils --param BM=32,64,128 ..." \
#        scripts/h100-tune-shapes.sh TIME-LIMIT KILL-SECONDS SHAPE...
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
carry="${GEMM_CARRY:-$root/.device-carry/gemm}"
out="${OUT:-$root/tune-results}"
limit="$1" kill_after="$2"
shift 2
mkdir -p "$out"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx16g -XX:ErrorFile=$out/hs_err_%p.log
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,temperature.gpu --format=csv
    "${ks[@]}" --version
} > "$out/environment.txt" 2>&1
cat "$out/environment.txt"
declare -A status
for shape in "$@"; do
    start=$SECONDS
    # shellcheck disable=SC2206 # TUNE_ARGS are words
    cmd=(tune --backend cuda --rung 10 --shape "$shape" --time-limit "$limit" ${TUNE_ARGS:-}
         --cache "$out/cache-$shape.json" --t4 "$out/t4-$shape.json" --output "$out/tune-$shape.json"
         --write-database "$out/gemm-tuning-$shape.json")
    echo "kernelscope ${cmd[*]}" > "$out/command-$shape.txt"
    timeout "$kill_after" "${ks[@]}" "${cmd[@]}" > "$out/tune-$shape.txt" 2> "$out/progress-$shape.txt"
    status[$shape]="exit $? in $((SECONDS - start)) s"
    echo "== $shape: ${status[$shape]}"
    sed -n '1,14p' "$out/tune-$shape.txt"
done
echo
for shape in "$@"; do
    printf '%-18s %-18s %s\n' "$shape" "${status[$shape]}" "$(grep -im1 'database' "$out/tune-$shape.txt" | cut -c1-160)"
done
