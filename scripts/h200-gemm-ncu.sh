#!/usr/bin/env bash
# Nsight Compute's view of every kernel that cuBLAS and the tuned rung launch for a list of GEMM shapes, one process per
# shape: the kernel's name, grid, group, registers, shared memory, time, SM and memory throughput, achieved
# occupancy, issue activity and the main stall reasons, so a shape where the library loses shows what cuBLAS runs there.
# The process profiled is tools/ncu/GemmOnce (each library's call twice, the first a warm-up), not the benchmark, whose
# host warm-up launches thousands of small GEMMs first.
# Usage (carry made by scripts/h100-gemm-carry.sh DIR, with tools-ncu.jar):
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
stalls=barrier,long_scoreboard,short_scoreboard,mio_throttle,wait,math_pipe_throttle,not_selected,lg_throttle,membar
metrics=gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__registers_per_thread
metrics+=,launch__shared_mem_per_block_static,launch__shared_mem_per_block_dynamic,launch__waves_per_multiprocessor
metrics+=,sm__throughput.avg.pct_of_peak_sustained_elapsed,gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed
metrics+=,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active
metrics+=,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,sm__cycles_active.avg,sm__cycles_active.max
metrics+=,dram__bytes.sum,lts__t_bytes.sum
for s in ${stalls//,/ }; do metrics+=",smsp__average_warps_issue_stalled_${s}_per_issue_active.ratio"; done
{ date -u +"%Y-%m-%dT%H:%M:%SZ"; nvidia-smi --query-gpu=name,driver_version --format=csv; "$ncu" --version | tail -n 1; } \
    > "$out/environment.txt" 2>&1
for shape in ${shapes//,/ }; do
    timeout 150 "$ncu" --clock-control none --metrics "$metrics" --csv --page raw "${once[@]}" "$shape" "$@" \
        > "$out/ncu-${shape//:/-}.csv" 2> "$out/ncu-${shape//:/-}.txt"
    echo "$shape: ncu exit $?"
done
python3 - "$out" "$stalls" > "$out/table.txt" <<'PY'
import csv, glob, os, sys
out, stalls = sys.argv[1], sys.argv[2].split(",")
def num(row, key):
    try:
        return float(row.get(key, "").replace(",", ""))
    except ValueError:
        return float("nan")
for path in sorted(glob.glob(os.path.join(out, "ncu-*.csv"))):
    lines = [l for l in open(path, errors="replace") if l.startswith('"')]
    rows = list(csv.DictReader(lines))[1:]          # the second line holds the units
    print(f"== {os.path.basename(path)[4:-4]}: {len(rows)} kernels profiled")
    print(f"{'kernel':<48} {'grid':>7} {'blk':>4} {'reg':>3} {'smem':>6} {'us':>7} {'SM%':>5} {'mem%':>5} {'occ%':>5}"
          f" {'iss%':>5} {'fma%':>5} {'imbal':>5} {'L2MB':>6}  top stalls (warps per issue)")
    seen = {}
    for r in rows:
        key = (r.get("Kernel Name", "?"), r.get("launch__grid_size"))
        seen[key] = r                                # the last launch of each kernel and grid: after the warm-up
    for (kernel, grid), r in seen.items():
        smem = num(r, "launch__shared_mem_per_block_static") + num(r, "launch__shared_mem_per_block_dynamic")
        imbal = num(r, "sm__cycles_active.max") / max(num(r, "sm__cycles_active.avg"), 1)
        st = sorted(((num(r, f"smsp__average_warps_issue_stalled_{s}_per_issue_active.ratio"), s) for s in stalls),
                    reverse=True)[:3]
        print(f"{kernel[:48]:<48} {grid:>7} {r.get('launch__block_size',''):>4} {r.get('launch__registers_per_thread',''):>3}"
              f" {smem:>6.0f} {num(r,'gpu__time_duration.sum')/1000:>7.1f} {num(r,'sm__throughput.avg.pct_of_peak_sustained_elapsed'):>5.1f}"
              f" {num(r,'gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed'):>5.1f}"
              f" {num(r,'sm__warps_active.avg.pct_of_peak_sustained_active'):>5.1f}"
              f" {num(r,'smsp__issue_active.avg.pct_of_peak_sustained_active'):>5.1f}"
              f" {num(r,'sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active'):>5.1f} {imbal:>5.2f}"
              f" {num(r,'lts__t_bytes.sum')/1e6:>6.1f}  " + " ".join(f"{s}={v:.1f}" for v, s in st))
PY
cat "$out/table.txt"
tar -czf "$top/$name.tar.gz" -C "$top" "$name"
