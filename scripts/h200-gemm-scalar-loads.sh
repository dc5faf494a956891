#!/usr/bin/env bash
# An H200 call for issue 12 (run in session 27, when "=true" meant "always" and the default "off": docs/results/h200/
# session27/scalar-loads): the SCALAR_LOADS twin (operands packed only for their alignment read in place with 4-byte loads,
# -Dkernelscope.gemm.scalarLoads=always) against the packs it replaces, on calls of about 10 us
# whose pack is most of what they add to their kernel back to back (docs/results/h200/session26, section 5) and on
# large calls whose packs are a full pass over an operand (311x6055x6859 column-major TT packs 166 MB of A, 102 us of
# 960). The conformance suite through CUDA with the twin allowed first; then default, scalar, default, scalar: one
# process each, end to end and kernel-only against cuBLAS. It chose ScalarLoadsCost's constants
# (Gemm.SCALAR_LOADS_DEFAULT is BY_COST since).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-gemm-scalar-loads.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/scalar-loads"; mkdir -p "$out"
t0=$(date +%s)
SHORT=3307x163x87:col:TN,138x2017x133:row:TT,8031x256x18:col:TN,685x1175x21,298x495x122:row:NT,1163x717x95:row:TN
SHORT=$SHORT,746x557x152,684x894x204:col:NT,2560x177x22,593x39x130:col:NN,1825x37x53:col:NN,170x42x1055
LARGE=311x6055x6859:col:TT,3112x532x6113:row:TT,1111x1111x9999:col:NN,5000x5001x700,2222x7777x1111:row:TN
LARGE=$LARGE,601x283x3891:col:NN,7024x38x655:col:NN,1512x82x771:row:TN
KS_JAVA_OPTS="-Dkernelscope.gemm.scalarLoads=always" GEMM_CARRY="$here" OUT="$out/check" timeout -s KILL 100 \
    bash "$here/h100-gemm-e2e.sh" "check=gemm --check --backend cuda --rungs 10" > "$out/check-console.txt" 2>&1
echo "check (scalar loads): exit $? after $(( $(date +%s) - t0 )) s"
for run in packs1 scalar1 packs2 scalar2; do
    opts="-Dkernelscope.gemm.scalarLoads=off"; [[ $run == scalar* ]] && opts="-Dkernelscope.gemm.scalarLoads=always"
    KS_JAVA_OPTS="$opts" GEMM_CARRY="$here" OUT="$out/$run" timeout -s KILL 120 bash "$here/h100-gemm-e2e.sh" \
        "$run=gemm --backend cuda --rungs 10 --shapes $SHORT,$LARGE --output $out/$run/$run.json" \
        > "$out/$run-console.txt" 2>&1
    echo "$run: exit $? after $(( $(date +%s) - t0 )) s"
done
find "$out" -name '*.json' -exec gzip -f {} +
for run in packs1 scalar1 packs2 scalar2; do
    python3 "$here/gemm-e2e-tables.py" "$out/$run/"*.json.gz > "$out/$run/tables.md" 2>&1
done
tar -czf "$top/scalar-loads.tar.gz" -C "$top" scalar-loads
grep -h "passed" "$out/check/check.txt" | tail -1
for run in packs1 scalar1 packs2 scalar2; do echo "== $run"; cut -d'|' -f2,3,4,5 "$out/$run/tables.md" | tail -n +3 | cut -c1-100; done
