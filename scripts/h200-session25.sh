#!/usr/bin/env bash
# Session 25's first H200 call: the GEMM conformance suite through CUDA at main; split tiles' part rows past M neither
# stored nor read (ACC_ROW, kernelscope.jar) against the build before it (kernelscope-base.jar, 2bf32bc4) in the order
# rows, base, rows, base, one process each; and 46 shapes no earlier sweep ran (40 drawn at random by /tmp/gen.py's
# rule below, 6 larger ones chosen), end to end and kernel-only against cuBLAS.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar, this script and
# h200-gemm-unseen-shapes.sh, which since session 26 holds the 46 shapes, added): DEST/h200-session25.sh
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
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN: the 46 shapes
run unseen 170 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $UNSEEN --output "$out/unseen/unseen.json"
find "$out" -name '*.json' -exec gzip -f {} +
for r in rows1 base1 rows2 base2 unseen; do
    python3 "$here/gemm-e2e-tables.py" "$out/$r/"*.json.gz > "$out/$r/tables.md" 2>&1
done
tar -czf "$top/session25.tar.gz" -C "$top" session25
grep -h "passed" "$out/check/check.txt" | tail -2
for r in rows1 base1 rows2 base2; do echo "== $r"; cut -d'|' -f2,5,6,7 "$out/$r/tables.md" | tail -n +3 | head -12; done
grep -h "geometric\|shapes:\|below" "$out/unseen/tables.md" | head -8
