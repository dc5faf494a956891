#!/usr/bin/env bash
# Issue 12 on the H200: the split kernel's loop over its two runs kept as a loop (never unrolled; NVIDIA's OpenCL
# compiler given the loop too, where it had the runs written out twice) against the build before it (7c51d40,
# $GEMM_CARRY/kernelscope-before.jar), on split shapes through CUDA (tuned rung plus two SPLIT_REDUCE variants whose
# clamped twins had lost 15-25%) and through NVIDIA OpenCL. Usage (carry from scripts/h100-gemm-carry.sh DIR, plus the
# older jar): GEMM_CARRY=DIR DIR/h200-gemm-split-loop.sh  -> $OUT/split-loop.tar.gz
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/split-loop"
S=8192x48x8192,3000x60x2000,127x4096x4096,64x8192x2048,1024x1024x1024,333x4444x555
V="--variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,SPLIT_REDUCE=1 --variant 10:BM=64,BN=128,WM=32,WN=64,LANES_M=4,SPLIT_REDUCE=1"
for build in before after; do
    jar="$here/kernelscope.jar"
    [[ "$build" == before ]] && jar="$here/kernelscope-before.jar"
    KS_JAR="$jar" OUT="$out/$build" "$here/h100-gemm-e2e.sh" \
        "cuda=gemm --backend cuda --rungs 10 $V --shapes $S --output $out/$build/cuda.json" \
        "opencl=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/$build/opencl.json"
    for f in cuda opencl; do
        python3 "$here/gemm-e2e-tables.py" --candidates "$out/$build/$f.json" > "$out/$build/$f-table.txt" 2>&1
    done
done
for build in before after; do echo "== $build"; cat "$out/$build"/*-table.txt; done | tee "$out/tables.txt"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/split-loop.tar.gz" -C "$top" split-loop
