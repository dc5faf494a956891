#!/usr/bin/env bash
# Session 26's first H200 call: main with short-K skinny and narrow calls in the short-k class, the skinny-n-small
# class (64x128x16 tiles) and the small entry's parts summed by the reduce kernel (kernelscope.jar; that last change was reverted after this call), against the build
# before it (kernelscope-base.jar, c1638e23) on 20 shapes drawn at random (scripts/gemm-random-shapes.py 20261201 20)
# and ten the changed classes were measured on before; the new build also on session 25's 46 unseen shapes and the
# ten drawn by h200-gemm-unseen-candidates.sh. End to end and kernel-only against cuBLAS, one process each.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script,
# h200-gemm-unseen-shapes.sh added): DEST/h200-session26.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session26"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT JAR GEMM-ARGS...
    local name=$1 limit=$2 jar=$3; shift 3
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
BEFORE=1024x1024x1024,1000x1000x1000,640x480x320,333x4444x555,2000x1500x700:col:NN,1024x1024x1024:row:TN
BEFORE=$BEFORE,4096x127x4096,5000x100x3000,1000x1000x200,1536x1536x96
run new-a 160 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $RANDOM20,$BEFORE --output "$out/new-a/new-a.json"
run base-a 160 kernelscope-base.jar gemm --backend cuda --rungs 10 --shapes $RANDOM20,$BEFORE --output "$out/base-a/base-a.json"
run new-b 170 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $UNSEEN,$DRAWN --output "$out/new-b/new-b.json"
find "$out" -name '*.json' -exec gzip -f {} +
for name in new-a base-a new-b; do
    python3 "$here/gemm-e2e-tables.py" "$out/$name/"*.json.gz > "$out/$name/tables.md" 2>&1
done
tar -czf "$top/session26.tar.gz" -C "$top" session26
for name in new-a base-a new-b; do echo "== $name"; cut -d'|' -f2,4,5,6,7 "$out/$name/tables.md" | tail -n +3; done
