#!/usr/bin/env bash
# Session 26's third H200 call: the general class split by how its tiles fit C (TileFit: general-tall's 256x128 and
# general-fine's 64x128x16 tiles where they cover C with less padding) and the skinny-m-small class (64x128x16 below
# 2^31 FLOP), kernelscope.jar, against main before them (kernelscope-base.jar, e0e6bdf4) on shapes neither was chosen
# on: 18 drawn at random in the general class (scripts/gemm-random-shapes.py's rule, seed 20261203, the first 18 with
# both sides above 128, 2 M N K >= 2^31 and 256 <= K < 8 max(M, N)), 6 of M 65-128 below 2^31 FLOP
# (random.Random(20261204): M uniform, N and K log-uniform in 129..8192 and 256..8192), the ten shapes of the second
# call the split moved, and three that must not move; then the new build on session 25's 46 unseen shapes, session 26's
# 20 random ones and the ten drawn by h200-gemm-unseen-candidates.sh: the sweep as it stands.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script,
# h200-gemm-unseen-shapes.sh added): DEST/h200-session26c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session26c"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT JAR GEMM-ARGS...
    local name=$1 limit=$2 jar=$3; shift 3
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
GEN=4329x955x897:col:NT,225x6895x2548:row:NT,2300x1718x830:row:TT,2708x873x3782:row:NT,285x1146x4245:col:NT
GEN=$GEN,7400x491x651:row:TN,1025x1823x2365:row:TT,896x1623x818:row:NT,211x7221x1109:row:NN,627x3303x5669:row:NN
GEN=$GEN,6914x2319x1706:col:NN,4020x1374x568:col:NN,2057x3388x507:row:NN,2906x768x1016:row:NN,3515x714x7833:row:NN
GEN=$GEN,7324x366x2264:col:TN,1211x3441x3459:col:NN,4439x545x723:row:NN
SKM=127x133x341,87x195x1595,91x604x1730,107x4984x928,66x897x1733,116x291x1814
MOVED=3418x1107x1902:row:TT,646x2850x758:row:TT,1860x275x7364,175x4806x2538,1813x555x7919:col:NT
MOVED=$MOVED,311x6055x6859:col:TT,3112x532x6113:row:TT,851x2695x4167:col:NN,640x75x759:col:NN,971x73x2135:col:NT
KEPT=4096x4096x4096,4097x4097x4097,8192x200x8192
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
run new-fit 130 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $GEN,$SKM,$MOVED,$KEPT --output "$out/new-fit/new-fit.json"
run base-fit 130 kernelscope-base.jar gemm --backend cuda --rungs 10 --shapes $GEN,$SKM,$MOVED,$KEPT --output "$out/base-fit/base-fit.json"
run sweep 230 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
find "$out" -name '*.json' -exec gzip -f {} +
for name in new-fit base-fit sweep; do
    python3 "$here/gemm-e2e-tables.py" "$out/$name/"*.json.gz > "$out/$name/tables.md" 2>&1
done
tar -czf "$top/session26c.tar.gz" -C "$top" session26c
for name in new-fit base-fit sweep; do echo "== $name"; cut -d'|' -f2,4,5,6 "$out/$name/tables.md" | tail -n +3 | cut -c1-90; done
