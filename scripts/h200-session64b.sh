#!/usr/bin/env bash
# Session 64's second H200 call (issue 12): the classes skinny-n-96, short-k-m96 and short-k-n96 (96-wide tiles for a
# short side of 65-96, chosen from call 1) against main before them, in alternating processes (after, then before),
# on calls drawn afresh for each class by scripts/gemm-draw-class.py (seeds 20261207-20261211) and the two calls of
# session 50's sweep the classes take (1512x82x771 TN, 502x66x54 column-major); then, beside the new entries, the
# variants call 1 did not try (skinny-n-96 with LOADS_BEFORE_MATH, short-k-n96 in 128x96 tiles of 8x8 lanes) on the first five
# calls of each of those two sets, in the time left.
# Usage (carry: scripts/h200-carry.sh DEST 2f023f1a, plus this script): OUT=/tmp/o DEST/h200-session64b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call2
N96=968x96x1414:row:NT,66x411x3681:col:NT,4027x65x695:row:TN,78x1520x1889:col:NN,2513x75x1313:row:NT
N96+=,69x6411x417:col:TN,25134x91x298:row:NT,74x1016x6207:col:NN,82x1290x887:col:NN,2176x94x1904:row:NT
N96+=,1512x82x771:row:TN
M96=505x88x29:row:NN,88x3672x25:col:NN,1137x83x21:row:NT,9246x79x61:row:TT,8839x68x16:row:TN
M96+=,90x12363x123:row:NT,80x18411x128:row:NN,31107x66x152:col:NT,92x26599x90:row:TN,502x66x54:col:NN
KN96=4603x79x51:col:TN,72x6468x10:row:TT,2704x71x26:col:TT,6884x87x44:col:NN,84x4146x13:row:TN
KN96+=,10056x69x25:col:NN,31173x79x78:row:NN,88x11720x196:col:TT,22960x94x78:row:NT,15899x87x117:row:NT
args=(gemm --backend cuda --rungs 10 --repetitions 10 --quiet)
ab n96 90 "${args[@]}" --shapes "$N96"
ab m96 60 "${args[@]}" --shapes "$M96"
ab kn96 60 "${args[@]}" --shapes "$KN96"
step variants "$(limit_for 150)" "${args[@]}" --shapes "${N96%%,69x6411*},${KN96%%,10056x69*}" --output "$out/variants/variants.json" \
    --variant 10:BM=128,BN=96,BK=16,WM=32,WN=96,LANES_M=4,LOADS_BEFORE_MATH=1 \
    --variant 10:BM=128,BN=96,BK=24,WM=64,WN=32,LANES_M=8
python3 "$here/gemm-e2e-tables.py" --candidates "$out/variants/"*.json.gz > "$top/$tag-variants.md" 2>&1
cut -c1-150 "$top/$tag-variants.md" | grep -v "^=="
for name in n96 m96 kn96; do cp "$out/$name-ab.md" "$top/$tag-$name-ab.md"; done
echo "call: $(( $(date +%s) - start )) s"
