#!/usr/bin/env bash
# Session 42's first H200 call. Issue 12: (1) skinny-m-bt-96 (M 65-96, B transposed, below 2^30 FLOP, in the skinny-32
# entry's 32x64x16 tiles) and skinny-n-tiny (N 65-128 below 2^27 FLOP, 64x128x16 in parts of 4) on calls drawn for
# each class with scripts/gemm-draw-class.py (seeds 20261600, 20261601) that no entry was chosen from, the database's
# choice against the tiles each class took before given whole as a --variant, one process; (2) short-k's small calls
# (seeds 20261604-5 and session 41's three losers) in the tiny entry's 32x64x32 tiles and in 32x64x16 tiles split in
# parts of 8. Issue 13: (3) the f32 iterated filters of radius 2 in 3 and
# 4 passes, the register-fused rung against one tuned launch per pass, both backends.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh, h100-gemm-e2e.sh, stencil-results-table.py, gemm-e2e-tables.py): OUT=/tmp/o DEST/h200-session42.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session42
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
T="$T,SPLIT_REDUCE=1,STREAM_K=1,MIN_GROUPS=0"
MBT=68x415x3695:row:TT,69x228x457:row:NT,6225x77x673:col:TN,70x2754x1175:row:NT,66x203x961:row:NT
MBT=$MBT,68x1668x397:row:TT,84x3975x466:row:NT,2224x80x680:col:TN,85x116x266:row:NT,113x90x423:col:TT
MBT=$MBT,823x96x572:col:TT,338x95x376:col:TN
step mbt96 130 gemm --backend cuda --rungs 10 --shapes "$MBT" --output "$out/mbt96/mbt96.json" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8"
NTINY=97x598x302:col:NN,596x67x1386:row:NT,107x216x2739:col:NT,124x207x2251:col:NT,68x473x1051:col:NT
NTINY=$NTINY,74x682x1215:col:NN,133x87x2349:row:NT,238x72x1249:row:NN
step ntiny 90 gemm --backend cuda --rungs 10 --shapes "$NTINY" --output "$out/ntiny/ntiny.json" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8"
SHORTK=312x111x120:col:NT,7271x55x154:col:NT,764x50x190:col:TT,1086x124x75:col:NN,53x722x70:row:NT
SHORTK=$SHORTK,256x47x244:row:TT,1210x112x175:row:TT,2619x58x161:row:TT,90x890x110:row:NN,87x111x176:row:NN
SHORTK=$SHORTK,157x4504x197:col:TN
step shortk 170 gemm --backend cuda --rungs 10 --shapes "$SHORTK" --output "$out/shortk/shortk.json" \
    --variant "10:BM=32,BN=64,BK=32,WM=16,WN=32,${T/MIN_GROUPS=0/MIN_GROUPS=4}" \
    --variant "10:BM=32,BN=64,BK=16,WM=32,WN=32,$T,PART_SLICES=8"
for s in mbt96 ntiny shortk; do
    records=$(ls "$out/$s/"*.json.gz 2>/dev/null || ls "$out/$s/"*.partial.jsonl 2>/dev/null)
    python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/$s/candidates.md" 2>&1
    tar -czf "$top/$tag-$s-candidates.tar.gz" -C "$out" "$s/candidates.md"
done
r="$out/radius2"; PACK=$tag-radius2; mkdir -p "$r"
RF="register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1"
for b in cuda opencl; do
    left=$(( CAP - ($(date +%s) - start) - 5 )); (( left > 45 )) || break
    run passes-$b 45 "$here/kernelscope.jar" stencil --backend $b --type f32 --filter box5x3,box5x4,gauss5x4 \
        --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp \
        --variants "tuned,$RF,${RF/ROWS=16/ROWS=32}" --output "$r/passes-$b.json"
done
python3 "$here/stencil-results-table.py" "$r"/passes-*.json > "$r/passes.md" 2>&1
cat "$r/passes.md"
pack
echo "call: $(( $(date +%s) - start )) s"
