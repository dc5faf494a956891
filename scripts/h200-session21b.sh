#!/usr/bin/env bash
# Session 21's second H200 call: rung 10 --variant tiles beside the database's choice, through CUDA, on the classes
# the first call (h200-session21.sh) found weak, each on shapes it was not drawn from: B-transposed calls of M 33-64,
# narrow-32 (and the vector class's N of 20-28 run as tiles), deep-k, and narrow calls with A transposed.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST): DEST/h200-session21b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21b"; mkdir -p "$out"
t0=$(date +%s)
BT=33x4096x4096:row:NT,48x1024x4096:row:NT,64x8192x8192:row:NT,50x3000x1000:row:NT,48x4096x2048:row:TT
BT=$BT,5000x40x3000:col:TN,60x6000x2000:row:NT,40x6000x3000:row:NT,48x8192x2048:row:NT,64x4096x4096:row:NT
N32=2000x32x6000,8192x32x8192,3000x32x4096,4096x32x4096:row:TN,4096x32x4100:row:TN,6000x30x5000,10000x32x2048
N32=$N32,4096x24x4096:row:TN,2048x32x2048:col:NN,3000x24x2000,5000x28x3000,3000x28x5000,8192x24x4096
N32=$N32,2000x28x4096,6000x28x3000,7000x24x2500,4096x20x4096
DEEP=64x64x8192,128x128x16384,128x128x10004,96x96x6004,80x300x4100:col:NN,200x160x4004,100x100x12288
NTN=2048x36x2048:row:TN,2048x40x3000:row:TN,3000x48x3000:row:TN,1500x60x4000:row:TN,2048x36x2048
NTN=$NTN,2000x48x2000:row:TN,3000x48x3000
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 560 bash "$here/h100-gemm-e2e.sh" \
    "bt=gemm --backend cuda --rungs 10 --shapes $BT --output $out/cuda/bt.json
        --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64 --variant 10:BM=64,BN=128,BK=8,WM=64,WN=64,PART_SLICES=0
        --variant 10:BM=64,BN=128,BK=16,WM=64,WN=64 --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64,PART_SLICES=4" \
    "n32=gemm --backend cuda --rungs 10 --shapes $N32 --output $out/cuda/n32.json
        --variant 10:BM=64,BN=32,BK=16,WM=32,WN=32 --variant 10:BM=128,BN=32,BK=16,WM=32,WN=32
        --variant 10:BM=64,BN=32,BK=32,WM=32,WN=32 --variant 10:BM=128,BN=32,BK=32,WM=32,WN=32" \
    "deep=gemm --backend cuda --rungs 10 --shapes $DEEP --output $out/cuda/deep.json
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,PART_SLICES=16
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,PART_SLICES=4
        --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,PART_SLICES=8
        --variant 10:BM=32,BN=32,BK=16,WM=32,WN=32,PART_SLICES=8
        --variant 10:BM=32,BN=64,BK=32,WM=32,WN=32,PART_SLICES=4" \
    "ntn=gemm --backend cuda --rungs 10 --shapes $NTN --output $out/cuda/ntn.json
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32 --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32
        --variant 10:BM=128,BN=64,BK=16,WM=32,WN=32 --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32
        --variant 10:BM=128,BN=32,BK=16,WM=32,WN=32" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
for f in bt n32 deep ntn; do
    echo "== $f"
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/cuda/$f.json.gz" 2>&1 | sed 's/ SK1//; s/ok True//' | cut -c1-120
done
tar -czf "$top/session21b.tar.gz" -C "$top" session21b
