#!/usr/bin/env bash
# A next H200 call for issue 12 (not yet run), on two groups session 27 left below 90% end to end, each in its
# class's tiles and four others (a --variant applies on top of the device's general entry, so each names its tiles):
# narrow calls of few tiles whose K no 16 divides (170x42x1055 ran 45.8% of cuBLAS kernel-only in the narrow entry's
# 256x64 tiles, 61 in 32x64x16 or 64x64x16, session26/unseen-candidates; five drawn, seed 20261207), and small calls of
# M N 1.5-5 x 2^19 (5222x164x786 column-major 77%, 401x2737x259 TT 78%), five with a side of 400 or less and five
# without (the same seed), where general-fine's split tiles beat the small entry on the first kind in
# session27/candidates27/small and lost on the second (1000^3, 443x2064x689, 333x4444x555).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-gemm-steps.sh):
#   DEST/h200-gemm-candidates28.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=candidates28; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
NARROW=170x42x1055,208x39x1092:row:NT,459x54x1772:row:TN,171x34x833:row:TN,457x42x2699:row:NT,352x41x1361:row:NT
SMALL=5222x164x786:col:NN,401x2737x259:row:TT,3589x288x388:col:NT,296x5173x428:row:NT,234x4481x666
SMALL=$SMALL,200x4221x341:row:NT,209x4683x325:col:NT,3406x285x661:row:NT,1000x1000x1000,443x2064x689:row:NT
SMALL=$SMALL,1514x956x314:row:TN,646x1449x424:col:NT,1050x1138x731,456x4156x548:col:NT,1937x815x614:row:TT
variants() { for v in "$@"; do printf -- ' --variant 10:%s' "$v"; done; }
step narrow 120 gemm --backend cuda --rungs 10 --shapes $NARROW --output "$out/narrow/narrow.json" $(variants \
    BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4 BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4 \
    BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4 BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4,SLICED_K=2)
step small 200 gemm --backend cuda --rungs 10 --shapes $SMALL --output "$out/small/small.json" $(variants \
    BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4 BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4 \
    BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4 BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,PART_SLICES=0,SPLIT_REDUCE=0)
for name in narrow small; do
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz > "$out/$name/candidates.md" 2>&1
    tar -czf "$top/$tag-$name.tar.gz" -C "$out" "$name"
    cut -c1-118 "$out/$name/candidates.md" | grep -v "^=="
done
