#!/usr/bin/env bash
# Session 25's fourth H200 call: main with the UNALIGNED_C twin and the packed Sobel. The GEMM conformance suite
# through CUDA (two class cases with odd C rows added), the 46 unseen shapes of the first call again, then
# h200-session25-sobel.sh (packed Sobel against the vector rung) within 170 s.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-session25.sh and
# h200-session25-sobel.sh): DEST/h200-session25d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session25d"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT GEMM-ARGS...
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run check 110 gemm --check --backend cuda --rungs 10
UNSEEN=$(grep '^UNSEEN=' "$here/h200-session25.sh" | sed -e 's/^UNSEEN=\$UNSEEN,/,/' -e 's/^UNSEEN=//' | tr -d '\n')
run unseen 150 gemm --backend cuda --rungs 10 --shapes $UNSEEN --output "$out/unseen/unseen.json"
find "$out" -name '*.json' -exec gzip -f {} +
python3 "$here/gemm-e2e-tables.py" "$out/unseen/"*.json.gz > "$out/unseen/tables.md" 2>&1
CAP=170 bash "$here/h200-session25-sobel.sh" > "$out/sobel-console.txt" 2>&1
tar -czf "$top/session25d.tar.gz" -C "$top" session25d
grep -h "passed" "$out/check/check.txt" | tail -1
grep -h "^FAIL\|fail" "$out/check/check.txt" | head -3
cut -d'|' -f2,4,5,6,7 "$out/unseen/tables.md" | tail -n +3
tail -n 40 "$out/sobel-console.txt"
