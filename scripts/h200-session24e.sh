#!/usr/bin/env bash
# Session 24's fifth H200 call: split tiles' part rows past M neither stored nor read (kernelscope.jar) against main
# before it (kernelscope-base.jar), one process each, on shapes whose split tiles C's edge cuts.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script
# added): DEST/h200-session24e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session24e"; mkdir -p "$out"
t0=$(date +%s)
S=36x8000x1000:row:NT,56x3000x3000:row:NT,48x2000x3000,72x72x9000,96x96x6004,100x5000x3000:row:NT
S=$S,80x6000x1500:row:NT,80x80x10000,2500x18x6004
for build in rows base; do
    jar=kernelscope.jar; [[ $build == base ]] && jar=kernelscope-base.jar
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$build" timeout -s KILL 55 bash "$here/h100-gemm-e2e.sh" \
        "$build=gemm --backend cuda --rungs 10 --shapes $S --output $out/$build/edge.json" > "$out/$build-console.txt" 2>&1
    echo "$build: exit $? after $(( $(date +%s) - t0 )) s"
done
find "$out" -name '*.json' -exec gzip -f {} +
for build in rows base; do python3 "$here/gemm-e2e-tables.py" "$out/$build/edge.json.gz" > "$out/$build/tables.md" 2>&1; done
tar -czf "$top/session24e.tar.gz" -C "$top" session24e
for build in rows base; do echo "== $build"; cut -d'|' -f2,5,6,7 "$out/$build/tables.md" | tail -n +3; done
