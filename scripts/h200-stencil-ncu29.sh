#!/usr/bin/env bash
# Nsight Compute's full set on the uchar filters that stay furthest from the copy on the H200 (packed box3 at 68%,
# box5 57%, gauss5 53%, session 17) and, for comparison, the half box3 (89%) whose bytes per pixel are twice as many:
# one launch each at 8192^2, clocks left alone, the details page (throughput, pipes, occupancy, warp stalls) as text.
# Why: the SASS count (nvcc 13.0 here: 247 instructions per 32 outputs of box3, 147 of them on the integer pipe)
# puts the integer pipe at about half of what 97% of the copy allows, so something else holds the kernel.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-stencil-ncu29.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/stencil-ncu29"; mkdir -p "$out"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
ks=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g -cp "$here/kernelscope.jar:$here/lib/*"
    dev.kernelscope.cli.KernelScope)
{ date -u +"%Y-%m-%dT%H:%M:%SZ"; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv
  "$ncu" --version | tail -n 1; } > "$out/environment.txt" 2>&1
for job in u8:box3 u8:box5 u8:gauss5 f16:box3; do
    type=${job%%:*}; filter=${job#*:}; name=ncu-$type-$filter
    timeout 90 "$ncu" --clock-control none --set full -k regex:stencil_ -c 1 -o "$out/$name" "${ks[@]}" stencil \
        --backend cuda --filter "$filter" --type "$type" --sizes 8192x8192 --no-npp --no-verify --warmups 0 \
        --repetitions 1 --quiet --variants tuned > "$out/$name.progress" 2>&1
    echo "$name: exit $?"
    "$ncu" -i "$out/$name.ncu-rep" --page details --print-details all > "$out/$name.txt" 2>&1
    "$ncu" -i "$out/$name.ncu-rep" --page raw --csv > "$out/$name.csv" 2>&1 && gzip -f "$out/$name.csv"
    grep -E "Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)|Issue Slots Busy|Achieved Occupancy|Registers Per|Stall|Executed Ipc A" \
        "$out/$name.txt" | head -16
done
tar -czf "$top/stencil-ncu29.tar.gz" -C "$top" stencil-ncu29
