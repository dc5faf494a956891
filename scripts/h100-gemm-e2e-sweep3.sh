#!/usr/bin/env bash
# Issue 12's third sweep on the H100 (docs/results/h100/gemm-e2e-3/): conformance of every rung (the transposed twins
# and the short-k class included), --explain, the end-to-end sweep through CUDA (the 33 shapes of the second sweep and
# six more: transposes read in place, short K), candidates for the short-k and skinny classes in one process, then
# the sweep through NVIDIA's OpenCL; each a step of scripts/h100-gemm-e2e.sh, all output packed into one archive.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR scripts/h100-gemm-e2e-sweep3.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}/r"
S=256x256x256,512x512x512,1000x1000x1000,1024x1024x1024,2048x2048x2048,3000x3000x3000,4096x4096x4096
S=$S,4097x4097x4097,8192x8192x8192,8192x1024x4096,1024x8192x4096,16384x2048x1024,4096x127x4096,127x4096x4096
S=$S,8192x200x8192,64x8192x2048,512x512x32768,1024x1024x16384,2048x2048x128,8192x8192x128,4096x4096x256
S=$S,4096x4096x4096:col:NT,2048x2048x2048:row:TN,3000x2000x1000:col:TT,1024x1024x1024:col:NT,4096x4096x4096:col:NN
S=$S,200x200x200,768x768x768,1536x1536x96,2000x3000x500,640x480x320,2500x1200x3000,333x4444x555
S=$S,2048x2048x2048:col:NT,1024x1024x1024:row:TN,3000x2000x1000:row:NT,1000x1000x200,2000x2000x64,1200x1000x128
SHORTK=1536x1536x96,2000x2000x64,1200x1000x128,3000x1300x96,1024x2048x128,1800x2000x120,1000x3000x32
SKINNY=4096x127x4096,127x4096x4096,64x8192x2048,8192x96x8192,2000x100x300
COMMON=WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,ASYNC_COPY=0,MAX_REGISTERS=0,STREAM_K=1,CLAMP_EDGES=0
TINY=10:BM=32,BN=64,BK=32,WM=16,WN=64,LANES_M=2,OVERLAP_BARRIER=1,MIN_GROUPS=4,$COMMON
TINY8=10:BM=32,BN=64,BK=8,WM=16,WN=64,LANES_M=2,OVERLAP_BARRIER=1,MIN_GROUPS=4,$COMMON
SMALL=10:BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4,OVERLAP_BARRIER=1,MIN_GROUPS=0,$COMMON
script="$here/h100-gemm-e2e.sh"
[[ -f "$script" ]] || script="$here/../scripts/h100-gemm-e2e.sh"
OUT="$out" "$script" \
    "check=gemm --backend cuda --check" \
    "explain=gemm --backend cuda --explain $S" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "shortk=gemm --backend cuda --rungs 10 --variant $SMALL --variant $TINY --shapes $SHORTK --output $out/shortk-candidates.json" \
    "skinny=gemm --backend cuda --rungs 10 --variant $TINY --variant $TINY8 --shapes $SKINNY --output $out/skinny-candidates.json"
# host time per call by phase (tools/hostcost/GemmHostPhases.java, carried compiled): with CUDA graphs and without
HOST=256x256x256,1024x1024x1024,1024x1024x1024:col:NT,4096x127x4096,4097x4097x4097,3000x2000x1000:col:TT,2048x2048x128
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
carry="${GEMM_CARRY:?}"
for graphs in true false; do
    timeout 120 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Dkernelscope.cuda.graphs=$graphs \
        -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-hostcost.jar" GemmHostPhases cuda ${HOST//,/ } \
        > "$out/host-phases-graphs-$graphs.txt" 2>&1
    echo "== host phases (graphs $graphs): exit $?"; cat "$out/host-phases-graphs-$graphs.txt"
done
OUT="$out/opencl" "$script" \
    "opencl=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl/sweep-opencl.json"
python3 - "$out/sweep.json" <<'PY' 2>&1 | tee "$out/short-table.txt"
import json, math, sys
d = json.load(open(sys.argv[1])); e = []
for s in d["sizes"]:
    r = s["rungs"][0]; e.append(r["percentOfVendorEndToEnd"])
    print(f'{s["m"]}x{s["n"]}x{s["k"]} {s["layout"]} {s["transposes"]} {r["shapeClass"]}: kernel {r["percentOfVendor"]:.1f}'
          f' e2e {r["percentOfVendorEndToEnd"]:.1f} host {r["endToEnd"]["hostNsPerCall"]/1e3:.1f}/{s["vendorEndToEnd"]["hostNsPerCall"]/1e3:.1f}')
print("geomean", round(math.exp(sum(map(math.log, e)) / len(e)), 1), "first 26:", round(math.exp(sum(map(math.log, e[:26])) / 26), 1))
PY
tar -czf "${OUT:-$PWD/gemm-results}/r.tar.gz" -C "$(dirname "$out")" r
