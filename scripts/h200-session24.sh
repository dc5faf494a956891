#!/usr/bin/env bash
# Session 24's first H200 call: why session 23's end-to-end times rose about 0.7 us per call over session 22's with
# the kernels unchanged. The small shapes (under 30 us end to end in session 23's sweep) run three times in three
# processes: 8 graph instances per sequence (the default when it ran, given explicitly here), 1 (session 22's
# behaviour: every call rewrites the one instance), 8 again. Also: a short run on 1024^3 (the warm-up's host cost), deep-k's small shapes with the entry
# before (32x64x16, one set) beside the new one, and the GEMM conformance suite through NVIDIA OpenCL in full.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-session24.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session24"; mkdir -p "$out"
t0=$(date +%s)
SMALL=1000x1x1000,1x1x65536,2048x1x2048:col:NN,1024x16x1024,256x256x256,48x768x1024,1024x32x1024,3000x1x3000
SMALL=$SMALL,64x64x8192,64x64x8196,64x96x6000,1024x56x2048,96x96x6004,2048x16x2048:col:NN,1536x1536x96,640x480x320
SMALL=$SMALL,1000x1000x200,2000x2000x64,512x512x512,64x3000x512:row:NT,4096x1x4096,80x300x4100:col:NN,72x72x9000
SMALL=$SMALL,2500x44x1000:row:TN,1024x1x16384,80x80x10000,200x160x4004,128x128x10004,1x4096x4096,24x3000x2000
SMALL=$SMALL,3000x12x2000,12x3000x2000,3000x24x1500,32x2000x3000,44x2500x1500:row:NT,3000x1300x96,48x1024x4096
SMALL=$SMALL,2048x36x2048:row:TN,30x1100x4096:row:NT,1200x64x3000:row:TN,48x1024x4100,128x128x16384
SMALL=$SMALL,48x2048x2048:row:NT,3000x24x2000,2800x48x1600:row:TN,1800x2000x120,2048x2048x128,2000x28x4096
DK=80x80x10000,64x96x6000,100x60x4800:col:NT,90x170x8000:col:TT,72x72x9000,96x96x6004,128x128x16384
run() {   # NAME LIMIT JAVA_OPTS GEMM-ARGS...
    local name=$1 limit=$2 opts=$3; shift 3
    KS_JAVA_OPTS="$opts" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run warm 40 "" gemm --backend cuda --rungs 10 --shapes 1024x1024x1024,256x256x256 --output "$out/warm/warm.json"
run inst8a 110 "-Dkernelscope.cuda.graphInstances=8" gemm --backend cuda --rungs 10 --shapes $SMALL --output "$out/inst8a/sweep.json"
run inst1 110 "-Dkernelscope.cuda.graphInstances=1" gemm --backend cuda --rungs 10 --shapes $SMALL \
    --output "$out/inst1/sweep.json"
run inst8b 110 "-Dkernelscope.cuda.graphInstances=8" gemm --backend cuda --rungs 10 --shapes $SMALL --output "$out/inst8b/sweep.json"
run deepk 60 "" gemm --backend cuda --rungs 10 --shapes $DK --output "$out/deepk/deepk.json" \
    --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32
run opencl-check 190 "" gemm --check --backend opencl --device NVIDIA --rungs 10
find "$out" -name '*.json' -exec gzip -f {} +
for r in warm inst8a inst1 inst8b; do
    python3 "$here/gemm-e2e-tables.py" "$out/$r/"*.json.gz > "$out/$r/tables.md" 2>&1
done
python3 "$here/gemm-e2e-tables.py" --candidates "$out/deepk/deepk.json.gz" > "$out/deepk/candidates.md" 2>&1
tar -czf "$top/session24.tar.gz" -C "$top" session24
grep -h "geometric\|shapes:" "$out"/inst*/tables.md
grep -c "^pass" "$out/opencl-check/opencl-check.txt"; grep -h "^FAIL\|fail" "$out/opencl-check/opencl-check.txt" | head -5
tail -3 "$out/opencl-check/opencl-check.txt"
cut -c1-150 "$out/warm/tables.md" | head -6
