#!/usr/bin/env bash
# Session 25's third H200 call: whole tiles of a C whose row length is no multiple of 4 stored through local memory
# (the UNALIGNED_C twin, kernelscope.jar) against the scalar stores before (kernelscope-base.jar, 2bf32bc4): the GEMM
# conformance suite through CUDA and NVIDIA OpenCL, then 14 shapes with ldc % 4 != 0 in the order new, base, new,
# base, one process each: store-bound ones from the unseen sweep (session25/unseen) and compute-bound ones, where
# the twin's main loop has more FFMAs with a register bank conflict (68 of 1024 in the general entry's, offline:
# docs/results/h200/session25/ptx-check.txt).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script
# added): DEST/h200-session25c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session25c"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT JAR GEMM-ARGS...
    local name=$1 limit=$2 jar=$3; shift 3
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run check 110 kernelscope.jar gemm --check --backend cuda --rungs 10
run opencl-check 160 kernelscope.jar gemm --check --backend opencl --device NVIDIA --rungs 10
U=7537x1947x11:row:TN,4787x6336x14:col:TT,127x7837x72,746x557x152,8031x256x18:col:TN,1512x82x771:row:TN
U=$U,401x2737x259:row:TT,593x39x130:col:NN,2222x7777x1111:row:TN,1832x494x5834,3001x3001x3001
U=$U,1111x1111x9999:col:NN,5000x5001x700,2049x2049x2049:row:NT
for r in new1:kernelscope.jar base1:kernelscope-base.jar new2:kernelscope.jar base2:kernelscope-base.jar; do
    run "${r%%:*}" 55 "${r#*:}" gemm --backend cuda --rungs 10 --shapes $U --output "$out/${r%%:*}/unaligned.json"
done
find "$out" -name '*.json' -exec gzip -f {} +
for r in new1 base1 new2 base2; do
    python3 "$here/gemm-e2e-tables.py" "$out/$r/"*.json.gz > "$out/$r/tables.md" 2>&1
done
tar -czf "$top/session25c.tar.gz" -C "$top" session25c
grep -h "passed" "$out/check/check.txt" "$out/opencl-check/opencl-check.txt" | tail -2
grep -h "^FAIL\|fail" "$out"/check/check.txt "$out"/opencl-check/opencl-check.txt | head -5
for r in new1 base1 new2 base2; do echo "== $r"; cut -d'|' -f2,4,5,6,7 "$out/$r/tables.md" | tail -n +3; done
