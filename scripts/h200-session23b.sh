#!/usr/bin/env bash
# Session 23's second H200 call: rung 10 with SLICED_K (sets of waves sharing each slice's k steps, summed through
# local memory) beside the class entries on the shapes furthest behind cuBLAS: deep-k (few small tiles, long K),
# narrow-few-at (A transposed), narrow-32, narrow-tail and skinny-bt. A --variant applies on top of the device's
# general entry (128x256x8), so each names its tiles in full.
# Usage (repository root; carry: scripts/h100-verify-carry.sh DEST, plus this script): DEST/h200-session23b.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session23b"; mkdir -p "$out"
t0=$(date +%s)
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
K="$C/bundle/kernelscope"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$out/gpu.txt" 2>&1
DK=128x128x16384,128x128x10004,64x64x8192,96x96x6004,80x300x4100:col:NN,200x160x4004,100x100x12288,256x128x8192
timeout -s KILL 240 "$K" gemm --backend cuda --rungs 10 --shapes $DK --output "$out/deepk.json" \
    --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,SLICED_K=4 --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,SLICED_K=2 \
    --variant 10:BM=32,BN=64,BK=32,WM=32,WN=32,SLICED_K=4 --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,SLICED_K=2 \
    --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,SLICED_K=2 --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64,SLICED_K=2 \
    > "$out/deepk.txt" 2> "$out/deepk.progress"
echo "deepk: exit $? after $(( $(date +%s) - t0 )) s"
NA=1200x64x3000:row:TN,2800x48x1600:row:TN,2048x40x3000:row:TN
timeout -s KILL 100 "$K" gemm --backend cuda --rungs 10 --shapes $NA --output "$out/nfat.json" \
    --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,SLICED_K=2 --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,SLICED_K=4 \
    > "$out/nfat.txt" 2> "$out/nfat.progress"
echo "nfat: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 100 "$K" gemm --backend cuda --rungs 10 --shapes 3000x32x4096,2000x32x6000 --output "$out/n32.json" \
    --variant 10:BM=64,BN=32,BK=16,WM=32,WN=32,SLICED_K=2 --variant 10:BM=64,BN=32,BK=32,WM=32,WN=32,SLICED_K=4 \
    > "$out/n32.txt" 2> "$out/n32.progress"
echo "n32: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 100 "$K" gemm --backend cuda --rungs 10 --shapes 2500x18x6004,4000x20x5000 --output "$out/ntail.json" \
    --variant 10:BM=128,BN=32,BK=32,WM=32,WN=32,SLICED_K=2 --variant 10:BM=64,BN=32,BK=32,WM=32,WN=32,SLICED_K=4 \
    > "$out/ntail.txt" 2> "$out/ntail.progress"
echo "ntail: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 100 "$K" gemm --backend cuda --rungs 10 --shapes 48x8192x2048:row:NT,100x5000x3000:row:NT \
    --output "$out/sbt.json" --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64,SLICED_K=2,PART_SLICES=4 \
    > "$out/sbt.txt" 2> "$out/sbt.progress"
echo "sbt: exit $? after $(( $(date +%s) - t0 )) s"
gzip -f "$out"/*.json 2>/dev/null
tar -czf "$top/session23b.tar.gz" -C "$top" session23b
for f in deepk nfat n32 ntail sbt; do grep -i "error\|refuse\|exception" "$out/$f.txt" "$out/$f.progress" | head -3; done
