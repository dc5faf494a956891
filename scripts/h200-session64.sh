#!/usr/bin/env bash
# Session 64's first H200 call (issue 12): tiles whose short side is no power of two. Every tuned entry's tiles are
# 32, 64, 128 or 256 wide, so a call whose short side is 65-96 pads it to 128 (N = 82: 64% of the tile computes what
# lands in C) and one of 129-192 to 256. Four sets of calls drawn by scripts/gemm-draw-class.py (seeds 20261203-6, the
# short side of the row-major product in 65-96 or 129-192, along N or along M), each beside candidates in 96- or
# 192-wide tiles, kernel-only and end to end against cuBLAS in the same process.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session64.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call1
N96=66x17306x142:col:TT,67x548x731:col:NN,73x9482x805:col:NN,88x353x520:col:TN,73x2278x2352:col:NT
N96+=,2049x68x451:row:TT,69x1345x1797:col:TN,79x4588x119:col:NT,25482x85x247:row:NT,546x85x1711:row:TN
N96+=,82x10081x149:col:TN,82x1377x3257:col:NT,1512x82x771:row:TN
M96=1664x81x783:col:TT,92x26288x146:row:NT,24824x79x156:col:NN,4199x79x159:col:NN,72x4533x371:row:NN
M96+=,79x21199x64:row:NN,14447x79x190:col:TN,19075x68x5973:col:NN,78x15457x2907:row:NN,72x856x165:row:TN
N192=152x530x71:col:TN,159x1064x2675:col:TN,8343x136x72:row:TN,134x1276x5498:col:NN,18118x139x1267:row:NN
N192+=,161x725x623:col:NT,6145x175x504:row:TT,135x1121x1981:col:NN
M192=665x163x1996:col:TN,185x2449x195:row:TN,1861x157x1130:col:TT,191x9443x641:row:NT,190x983x1486:row:TN
M192+=,28482x129x1776:col:TT,143x4126x3590:row:NT,7009x173x1317:col:TT,5222x164x786:col:NN
args=(gemm --backend cuda --rungs 10 --repetitions 10 --quiet)
step n96 170 "${args[@]}" --shapes "$N96" --output "$out/n96/n96.json" \
    --variant 10:BM=128,BN=96,BK=16,WM=32,WN=96,LANES_M=4 \
    --variant 10:BM=64,BN=96,BK=16,WM=32,WN=96,LANES_M=4 \
    --variant 10:BM=64,BN=96,BK=24,WM=32,WN=32,LANES_M=4
step m96 140 "${args[@]}" --shapes "$M96" --output "$out/m96/m96.json" \
    --variant 10:BM=96,BN=128,BK=24,WM=32,WN=64,LANES_M=4 \
    --variant 10:BM=96,BN=64,BK=16,WM=96,WN=32,LANES_M=4 \
    --variant 10:BM=96,BN=64,BK=24,WM=32,WN=32,LANES_M=4
step n192 110 "${args[@]}" --shapes "$N192" --output "$out/n192/n192.json" \
    --variant 10:BM=64,BN=192,BK=24,WM=32,WN=64,LANES_M=4 \
    --variant 10:BM=128,BN=192,BK=24,WM=64,WN=64,LANES_M=4
step m192 110 "${args[@]}" --shapes "$M192" --output "$out/m192/m192.json" \
    --variant 10:BM=192,BN=64,BK=24,WM=64,WN=32,LANES_M=4 \
    --variant 10:BM=192,BN=128,BK=24,WM=64,WN=64,LANES_M=4
for name in n96 m96 n192 m192; do
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz > "$out/$name/candidates.md" 2>&1
    cp "$out/$name/candidates.md" "$top/$tag-$name-candidates.md"
    cut -c1-150 "$out/$name/candidates.md" | grep -v "^=="
done
echo "call: $(( $(date +%s) - start )) s"
