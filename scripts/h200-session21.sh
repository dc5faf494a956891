#!/usr/bin/env bash
# Session 21's first H200 call: candidates for the shapes still below 90% of cuBLAS. PanelSweep's K slice counts for
# the matrix-panel kernel on N of 20-28 (6000x28x3000 fills 192 of 264 group slots: a partial wave), and rung 10
# --variant tiles beside the database's choice for B-transposed skinny calls, deep-k and narrow A-transposed calls.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, which also builds tools-panel.jar):
#   DEST/h200-session21.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21"; mkdir -p "$out"
t0=$(date +%s)
mkdir -p /tmp/ks-runtime && [[ -x /tmp/ks-runtime/bin/java ]] \
    || tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
PANEL=6000x28x3000,3000x24x2000,4096x20x4096,5000x28x3000,7000x24x2500,3000x28x5000,2000x28x4096,8192x24x4096
timeout -s KILL 200 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
    -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep "$PANEL" \
    p,p/1+last,p/2+last,p/3+last,p/4+last,p/6+last,p/8+last,p/12+last,p/4+sum cuda \
    > "$out/panel-slices.txt" 2> "$out/panel-slices.progress"
echo "panel: exit $? after $(( $(date +%s) - t0 )) s"
NT=40x6000x3000:row:NT,48x8192x2048:row:NT,64x4096x4096:row:NT,36x5000x4000:row:NT,56x3000x3000:row:NT
NT=$NT,64x2000x8192:row:NT
DEEP=64x64x8192,128x128x16384,128x128x10004,96x96x6004,80x300x4100:col:NN,200x160x4004,100x100x12288
NARROW=2048x36x2048:row:TN,4096x32x4100:row:TN,3000x32x4096,2048x40x3000:row:TN,6000x28x3000
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 360 bash "$here/h100-gemm-e2e.sh" \
    "nt=gemm --backend cuda --rungs 10 --shapes $NT --output $out/cuda/nt.json
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32 --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64
        --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32 --variant 10:BM=64,BN=256,BK=16,WM=64,WN=64,PART_SLICES=0
        --variant 10:BM=64,BN=128,BK=8,WM=64,WN=64,PART_SLICES=0" \
    "deep=gemm --backend cuda --rungs 10 --shapes $DEEP --output $out/cuda/deep.json
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,PART_SLICES=16
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,PART_SLICES=4
        --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,PART_SLICES=8
        --variant 10:BM=32,BN=32,BK=16,WM=32,WN=32,PART_SLICES=8
        --variant 10:BM=32,BN=64,BK=32,WM=32,WN=32,PART_SLICES=4" \
    "narrow=gemm --backend cuda --rungs 10 --shapes $NARROW --output $out/cuda/narrow.json
        --variant 10:BM=64,BN=32,BK=16,WM=32,WN=32 --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32
        --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32 --variant 10:BM=128,BN=32,BK=16,WM=32,WN=32
        --variant 10:BM=64,BN=32,BK=32,WM=32,WN=32" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
cat "$out/panel-slices.txt" | cut -c1-120
for f in nt deep narrow; do
    echo "== $f"
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/cuda/$f.json.gz" 2>&1 | cut -c1-150
done
