#!/usr/bin/env bash
# Session 21's third H200 call: the classes and the part depth committed after the second call (skinny-bt,
# narrow-tail, narrow-few-at, StreamKSchedule.fillingPartSlices) against the build before them (its classes that differ,
# commit 87881fa), each in its own process, on the shapes they were chosen on and on shapes they were not; then the
# conformance suite through CUDA with the new build.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus DEST/kernelscope-old-overlay.jar, the
# classes of 87881fa's build that differ from this one's, put ahead of kernelscope.jar: a whole second jar took the
# carry past the device tool's 64 MiB):
#   DEST/h200-session21c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21c"; mkdir -p "$out"
t0=$(date +%s)
S=56x3000x3000:row:NT,64x2000x8192:row:NT,40x6000x3000:row:NT,48x8192x2048:row:NT,64x4096x4096:row:NT
S=$S,44x2500x1500:row:NT,64x3000x512:row:NT,36x8000x1000:row:NT,60x1500x6000:row:TT,2000x56x4096:col:TN
S=$S,6000x28x3000,4096x32x4100:row:TN,5000x20x3000,8000x32x2500:row:TN,3000x24x1500,12000x30x1000,2500x18x6004
S=$S,2048x36x2048:row:TN,2048x40x3000:row:TN,2500x44x1000:row:TN,1200x64x3000:row:TN,3000x50x2004:row:TN
S=$S,64x64x8192,96x96x6004,64x64x8196,48x768x1024,80x80x10000,64x96x6000
for run in old new; do
    jar="$here/kernelscope.jar"; [[ $run == old ]] && jar="$here/kernelscope-old-overlay.jar:$here/kernelscope.jar"
    KS_JAR="$jar" GEMM_CARRY="$here" OUT="$out/$run" timeout -s KILL 170 bash "$here/h100-gemm-e2e.sh" \
        "ab=gemm --backend cuda --rungs 10 --shapes $S --output $out/$run/ab.json" > "$out/$run-console.txt" 2>&1
    echo "$run: exit $? after $(( $(date +%s) - t0 )) s"
done
GEMM_CARRY="$here" OUT="$out/new" timeout -s KILL 100 bash "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" > "$out/check-console.txt" 2>&1
echo "check: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session21c.tar.gz" -C "$top" session21c
grep -h -E "passed|FAIL" "$out"/new/check.txt | head
python3 "$here/gemm-e2e-tables.py" --candidates "$out/old/ab.json.gz" "$out/new/ab.json.gz" 2>&1 \
    | sed 's/ SK1//; s/ok True//' | cut -c1-120
