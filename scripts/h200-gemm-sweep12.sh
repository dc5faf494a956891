#!/usr/bin/env bash
# Issue 12's twelfth sweep (docs/results/h200/gemm-e2e-12/) on the H200, after session 16's changes (classes
# skinny-few and narrow-few, PART_SLICES=8, the reduce kernel's finer groups, gemv.cl's slices no longer rounded up
# below one group per SM, widths 29-32 read along K in narrow-32's tiles): the eleventh sweep's 69 shapes plus the shapes
# session 16 measured its changes on, end to end against the vendor BLAS in the same process, with the conformance suite.
# One backend per call (the device tool's 10 minutes): cuda (cuBLAS) or opencl (NVIDIA OpenCL, CLBlast).
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-sweep12.sh cuda|opencl
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
backend="${1:?cuda or opencl}"
top="${OUT:-$PWD/gemm-results}"
out="$top/$backend"
V=4096x1x4096,1x4096x4096,2048x1x2048:col:NN,8192x1x8192,1x8192x8192,1000x1x1000,1x1x65536,4096x2x4096,4096x8x4096
V=$V,8x4096x4096,4096x12x4096,4096x16x4096,16x4096x4096,8192x16x8192,16x8192x8192,1024x16x1024,3000x12x2000
V=$V,12x3000x2000,4096x16x4096:row:TN,2048x16x2048:col:NN,2000x32x6000,8192x32x8192,3000x24x2000,4096x20x4096
V=$V,1024x32x1024,3000x1x3000,1024x1x16384
T=32x2000x6000,24x3000x2000,32x4096x4096,20x8192x8192
B=4096x4096x4096,4097x4097x4097,8192x8192x8192,8192x1024x4096,1024x8192x4096,8192x200x8192,512x512x32768
B=$B,8192x8192x128,4096x4096x4096:col:NT,3000x2000x1000:col:TT
S=256x256x256,512x512x512,1000x1000x1000,1024x1024x1024,2048x2048x2048,4096x127x4096,127x4096x4096
S=$S,64x8192x2048,2048x2048x128,1000x1000x200,1800x2000x120,1536x1536x96,2000x2000x64,3000x1300x96
S=$S,333x4444x555,640x480x320,2000x3000x500,1024x1024x1024:row:TN,2000x1500x700:col:NN
S=$S,100x5000x3000,5000x100x3000,4096x64x4096,8192x96x8192
S=$S,3000x60x2000,60x3000x2000,8192x48x8192,64x4096x4096,40x6000x3000
# session 16: the shapes its changes were measured on, and others of the changed classes
N=3000x32x4096,2000x28x4096,64x64x8192,48x1024x4096,128x128x16384,256x256x16384,32x2000x6000:row:NT
N=$N,2560x40x4096,1024x56x2048,48x768x1024,2048x36x2048:row:TN,32x2000x3000,4096x32x4096:row:TN,6000x28x3000
case "$backend" in
    cuda) OUT="$out" timeout -s KILL 540 "$here/h100-gemm-e2e.sh" \
        "sweep=gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S,$N --output $out/sweep.json" \
        "check=gemm --check --backend cuda --rungs 10" ;;
    opencl) OUT="$out" timeout -s KILL 540 "$here/h100-gemm-e2e.sh" \
        "sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $V,$T,$B,$S,$N --output $out/sweep.json" \
        "check=gemm --check --backend opencl --device NVIDIA --rungs 10" ;;
    *) echo "a backend is cuda or opencl, not '$backend'" >&2; exit 2 ;;
esac
for f in "$out"/*.json; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/$backend.tar.gz" -C "$top" "$backend"
