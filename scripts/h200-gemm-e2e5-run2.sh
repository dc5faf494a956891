#!/usr/bin/env bash
# Issue 12's fifth sweep, second call (docs/results/h200/gemm-e2e-5/, run2), on the H200, the committed code: the
# tuned rung end to end and kernel-only against cuBLAS over 29 shapes (squares 256-8192 with tile non-multiples,
# tall, wide, skinny, K from 64 to 32768, short K, column-major and transposed), its conformance through CUDA and
# through NVIDIA's OpenCL, then the same sweep through NVIDIA's OpenCL (against CLBlast where the carry holds it).
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-e2e5-run2.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}/r2"
S=256x256x256,512x512x512,1000x1000x1000,1024x1024x1024,2048x2048x2048,4096x4096x4096,4097x4097x4097
S=$S,8192x8192x8192,8192x1024x4096,1024x8192x4096,4096x127x4096,127x4096x4096,8192x200x8192,64x8192x2048
S=$S,512x512x32768,2048x2048x128,8192x8192x128,1000x1000x200,1800x2000x120,1536x1536x96,2000x2000x64
S=$S,3000x1300x96,333x4444x555,640x480x320,2000x3000x500,4096x4096x4096:col:NT,3000x2000x1000:col:TT
S=$S,1024x1024x1024:row:TN,2000x1500x700:col:NN
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json" \
    "check=gemm --backend cuda --check --rungs 10" \
    "opencl-check=gemm --backend opencl --device NVIDIA --check --rungs 10" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json"
for f in check opencl-check; do
    echo "$f: $(grep -c '^pass' "$out/$f.progress") passed, $(grep -c '^FAIL' "$out/$f.progress") failed"
    grep '^FAIL' "$out/$f.progress" | head -5
done
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r2.tar.gz" -C "$(dirname "$out")" r2
