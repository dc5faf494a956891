#!/usr/bin/env bash
# Session 25's second H200 call: why shapes no earlier sweep ran lost (session25/unseen). Each loser beside a twin
# whose C row length (the row-major view's N, so ldc) is a multiple of 4, and a few with K rounded as well: is it the
# C stores, scalar where ldc % 4 != 0? Then the tiny class's losers in the tiles of the neighbouring classes' entries.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-session25b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session25b"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT GEMM-ARGS...
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
# col-major shapes: the row-major view swaps M and N, so ldc is M there
P=7537x1947x11:row:TN,7537x1948x11:row:TN,7536x1948x16:row:TN,7536x1948x16
P=$P,4787x6336x14:col:TT,4788x6336x14:col:TT,4788x6336x16:col:TT
P=$P,127x7837x72,127x7836x72,128x7836x72,746x557x152,746x556x152,6296x123x1170,6296x124x1170,6296x128x1170
P=$P,8031x256x18:col:TN,8032x256x18:col:TN,1512x82x771:row:TN,1512x84x772:row:TN,170x42x1055,170x44x1056
P=$P,601x283x3891:col:NN,604x283x3892:col:NN,401x2737x259:row:TT,401x2736x260:row:TT,971x73x2135:col:NT
P=$P,972x73x2136:col:NT,593x39x130:col:NN,596x39x132:col:NN
run pairs 120 gemm --backend cuda --rungs 10 --shapes $P --output "$out/pairs/pairs.json"
T=746x556x152,684x894x204:col:NT,8032x256x18:col:TN,685x1176x21,298x496x122:row:NT,3307x164x87:col:TN
run tiny 100 gemm --backend cuda --rungs 10 --shapes $T --output "$out/tiny/tiny.json" \
    --variant 10:BM=64,BN=64,BK=40,WM=32,WN=32,LANES_M=4,MIN_GROUPS=0 \
    --variant 10:BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4,MIN_GROUPS=0 \
    --variant 10:BM=128,BN=128,BK=8,WM=32,WN=64,LANES_M=4,MIN_GROUPS=2,OVERLAP_BARRIER=0 \
    --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4,MIN_GROUPS=0
find "$out" -name '*.json' -exec gzip -f {} +
python3 "$here/gemm-e2e-tables.py" "$out/pairs/pairs.json.gz" > "$out/pairs/tables.md" 2>&1
python3 "$here/gemm-e2e-tables.py" --candidates "$out/tiny/tiny.json.gz" > "$out/tiny/candidates.md" 2>&1
tar -czf "$top/session25b.tar.gz" -C "$top" session25b
cut -d'|' -f2,4,5,6,7 "$out/pairs/tables.md" | tail -n +3
cut -c1-140 "$out/tiny/candidates.md" | grep -v "^==" | awk '{print $1, $2, $3, $4, $5, $6, $7, $8, $9, $10}'
