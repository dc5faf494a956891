#!/usr/bin/env bash
# Session 25's fifth H200 call: the reduce kernel's sums of a C whose rows are no multiple of 4 floats apart stored
# through local memory (STAGED_SUMS, kernelscope.jar) against main before it (kernelscope-base.jar, the whole tiles
# already staged), on shapes of the unseen sweep that split along K, in the order new, base, new; then the GEMM
# conformance suite through CUDA (cut short where the device time runs out).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script
# added): DEST/h200-session25e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session25e"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT JAR GEMM-ARGS...
    local name=$1 limit=$2 jar=$3; shift 3
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
    find "$out/$name" -name '*.json' -exec gzip -f {} +
    python3 "$here/gemm-e2e-tables.py" "$out/$name/"*.json.gz > "$out/$name/tables.md" 2>&1
    tar -czf "$top/session25e.tar.gz" -C "$top" session25e
}
S=127x7837x72,1512x82x771:row:TN,971x73x2135:col:NT,601x283x3891:col:NN,6296x123x1170,170x42x1055
S=$S,401x2737x259:row:TT,62x584x178:col:NT,1111x1111x9999:col:NN,2222x7777x1111:row:TN
for r in new1:kernelscope.jar base1:kernelscope-base.jar new2:kernelscope.jar; do
    run "${r%%:*}" 40 "${r#*:}" gemm --backend cuda --rungs 10 --shapes $S --output "$out/${r%%:*}/split.json"
    cut -d'|' -f2,4,5,6,7 "$out/${r%%:*}/tables.md" | tail -n +3
done
run check 100 kernelscope.jar gemm --check --backend cuda --rungs 10
grep -h "passed\|^FAIL" "$out/check/check.txt" | tail -3
