#!/usr/bin/env bash
# Session 25's first H200 call: the GEMM conformance suite through CUDA at main; split tiles' part rows past M neither
# stored nor read (ACC_ROW, kernelscope.jar) against the build before it (kernelscope-base.jar, 2bf32bc4) in the order
# rows, base, rows, base, one process each; and 46 shapes no earlier sweep ran (40 drawn at random by /tmp/gen.py's
# rule below, 6 larger ones chosen), end to end and kernel-only against cuBLAS.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script
# added): DEST/h200-session25.sh
# The 40 drawn shapes: M, N, K log-uniform in [8, 8192] (Python's random.Random(20261129)), 2e6 <= 2MNK <= 2 x 6000^3,
# layout row (2/3) or col, transposes NN (2/5), NT, TN or TT.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session25"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT JAR GEMM-ARGS...
    local name=$1 limit=$2 jar=$3; shift 3
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run check 110 kernelscope.jar gemm --check --backend cuda --rungs 10
EDGE=36x8000x1000:row:NT,56x3000x3000:row:NT,48x2000x3000,72x72x9000,96x96x6004,100x5000x3000:row:NT
EDGE=$EDGE,80x6000x1500:row:NT,80x80x10000,2500x18x6004
for r in rows1:kernelscope.jar base1:kernelscope-base.jar rows2:kernelscope.jar base2:kernelscope-base.jar; do
    run "${r%%:*}" 45 "${r#*:}" gemm --backend cuda --rungs 10 --shapes $EDGE --output "$out/${r%%:*}/edge.json"
done
UNSEEN=6296x123x1170:row:NN,4275x7686x566:col:TT,170x42x1055:row:NN,401x2737x259:row:TT,2245x11x89:row:NN
UNSEEN=$UNSEEN,507x10x5744:col:NN,1512x82x771:row:TN,1270x56x1240:col:NN,9x183x879:row:TN,65x19x2738:col:NT
UNSEEN=$UNSEEN,7024x38x655:col:NN,971x73x2135:col:NT,127x7837x72:row:NN,746x557x152:row:NN,19x919x127:row:TN
UNSEEN=$UNSEEN,220x18x1724:col:NN,943x2160x700:row:TT,684x894x204:col:NT,62x584x178:col:NT,685x1175x21:row:NN
UNSEEN=$UNSEEN,3307x163x87:col:TN,138x2017x133:row:TT,1250x3078x733:row:TT,21x1199x119:col:NN,97x1604x5052:row:NN
UNSEEN=$UNSEEN,2915x114x4924:row:NN,593x39x130:col:NN,4787x6336x14:col:TT,852x10x954:row:NN,298x495x122:row:NT
UNSEEN=$UNSEEN,7537x1947x11:row:TN,1832x494x5834:row:NN,1163x717x95:row:TN,5129x9x215:row:NN,1041x10x1344:row:NN
UNSEEN=$UNSEEN,8031x256x18:col:TN,2931x956x930:row:NN,601x283x3891:col:NN,443x2064x689:row:NT,37x199x1086:row:NT
UNSEEN=$UNSEEN,3500x3500x3500,6000x2500x4000:col:NT,2222x7777x1111:row:TN,4500x700x6500:row:TT,8000x8000x1000
UNSEEN=$UNSEEN,1111x1111x9999:col:NN
run unseen 170 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $UNSEEN --output "$out/unseen/unseen.json"
find "$out" -name '*.json' -exec gzip -f {} +
for r in rows1 base1 rows2 base2 unseen; do
    python3 "$here/gemm-e2e-tables.py" "$out/$r/"*.json.gz > "$out/$r/tables.md" 2>&1
done
tar -czf "$top/session25.tar.gz" -C "$top" session25
grep -h "passed" "$out/check/check.txt" | tail -2
for r in rows1 base1 rows2 base2; do echo "== $r"; cut -d'|' -f2,5,6,7 "$out/$r/tables.md" | tail -n +3 | head -12; done
grep -h "geometric\|shapes:\|below" "$out/unseen/tables.md" | head -8
