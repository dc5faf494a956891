#!/usr/bin/env bash
# Session 28's second candidates call for issue 12, on shapes drawn at random (seed 20261209) in the two regions the
# session's new class rules move: skinny and narrow calls (short side 33-64, long side 300-3072, K no multiple of 16)
# in the skinny/narrow entries' 256-long tiles against the few-tiles classes' 32x64x16 (FEW_TILES_ANY_K_SPAN moves
# those up to 1024 long), and small calls of M N 3-5 x 2^18 with a side of 416 or less (now small-few) or above it
# (still small) in the small entry's tiles against small-few's. Each shape runs the tuned rung and both tilings in one
# process. Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and
# h200-gemm-steps.sh): DEST/h200-gemm-candidates28b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=candidates28b; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
NARROW=425x60x671:row:NN,54x458x2743:col:NT,550x40x1223:row:NN,565x45x1883:row:TT,1089x45x1242:row:NT
NARROW=$NARROW,1341x64x1469:row:TN,38x1617x3402:col:TT,1684x57x3867:row:TN,2176x64x2462:row:NN,53x2398x2369:col:TN
NARROW=$NARROW,2552x49x1684:row:NT,38x2684x1475:col:TN
SKINNY=54x458x2743:row:NN,565x45x1883:col:NN,714x39x3782:col:NT,822x52x3277:col:NT,57x1164x1560:row:NN
SKINNY=$SKINNY,1341x64x1469:col:NT,48x1406x2028:row:NN,36x1902x724:row:TN,2176x64x2462:col:NN,64x2297x1355:row:TN
SMALL=7107x179x382:row:NT,2617x316x1018:col:NT,3891x278x858:row:TT,408x2283x948:row:TN,7156x151x761:row:NT
SMALL=$SMALL,234x3436x1201:row:TN,321x2480x884:col:NT,6530x173x792:row:NT,6552x184x731:col:NN,313x3116x465:row:TT
SMALL=$SMALL,505x1664x1038:col:TT,844x1116x305:col:TN,2178x524x515:row:NT,1485x706x485:col:NN,2404x449x688:row:NN
SMALL=$SMALL,1474x743x499:row:NT
FEW=BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4
step narrow 110 gemm --backend cuda --rungs 10 --shapes $NARROW --output "$out/narrow/narrow.json" \
    --variant 10:BM=256,BN=64,BK=8,WM=64,WN=64,LANES_M=4,PART_SLICES=0 --variant 10:$FEW
step skinny 100 gemm --backend cuda --rungs 10 --shapes $SKINNY --output "$out/skinny/skinny.json" \
    --variant 10:BM=64,BN=256,BK=8,WM=64,WN=64,LANES_M=4,PART_SLICES=0 --variant 10:$FEW
step small 150 gemm --backend cuda --rungs 10 --shapes $SMALL --output "$out/small/small.json" \
    --variant 10:BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4,PART_SLICES=0,SPLIT_REDUCE=0 \
    --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4
for name in narrow skinny small; do
    records=$(ls "$out/$name/"*.json.gz 2>/dev/null || ls "$out/$name/"*.partial.jsonl 2>/dev/null)
    python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/$name/candidates.md" 2>&1
    tar -czf "$top/$tag-$name-candidates.tar.gz" -C "$out" "$name/candidates.md"
    cut -c1-118 "$out/$name/candidates.md" | grep -v "^=="
done
