#!/usr/bin/env bash
# Nsight Compute's view of every kernel that cuBLAS and the tuned rung launch for a list of GEMM shapes, one process per
# shape: the kernel's name, grid, group, registers, shared memory, time, SM and memory throughput, achieved
# occupancy, issue activity and the main stall reasons, so a shape where the library loses shows what cuBLAS runs there.
# The process profiled is tools/ncu/GemmOnce (each library's call twice, the first a warm-up), not the benchmark, whose
# host warm-up launches thousands of small GEMMs first.
# Usage (carry made by scripts/h100-gemm-carry.sh DIR, with tools-ncu.jar and ncu_table.py):
#   GEMM_CARRY=DIR DIR/h200-gemm-ncu.sh NAME SHAPES [NAME=V,...]   (overrides: rung 10's general entry with them)
#   (a SHAPE may name its storage, 4096x32x4100:row:TN; its files then have '-' for ':')
#   -> $OUT/NAME.tar.gz holding ncu-SHAPE.csv per shape and table.txt (also printed)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
carry="${GEMM_CARRY:-$here}"
name="${1:?NAME}"
shapes="${2:?SHAPES, comma-separated}"
shift 2
top="${OUT:-$PWD/gemm-results}"
out="$top/$name"
mkdir -p "$out"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
once=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g
    -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-ncu.jar" GemmOnce)
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
metrics=$(python3 "$here/ncu_table.py" metrics)   # tools/ncu/ncu_table.py: the metrics and the table
{ date -u +"%Y-%m-%dT%H:%M:%SZ"; nvidia-smi --query-gpu=name,driver_version --format=csv; "$ncu" --version | tail -n 1; } \
    > "$out/environment.txt" 2>&1
for shape in ${shapes//,/ }; do
    timeout 150 "$ncu" --clock-control none --metrics "$metrics" --csv --page raw "${once[@]}" "$shape" "$@" \
        > "$out/ncu-${shape//:/-}.csv" 2> "$out/ncu-${shape//:/-}.txt"
    echo "$shape: ncu exit $?"
done
python3 "$here/ncu_table.py" table "$out" > "$out/table.txt"
cat "$out/table.txt"
tar -czf "$top/$name.tar.gz" -C "$top" "$name"
