#!/usr/bin/env bash
# Runs the simulator-validation microbenchmarks on an NVIDIA GPU host (nvcc, cuobjdump): builds latency_hiding.cu,
# counts each kernel's loop SASS, runs every point, and writes environment.txt, sass-counts.json, sass.txt and
# measured.json to $OUT (or ./simulate-results). Usage: bench/simulate/run-h100.sh [DIR_WITH_SOURCES]
set -euo pipefail
src="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"
out="${OUT:-$PWD/simulate-results}"
mkdir -p "$out" /tmp/simulate-build
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,clocks.mem,power.limit,temperature.gpu --format=csv
    nvcc --version | tail -n 2
} > "$out/environment.txt" 2>&1
cat "$out/environment.txt"
nvcc -O3 -arch=sm_90 -lineinfo -o /tmp/simulate-build/latency_hiding "$src/latency_hiding.cu"
cuobjdump -sass /tmp/simulate-build/latency_hiding > "$out/sass.txt"
python3 "$src/sass_loop_counts.py" "$out/sass.txt" > "$out/sass-counts.json"
/tmp/simulate-build/latency_hiding 4096 > "$out/measured.json"
nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu --format=csv >> "$out/environment.txt"
python3 - "$out" <<'PY'
import json, sys
d = json.load(open(sys.argv[1] + "/measured.json"))
c = json.load(open(sys.argv[1] + "/sass-counts.json"))
for name, k in c.items():
    print(name[:40], {x: k[x] for x in k if x != "body"})
print("kernel   alu thr warps regs   cycles   warp-iters/cycle  older-first  exit-spread")
for p in d["points"]:
    print(f'{p["kernel"]:8} {p["alu"]:4} {p["threads"]:4} {p["warpsPerSm"]:5} {p["registers"]:4} {p["cyclesMedian"]:10.0f} '
          f'{p["warpsPerSm"] * p["iters"] / p["cyclesMedian"]:8.4f} {p.get("olderFirstFraction", 0):6.3f} '
          f'{p.get("exitSpreadFraction", 0):7.4f} blocks(api)={p["occupancyApiBlocks"]}/{p["blocksPerSm"]}')
PY
