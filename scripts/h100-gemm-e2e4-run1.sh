#!/usr/bin/env bash
# Issue 12's fourth sweep, first call (docs/results/h100/gemm-e2e-4.md, run1): (1) why the short-k entry computed wrong
# results through NVIDIA OpenCL: the PTX NVIDIA's OpenCL compiler makes of the split kernel's fences, before and after
# DEVICE_FENCE, and tools/gemmrace/SplitPartsCheck (every element of many runs) on both kernel sources; (2) the tuned
# rung as committed on the shapes below 90% of cuBLAS, their neighbours and controls (the "before" table); (3) tile,
# slice-depth and split candidates on them (--variant, on top of the sm_90 general entry).
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR plus tools-gemmrace.jar and old-kernel/):
#   GEMM_CARRY=DIR DIR/h100-gemm-e2e4-run1.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
carry="${GEMM_CARRY:-$here}"
out="${OUT:-$PWD/gemm-results}/r1"
mkdir -p "$out"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
java=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g)
tool="$carry/kernelscope.jar:$carry/lib/*:$carry/tools-gemmrace.jar"
SHORTK="-DBM=32 -DBN=64 -DBK=8 -DWM=16 -DWN=64 -DLANES_M=2 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1
 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMIN_GROUPS=4 -DMAX_REGISTERS=0 -DCLAMP_EDGES=1 -DSTREAM_K=1"
export OCL_ICD_FILENAMES=libnvidia-opencl.so.1
# (1a) the split kernel's fences as NVIDIA's OpenCL compiles them
for src in old new; do
    file="$carry/old-kernel/dev/kernelscope/kernels/gemm/10_tuned.cl"
    [[ $src == new ]] && file="$carry/kernels/10_tuned.cl"
    # shellcheck disable=SC2086
    timeout 60 python3 "$carry/opencl_ptx.py" "$out/ptx-$src" "$file" $SHORTK > /dev/null 2>&1; echo "ptx $src: exit $?"
    echo "$src: $(grep -c 'membar' "$out/ptx-$src.ptx" 2>/dev/null) membar lines: $(grep -o 'membar[.a-z]*\|fence[.a-z_]*' "$out/ptx-$src.ptx" 2>/dev/null | sort | uniq -c | tr '\n' ' ')" | tee -a "$out/fences.txt"
done
gzip -f "$out"/ptx-*.ptx
# (1b) many runs of the short-k entry through NVIDIA OpenCL, every element compared: old kernel, new kernel, no split
S1=1500x1300x96,2000x2000x64,1536x1536x96
{
    timeout 120 "${java[@]}" -cp "$carry/old-kernel:$tool" SplitPartsCheck opencl "" short-k 200 1 ${S1//,/ }
    timeout 120 "${java[@]}" -cp "$tool" SplitPartsCheck opencl "" short-k 200 1 ${S1//,/ }
    timeout 60 "${java[@]}" -cp "$carry/old-kernel:$tool" SplitPartsCheck opencl "" short-k 100 0 1500x1300x96
    timeout 60 "${java[@]}" -cp "$tool" SplitPartsCheck cuda "" short-k 100 1 1500x1300x96
} 2>&1 | grep -v WARNING | tee "$out/split-parts.txt"
unset OCL_ICD_FILENAMES
# (2), (3) timings through CUDA
SK=1000x1000x200,1200x1000x128,2000x2000x64,1536x1536x96,1024x2048x128,1800x2000x120,3000x1300x96,1000x3000x32
SK=$SK,2048x2048x128,768x768x768,1000x1000x1000,1024x1024x1024
SKINNY=127x4096x4096,4096x127x4096,64x8192x2048,333x4444x555
SMALL=10:BM=64,BN=128,WM=32,WN=64
TINY=10:BM=32,BN=64,WM=16,WN=64,LANES_M=2,MIN_GROUPS=4
Q=10:BM=64,BN=64,WM=32,WN=64,LANES_M=4
R=10:BM=64,BN=64,WM=32,WN=32,LANES_M=4
V=(--variant $SMALL --variant $SMALL,STREAM_K=0 --variant $SMALL,BK=16 --variant $TINY,BK=8 --variant $TINY,BK=8,STREAM_K=0
   --variant $TINY,BK=8,STAGES=2,OVERLAP_BARRIER=0 --variant $TINY,BK=16 --variant $TINY,BK=32 --variant $Q,BK=8
   --variant $Q,BK=8,STREAM_K=0 --variant $Q,BK=16 --variant $R,BK=8 --variant $R,BK=16)
VS=(--variant $SMALL --variant $SMALL,STREAM_K=0 --variant $SMALL,BK=16 --variant $TINY,BK=16 --variant $Q,BK=8
    --variant $Q,BK=16 --variant $R,BK=8 --variant $R,BK=16)
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "before=gemm --backend cuda --rungs 10 --shapes $SK,$SKINNY,4096x4096x4096,512x512x512 --output $out/before.json" \
    "cand=gemm --backend cuda --rungs none ${V[*]} --shapes $SK --output $out/cand.json" \
    "skinny=gemm --backend cuda --rungs none ${VS[*]} --shapes $SKINNY --output $out/skinny.json" \
    "k40=gemm --backend cuda --rungs none --variant $TINY,BK=40 --variant $SMALL,BK=40 --variant $Q,BK=40 --shapes 1000x1000x200,1000x1500x200 --output $out/k40.json"
python3 - "$out" <<'PY' 2>&1 | tee "$out/short-table.txt"
import json, sys, os
for name in ("before", "cand", "skinny", "k40"):
    path = os.path.join(sys.argv[1], name + ".json")
    if not os.path.exists(path):
        print(name, "missing"); continue
    print("==", name)
    for s in json.load(open(path))["sizes"]:
        v = s["vendor"]["medianNs"] / 1e6
        for r in s["rungs"]:
            p = r.get("parameters", {})
            tag = "tuned[%s]" % r.get("shapeClass") if not r["label"].startswith("10 tuned [") else \
                "%dx%dx%d W%dx%d S%d SK%d" % (p["BM"], p["BN"], p["BK"], p["WM"], p["WN"], p["STAGES"], p["STREAM_K"])
            ok = r.get("verification", {}).get("passed")
            print(f'{s["m"]}x{s["n"]}x{s["k"]} {tag:34s} kern {r.get("percentOfVendor", 0):6.1f} e2e '
                  f'{r.get("percentOfVendorEndToEnd", 0):6.1f} ms {r.get("totalMedianNs", 0)/1e6:.4f}/{v:.4f} '
                  f'regs {r["resources"]["registersPerThread"]} g/u {r["occupancy"]["modelGroupsPerUnit"]} ok {ok}')
PY
for f in "$out"/*.json; do gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r1.tar.gz" -C "$(dirname "$out")" r1
