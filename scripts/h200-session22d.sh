#!/usr/bin/env bash
# Session 22's fourth H200 call: the uchar Sobel magnitude's finish without int <-> float conversions (ks_sobel_level:
# the square root is the only quarter-rate instruction left per pixel) against the build before it (its two kernel
# sources ahead of the jar: before.jar), the tuned entry and three other vector shapes, 8192^2 and 3840x2160; the
# quick conformance suite through CUDA; the tuned Sobel through NVIDIA OpenCL.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus DEST/before.jar holding the previous
# dev/kernelscope/kernels/stencil/{stencil_common,06_vector}.cl): DEST/h200-session22d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session22d"; mkdir -p "$out"
t0=$(date +%s)
S='tuned,vector:VEC=8;FMATH=1;GROUP_X=16;GROUP_Y=4,vector:VEC=8;ROWS=8;GROUP_X=16;GROUP_Y=4'
S="$S,vector:VEC=16;GROUP_X=16;GROUP_Y=4"
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 200 bash "$here/h100-gemm-e2e.sh" \
    "after=stencil --backend cuda --filter sobel --type u8 --sizes 8192x8192,3840x2160 --variants $S
        --output $out/cuda/after.json" \
    "check=stencil --check --backend cuda" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
KS_JAR="$here/before.jar:$here/kernelscope.jar" GEMM_CARRY="$here" OUT="$out/before" timeout -s KILL 70 \
    bash "$here/h100-gemm-e2e.sh" "before=stencil --backend cuda --filter sobel --type u8 --sizes 8192x8192,3840x2160
        --variants $S --output $out/before/before.json" > "$out/before-console.txt" 2>&1
echo "before: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 60 bash "$here/h100-gemm-e2e.sh" \
    "opencl-after=stencil --backend opencl --device NVIDIA --filter sobel --type u8 --sizes 8192x8192 --variants tuned
        --output $out/opencl/after.json" > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session22d.tar.gz" -C "$top" session22d
grep -h "passed" "$out"/cuda/check.txt
for f in "$out"/before/before.txt "$out"/cuda/after.txt "$out"/opencl/opencl-after.txt; do
    echo "== $f"; grep -v "^ *$" "$f" | grep -v "roof\|halo:" | cut -c1-130
done
