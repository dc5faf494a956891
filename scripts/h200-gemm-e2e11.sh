#!/usr/bin/env bash
# Issue 12's eleventh sweep (docs/results/h200/gemm-e2e-11/) on the H200, after gemv_rows began reading float4 with K
# whole where its groups cover half the SMs and the skinny-32 class (M <= 32) got 32x64 tiles: every shape of the tenth
# sweep (its 25 vector shapes and the eighth sweep's 40) and six more of the changed classes, through CUDA with the
# conformance suite; the vector and skinny-32 shapes through NVIDIA OpenCL (with CLBlast); then the register-fused
# stencil's new entry against the one before (scripts/h200-stencil-multipass.sh, box3x4 at 8192^2 and 3840x2160).
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR plus h200-stencil-multipass.sh copied into it):
#   GEMM_CARRY=DIR DIR/h200-gemm-e2e11.sh   -> $OUT/e2e11.tar.gz, $OUT/stencil-multipass.tar.gz
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
out="$top/e2e11"
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
OUT="$out" timeout -s KILL 420 "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S --output $out/sweep.json" \
    "check=gemm --check --backend cuda --rungs 10" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $V,$T --output $out/opencl.json"
for f in "$out"/*.json; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "$top/e2e11.tar.gz" -C "$top" e2e11
f="register-fused:GROUP_Y=1;AHEAD=4"
CARRY="$here" CHECK=0 CAP=130 STAGE=17 SIZES=8192x8192,3840x2160 FILTERS=box3x4 V="tuned,$f,$f;MIN_GROUPS=20" \
    timeout -s KILL 140 bash "$here/h200-stencil-multipass.sh" | tail -30
