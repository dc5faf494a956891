#!/usr/bin/env bash
# Session 23's third H200 call: deep-k's entry now 64x64x16 tiles in two sets of waves sharing each slice's k steps
# (SLICED_K=2). The GEMM conformance suite through CUDA and NVIDIA OpenCL with it; the entry on the eight deep-k
# shapes of the second call and nine it never ran, beside four neighbours (parts of 4 and 16 slices, a cp.async ring
# of two copies, 64x64x32 tiles in four sets) and the entry before (32x64x16, one set). A --variant applies on top of
# the device's general entry, so each names its tiles in full.
# Usage (repository root; carry: scripts/h100-verify-carry.sh DEST, plus this script): DEST/h200-session23c.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session23c"; mkdir -p "$out"
t0=$(date +%s)
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
K="$C/bundle/kernelscope"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$out/gpu.txt" 2>&1
timeout -s KILL 100 "$K" gemm --check --backend cuda --rungs 10 > "$out/check-cuda.txt" 2>&1
echo "check cuda: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 100 "$K" gemm --check --backend opencl --device NVIDIA --rungs 10 > "$out/check-opencl.txt" 2>&1
echo "check opencl: exit $? after $(( $(date +%s) - t0 )) s"
DK=128x128x16384,128x128x10004,64x64x8192,96x96x6004,80x300x4100:col:NN,200x160x4004,100x100x12288,256x128x8192
DK=$DK,72x200x6144,48x48x2048,180x180x4096,160x96x10240,100x60x4800:col:NT,128x256x8192,64x128x16384
DK=$DK,120x120x3000:row:TN,90x170x8000:col:TT
timeout -s KILL 300 "$K" gemm --backend cuda --rungs 10 --shapes $DK --output "$out/deepk.json" \
    --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,SLICED_K=2,PART_SLICES=4 \
    --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,SLICED_K=2,PART_SLICES=16 \
    --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,SLICED_K=2,STAGES=2,ASYNC_COPY=1 \
    --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,SLICED_K=4 \
    --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32 > "$out/deepk.txt" 2> "$out/deepk.progress"
echo "deepk: exit $? after $(( $(date +%s) - t0 )) s"
gzip -f "$out"/*.json 2>/dev/null
tar -czf "$top/session23c.tar.gz" -C "$top" session23c
grep -h "passed" "$out"/check-*.txt
grep -i "error\|refuse\|exception" "$out/deepk.txt" "$out/deepk.progress" | head -3
