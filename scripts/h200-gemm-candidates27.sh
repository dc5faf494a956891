#!/usr/bin/env bash
# H200 calls for issue 12 (session 27): the classes session 26 left below 90% in other tiles. small (long K, few
# 64x128 tiles: the split reduce helped 601x283x3891 and cost 1000^3, so is it the tile count? and the deep-k tiles,
# which session 27's largek run found far faster on small calls with K >= 8 max(M, N)), large-k (1111x1111x9999
# ran 128x128x16 at 94.7% against 87.9% in the entry's 128x256), tiny (58-69% kernel-only): each class's losers and
# shapes drawn at random in it (scripts/gemm-random-shapes.py's rule, seed 20261205, filtered to the class by its rule
# with both sides above 128), in the class's tiles and four others, end to end and kernel-only against cuBLAS.
# A --variant applies on top of the device's general entry, so each names its tiles in full.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-gemm-candidates27.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/candidates27"; mkdir -p "$out"
t0=$(date +%s)
SMALL=601x283x3891:col:NN,5222x164x786:col:NN,401x2737x259:row:TT,1000x1000x1000,333x4444x555,443x2064x689:row:NT
SMALL=$SMALL,139x1030x1221:col:NN,3519x159x1532:col:NN,1911x1305x268:row:NN,380x932x587:row:NT,3589x288x388:col:NT
SMALL=$SMALL,212x1279x678:col:TN,2149x229x308:row:TT,814x411x1438:col:NN,5716x239x266:row:TN,210x4867x505:row:NT
LARGEK=1111x1111x9999:col:NN,512x512x32768,217x812x7184:row:NT,209x214x1770:col:NN,415x403x7246:row:NN
LARGEK=$LARGEK,519x183x5533:row:NN,309x232x7111:row:NT,545x253x7423:row:TT,283x310x2785:row:TT,326x279x4534:row:NN
TINY=684x894x204:col:NT,746x557x152,3307x163x87:col:TN,138x2017x133:row:TT,172x407x17:col:TT,369x130x120:row:NN
TINY=$TINY,307x3488x30:row:TN,6314x225x15:row:TT,1181x145x67:col:NN,1730x578x18:row:TN
run() {   # NAME LIMIT SHAPES VARIANT...   (only the runs named in $CANDIDATES when it is set)
    local name=$1 limit=$2 shapes=$3; shift 3
    [[ -n "${CANDIDATES:-}" && " $CANDIDATES " != *" $name "* ]] && return
    local variants=""
    for v in "$@"; do variants="$variants --variant 10:$v"; done
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=gemm --backend cuda --rungs 10 --shapes $shapes --output $out/$name/$name.json $variants" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run small 200 "$SMALL" BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4 BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4 \
    BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,PART_SLICES=4 BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4 \
    BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4,SLICED_K=2
run largek 150 "$LARGEK" BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4 BM=256,BN=128,BK=8,WM=64,WN=64,LANES_M=4 \
    BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4 BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4,SLICED_K=2
run tiny 120 "$TINY" BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4 BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4 \
    BM=64,BN=64,BK=8,WM=32,WN=32,LANES_M=4 BM=32,BN=64,BK=8,WM=16,WN=64,LANES_M=2,MIN_GROUPS=4
find "$out" -name '*.json' -exec gzip -f {} +
for name in small largek tiny; do
    [[ -d "$out/$name" ]] || continue
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz > "$out/$name/candidates.md" 2>&1
done
tar -czf "$top/candidates27.tar.gz" -C "$top" candidates27
for name in small largek tiny; do
    [[ -f "$out/$name/candidates.md" ]] && cut -c1-118 "$out/$name/candidates.md" | grep -v "^=="
done
