#!/usr/bin/env bash
# A next H200 call for issue 12: candidates29 found the narrow-32 / skinny-32 tiles (the one whose 32 lies along C's
# short side) ahead of gemv.cl on all nine 17-32-wide calls read along K it drew (K no multiple of 16, matrices of
# 1.4-4.0 million floats). These 20 calls, drawn by scripts/gemm-draw-vector-widths.py (seed 20261212),
# ask where that stops: A, K no multiple of 16 and a matrix below 2^20 floats (8 calls); B, K no
# multiple of 16 and 2^22 floats or more, outside narrow-tail (6); C, K a multiple of 16 below 2^22 (6). One step per
# orientation, the database's choice beside the tile, one process each.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-gemm-steps.sh):
#   DEST/h200-gemm-candidates29b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=candidates29b; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
NARROW=26x828x394:col:NN,25x387x2333:col:NN,426x18x98:row:NN,27x354x857:col:NN,248x25x2894:row:NN
NARROW=$NARROW,2627x27x7322:row:NN,565x17x8845:row:NN,1060x24x6406:row:NT,967x18x7743:row:NT,1889x26x4462:row:NN
NARROW=$NARROW,228x27x2304:row:NT,20x402x2448:col:NN,411x21x1040:row:NT,506x31x2320:row:NT
SKINNY=17x258x1974:row:TT,225x27x4495:col:TN,134x20x4628:col:TN,21x1563x3373:row:TT,2020x32x1472:col:TT
SKINNY=$SKINNY,996x19x3776:col:TN
step narrow 150 gemm --backend cuda --rungs 10 --shapes $NARROW --output "$out/narrow/narrow.json" \
    --variant 10:BM=64,BN=32,BK=16,WM=32,WN=32,LANES_M=4
step skinny 90 gemm --backend cuda --rungs 10 --shapes $SKINNY --output "$out/skinny/skinny.json" \
    --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4
for name in narrow skinny; do
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz > "$out/$name/candidates.md" 2>&1
    tar -czf "$top/$tag-$name-candidates.tar.gz" -C "$out" "$name/candidates.md"
    cut -c1-118 "$out/$name/candidates.md" | grep -v "^=="
done
