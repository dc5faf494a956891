#!/usr/bin/env bash
# Session 27's second H200 call for issue 12: the GEMM conformance suite through CUDA with the build that reads
# unaligned operands in place by cost (ScalarLoadsCost), pads a short K tail least (GemmSliceDepth.leastPadded) and
# sends long-K calls below 2^31 FLOP to deep-k; the small class's shapes in five tilings (h200-gemm-candidates27.sh,
# small); then the build before (KS_JAR=DEST/base-kernelscope.jar) and the new one alternating, one process each, on
# the shapes those rules move and some drawn for them (seed 20261129), end to end and kernel-only against cuBLAS.
# Run once: it needed more than the device tool's 600 s and only the small candidates came back (their tar was
# written); h200-session27c.sh repeated the rest with each step packed as it ended.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, the jar before as DEST/base-kernelscope.jar,
# plus h200-gemm-candidates27.sh and this script): DEST/h200-session27b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session27b"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT GEMM-ARGS...
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run check-cuda 110 gemm --check --backend cuda --rungs 10
CANDIDATES=small bash "$here/h200-gemm-candidates27.sh"
TINY=684x894x204:col:NT,746x557x152,3307x163x87:col:TN,138x2017x133:row:TT,172x407x17:col:TT,369x130x120:row:NN
TINY=$TINY,307x3488x30:row:TN,6314x225x15:row:TT,1181x145x67:col:NN,1730x578x18:row:TN
TINY=$TINY,2645x148x297:row:NT,361x222x298:col:NN,2594x1021x30:col:TT
DEEP=519x183x5533,283x310x2785:row:TT,309x232x7111:row:NT,209x214x1770:col:NN,152x564x10016:col:NT
DEEP=$DEEP,175x533x6773:row:NT,156x209x3648:row:NN
SCALAR=685x1175x21,2560x177x22,1825x37x53:col:NN,593x39x130:col:NN,311x6055x6859:col:TT,7024x38x655:col:NN
SCALAR=$SCALAR,1512x82x771:row:TN,170x42x1055,601x283x3891:col:NN
for name in base1 new1 base2 new2; do
    jar=""; [[ $name == base* ]] && jar="$here/base-kernelscope.jar"
    KS_JAR="$jar" run "$name" 120 gemm --backend cuda --rungs 10 --shapes "$TINY,$DEEP,$SCALAR" \
        --output "$out/$name/$name.json"
done
find "$out" -name '*.json' -exec gzip -f {} +
for name in base1 new1 base2 new2; do
    python3 "$here/gemm-e2e-tables.py" "$out/$name/"*.json.gz > "$out/$name/tables.md" 2>&1
done
tar -czf "$top/session27b.tar.gz" -C "$top" session27b
grep -h "passed" "$out/check-cuda/check-cuda.txt" | tail -1
for name in base1 new1 base2 new2; do echo "== $name"; tail -n 2 "$out/$name/tables.md"; done
