#!/usr/bin/env bash
# Issue 12's sixth sweep (docs/results/h200/gemm-e2e-6/) on the H200: the 29 shapes of gemm-e2e-5 through CUDA and
# then through NVIDIA's OpenCL (with CLBlast) back to back in one call, the OpenCL run's "% of CUDA" against the CUDA
# run just before it (one process cannot hold both backends: --backend picks one per process). In two calls of about
# half the shapes each (PART 1: the large ones, where CLBlast's calls take milliseconds; PART 2: the rest), PART 2
# with a step of skinny candidates (64x128 tiles with more groups per SM, a register ring, a cp.async ring, 128x64
# tiles, 64x32 waves) beside the tuned rung on four skinny shapes.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h200-gemm-e2e6.sh 1|2
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
part="${1:?PART: 1 or 2}"
out="${OUT:-$PWD/gemm-results}/r$part"
case "$part" in
    1) S=4096x4096x4096,4097x4097x4097,8192x8192x8192,8192x1024x4096,1024x8192x4096,8192x200x8192,512x512x32768
       S=$S,8192x8192x128,4096x4096x4096:col:NT,3000x2000x1000:col:TT ;;
    2) S=256x256x256,512x512x512,1000x1000x1000,1024x1024x1024,2048x2048x2048,4096x127x4096,127x4096x4096
       S=$S,64x8192x2048,2048x2048x128,1000x1000x200,1800x2000x120,1536x1536x96,2000x2000x64,3000x1300x96
       S=$S,333x4444x555,640x480x320,2000x3000x500,1024x1024x1024:row:TN,2000x1500x700:col:NN ;;
    *) echo "PART must be 1 or 2, not '$part'" >&2; exit 2 ;;
esac
steps=("sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json"
       "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $S --output $out/opencl.json")
if [[ "$part" == 2 ]]; then
    T=BM=64,BN=128,WM=32,WN=64,LANES_M=4
    V=(--variant 10:$T,STAGES=1,OVERLAP_BARRIER=1,MIN_GROUPS=4 --variant 10:$T,STAGES=2,OVERLAP_BARRIER=0
       --variant 10:$T,STAGES=3,OVERLAP_BARRIER=0,ASYNC_COPY=1
       --variant 10:BM=128,BN=64,WM=64,WN=32,LANES_M=8,STAGES=1,OVERLAP_BARRIER=1
       --variant 10:BM=64,BN=128,WM=64,WN=32,LANES_M=8,STAGES=1,OVERLAP_BARRIER=1)
    steps+=("skinny=gemm --backend cuda --rungs 10 ${V[*]} --shapes 127x4096x4096,4096x127x4096,64x8192x2048,8192x96x8192 --output $out/skinny.json")
fi
OUT="$out" "$here/h100-gemm-e2e.sh" "${steps[@]}"
[[ -f "$out/skinny.json" ]] && python3 "$here/gemm-e2e-tables.py" --candidates "$out/skinny.json" > "$out/skinny.txt" 2>&1
for f in "$out"/*.json "$out"/*.jsonl; do [[ -f "$f" ]] && gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r$part.tar.gz" -C "$(dirname "$out")" "r$part"
