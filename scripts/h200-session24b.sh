#!/usr/bin/env bash
# Session 24's second H200 call (one graph instance per sequence, the default now): an untransposed A beside a
# transposed B read in place (one row of tiles: the skinny classes' NT shapes) packed transposed so the kernel runs
# its TT twin, against the build without that pack (kernelscope-base.jar), two processes each, cuBLAS in every one;
# then tiles beside the class entries: skinny-m-bt and skinny-bt with the pack, and narrow-few-at (A transposed).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, kernelscope-base.jar and this script
# added): DEST/h200-session24b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session24b"; mkdir -p "$out"
t0=$(date +%s)
NT=32x2000x6000:row:NT,30x1100x4096:row:NT,36x8000x1000:row:NT,56x3000x3000:row:NT,52x4000x2500:row:NT
NT=$NT,44x2500x1500:row:NT,40x6000x3000:row:NT,64x2000x8192:row:NT,64x3000x512:row:NT,48x8192x2048:row:NT
NT=$NT,48x2048x2048:row:NT,100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,96x3000x2000:row:NT
NT=$NT,80x6000x1500:row:NT,5000x100x3000:col:TN,64x4096x4096:row:NT,64x8192x8192:row:NT,128x4096x4096:row:TT
MBT=100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,80x6000x1500:row:NT,96x3000x2000:row:NT
SBT=48x8192x2048:row:NT,64x3000x512:row:NT,48x2048x2048:row:NT,56x3000x3000:row:NT
NFAT=2048x36x2048:row:TN,2048x40x3000:row:TN,2500x44x1000:row:TN,1200x64x3000:row:TN,3000x50x2004:row:TN
NFAT=$NFAT,2800x48x1600:row:TN
run() {   # NAME LIMIT JAR GEMM-ARGS...
    local name=$1 limit=$2 jar=$3; shift 3
    KS_JAR="$here/$jar" GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" \
        "$name=$*" > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
run packed1 70 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $NT --output "$out/packed1/nt.json"
run base1 70 kernelscope-base.jar gemm --backend cuda --rungs 10 --shapes $NT --output "$out/base1/nt.json"
run packed2 70 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $NT --output "$out/packed2/nt.json"
run base2 70 kernelscope-base.jar gemm --backend cuda --rungs 10 --shapes $NT --output "$out/base2/nt.json"
run mbt 60 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $MBT --output "$out/mbt/mbt.json" \
    --variant 10:BM=128,BN=256,BK=8,WM=64,WN=64 --variant 10:BM=128,BN=128,BK=8,WM=32,WN=64 \
    --variant 10:BM=128,BN=128,BK=32,WM=32,WN=64
run sbt 50 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $SBT --output "$out/sbt/sbt.json" \
    --variant 10:BM=64,BN=256,BK=8,WM=64,WN=64 --variant 10:BM=64,BN=128,BK=8,WM=32,WN=64 \
    --variant 10:BM=64,BN=128,BK=32,WM=32,WN=64
run nfat 100 kernelscope.jar gemm --backend cuda --rungs 10 --shapes $NFAT --output "$out/nfat/nfat.json" \
    --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,SLICED_K=2 --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32 \
    --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32,SLICED_K=2 --variant 10:BM=128,BN=64,BK=16,WM=32,WN=32 \
    --variant 10:BM=32,BN=64,BK=32,WM=32,WN=32 --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,PART_SLICES=4 \
    --variant 10:BM=64,BN=64,BK=32,WM=32,WN=64
find "$out" -name '*.json' -exec gzip -f {} +
for r in packed1 base1 packed2 base2; do
    python3 "$here/gemm-e2e-tables.py" "$out/$r/"*.json.gz > "$out/$r/tables.md" 2>&1
done
for r in mbt sbt nfat; do
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$r/"*.json.gz > "$out/$r/candidates.md" 2>&1
done
tar -czf "$top/session24b.tar.gz" -C "$top" session24b
grep -h "geometric\|shapes:" "$out"/{packed,base}*/tables.md
grep -il "exception\|error" "$out"/*/*.progress | head
