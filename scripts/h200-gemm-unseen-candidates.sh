#!/usr/bin/env bash
# The next H200 call for issue 12 after session 25: the shapes still below 90% of cuBLAS in session 25's unseen sweep
# (docs/results/h200/session25/fourth) and ten more of their kind drawn at random (one side 33-300, the other
# 500-8192, K 16-6000, log-uniform, random.Random(20261130); not drawn from, so they check what the first teach), each
# in the tiles of six other class entries beside the one its class chose, end to end and kernel-only against cuBLAS.
# A --variant applies on top of the device's general entry, so each names its tiles in full.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script):
#   DEST/h200-gemm-unseen-candidates.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/unseen-candidates"; mkdir -p "$out"
t0=$(date +%s)
LOSERS=127x7837x72,1512x82x771:row:TN,971x73x2135:col:NT,684x894x204:col:NT,593x39x130:col:NN,6296x123x1170
LOSERS=$LOSERS,62x584x178:col:NT,601x283x3891:col:NN,401x2737x259:row:TT,746x557x152,170x42x1055
LOSERS=$LOSERS,7024x38x655:col:NN
DRAWN=2560x177x22:row:NN,5222x164x786:col:NN,502x66x54:col:NN,70x2906x5694:col:TT,116x7373x25:row:NN
DRAWN=$DRAWN,50x5507x57:row:NT,5740x230x1943:row:NT,8000x115x648:row:TN,108x5203x34:col:NT,1825x37x53:col:NN
for set in losers:$LOSERS drawn:$DRAWN; do
    name=${set%%:*}
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL 280 bash "$here/h100-gemm-e2e.sh" \
        "$name=gemm --backend cuda --rungs 10 --shapes ${set#*:} --output $out/$name/$name.json \
        --variant 10:BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4 \
        --variant 10:BM=128,BN=128,BK=8,WM=32,WN=64,LANES_M=4,MIN_GROUPS=2 \
        --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4 \
        --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4 \
        --variant 10:BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4 \
        --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4,SPLIT_REDUCE=1,PART_SLICES=4" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
done
find "$out" -name '*.json' -exec gzip -f {} +
for name in losers drawn; do
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz > "$out/$name/candidates.md" 2>&1
done
tar -czf "$top/unseen-candidates.tar.gz" -C "$top" unseen-candidates
for name in losers drawn; do cut -c1-120 "$out/$name/candidates.md" | grep -v "^=="; done
