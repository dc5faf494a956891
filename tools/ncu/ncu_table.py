#!/usr/bin/env python3
# The Nsight Compute metrics the H200 profiling scripts collect and the table they print from ncu's CSV: per kernel its
# grid, group, registers, shared memory, time, SM and memory throughput, occupancy, issue activity, FMA pipe, SM
# imbalance, L2 and DRAM bytes and its three main stall reasons (scripts/h200-gemm-ncu.sh, h200-stencil-ncu.sh).
# Usage: ncu_table.py metrics            (the --metrics list)
#        ncu_table.py table OUT_DIR      (a table of every OUT_DIR/ncu-*.csv, the last launch of each kernel and grid)
import csv
import glob
import os
import sys

STALLS = ["barrier", "long_scoreboard", "short_scoreboard", "mio_throttle", "wait", "math_pipe_throttle",
          "not_selected", "lg_throttle", "membar"]
METRICS = ["gpu__time_duration.sum", "launch__grid_size", "launch__block_size", "launch__registers_per_thread",
           "launch__shared_mem_per_block_static", "launch__shared_mem_per_block_dynamic",
           "launch__waves_per_multiprocessor", "sm__throughput.avg.pct_of_peak_sustained_elapsed",
           "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",
           "sm__warps_active.avg.pct_of_peak_sustained_active", "smsp__issue_active.avg.pct_of_peak_sustained_active",
           "sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active", "sm__cycles_active.avg",
           "sm__cycles_active.max", "dram__bytes.sum", "lts__t_bytes.sum"] + [
           f"smsp__average_warps_issue_stalled_{s}_per_issue_active.ratio" for s in STALLS]


def num(row, key):
    try:
        return float(row.get(key, "").replace(",", ""))
    except ValueError:
        return float("nan")


def table(out):
    for path in sorted(glob.glob(os.path.join(out, "ncu-*.csv"))):
        lines = [line for line in open(path, errors="replace") if line.startswith('"')]
        rows = list(csv.DictReader(lines))[1:]          # the second line holds the units
        print(f"== {os.path.basename(path)[4:-4]}: {len(rows)} kernels profiled")
        print(f"{'kernel':<48} {'grid':>7} {'blk':>4} {'reg':>3} {'smem':>6} {'us':>7} {'SM%':>5} {'mem%':>5}"
              f" {'occ%':>5} {'iss%':>5} {'fma%':>5} {'imbal':>5} {'L2MB':>6} {'DRAMMB':>7}  top stalls (warps per issue)")
        seen = {}
        for r in rows:
            seen[(r.get("Kernel Name", "?"), r.get("launch__grid_size"))] = r   # the last launch: after the warm-up
        for (kernel, grid), r in seen.items():
            smem = num(r, "launch__shared_mem_per_block_static") + num(r, "launch__shared_mem_per_block_dynamic")
            imbal = num(r, "sm__cycles_active.max") / max(num(r, "sm__cycles_active.avg"), 1)
            stalls = sorted(((num(r, f"smsp__average_warps_issue_stalled_{s}_per_issue_active.ratio"), s)
                             for s in STALLS), reverse=True)[:3]
            print(f"{kernel[:48]:<48} {grid:>7} {r.get('launch__block_size', ''):>4}"
                  f" {r.get('launch__registers_per_thread', ''):>3} {smem:>6.0f}"
                  f" {num(r, 'gpu__time_duration.sum') / 1000:>7.1f}"
                  f" {num(r, 'sm__throughput.avg.pct_of_peak_sustained_elapsed'):>5.1f}"
                  f" {num(r, 'gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed'):>5.1f}"
                  f" {num(r, 'sm__warps_active.avg.pct_of_peak_sustained_active'):>5.1f}"
                  f" {num(r, 'smsp__issue_active.avg.pct_of_peak_sustained_active'):>5.1f}"
                  f" {num(r, 'sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active'):>5.1f} {imbal:>5.2f}"
                  f" {num(r, 'lts__t_bytes.sum') / 1e6:>6.1f} {num(r, 'dram__bytes.sum') / 1e6:>7.1f}  "
                  + " ".join(f"{s}={v:.1f}" for v, s in stalls))


if __name__ == "__main__":
    if sys.argv[1] == "metrics":
        print(",".join(METRICS))
    else:
        table(sys.argv[2])
