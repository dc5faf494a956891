#!/usr/bin/env bash
# Session 27's third H200 call for issue 12 (the second ran past the device tool's 600 s and came back without its
# own results): the GEMM conformance suite through CUDA with the final build (ScalarLoadsCost, GemmSliceDepth's
# least-padded tail depths, deep-k below 2^31 FLOP, the small-few class); the 76-shape sweep of session 26 with it;
# then the build before (KS_JAR=DEST/base-kernelscope.jar) and the new one, one process each, on 22 shapes outside
# the sweep that the new rules move (tiny calls with a K tail, long-K and few-tile small calls, some drawn at random).
# Each step is packed as it ends, so a cut-off call still returns what finished.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, the jar before as DEST/base-kernelscope.jar,
# plus h200-gemm-unseen-shapes.sh and this script): DEST/h200-session27c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session27c"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT GEMM-ARGS...
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
    find "$out/$name" -name '*.json' -exec gzip -f {} +
    [[ -n "$(ls "$out/$name/"*.json.gz 2>/dev/null)" ]] \
        && python3 "$here/gemm-e2e-tables.py" "$out/$name/"*.json.gz > "$out/$name/tables.md" 2>&1
    tar -czf "$top/session27c-$name.tar.gz" -C "$out" "$name" "$name-console.txt"
}
source "$here/h200-gemm-unseen-shapes.sh"
run check-cuda 110 gemm --check --backend cuda --rungs 10
grep -h "passed" "$out/check-cuda/check-cuda.txt" | tail -1
run sweep 200 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 3 "$out/sweep/tables.md"
MOVED=172x407x17:col:TT,369x130x120:row:NN,307x3488x30:row:TN,6314x225x15:row:TT,1181x145x67:col:NN
MOVED=$MOVED,1730x578x18:row:TN,2645x148x297:row:NT,361x222x298:col:NN,2594x1021x30:col:TT,519x183x5533:row:NN
MOVED=$MOVED,283x310x2785:row:TT,309x232x7111:row:NT,209x214x1770:col:NN,152x564x10016:col:NT,175x533x6773:row:NT
MOVED=$MOVED,156x209x3648:row:NN,139x1030x1221:col:NN,814x411x1438:col:NN,2149x229x308:row:TT,212x1279x678:col:TN
MOVED=$MOVED,380x932x587:row:NT,3519x159x1532:col:NN
KS_JAR="$here/base-kernelscope.jar" run base 70 gemm --backend cuda --rungs 10 --shapes $MOVED \
    --output "$out/base/base.json"
run new 70 gemm --backend cuda --rungs 10 --shapes $MOVED --output "$out/new/new.json"
for name in base new; do echo "== $name"; tail -n 2 "$out/$name/tables.md"; done
