#!/usr/bin/env bash
# Session 41's first H200 call. (1) Issue 13: what the register-fused rung's side groups cost: the f32 entry (box3x4,
# box3x2) on four images of 2^26 pixels whose side groups are 1.5-11% of the groups (16384x4096 ... 2048x32768),
# through both backends; the time against the two group counts gives a side group's cost in inner groups.
# (2) Issue 12: other tiles for the skinny-n-small and skinny-m-small classes (short side 65-128, below 2^31 FLOP)
# against each entry, on calls drawn with seed 20261500 that no entry was chosen from, plus one loser of session 40's
# sweep each; and `gemm --explain` of session 40's 14 calls below 92% end to end.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, with this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh, stencil-results-table.py, gemm-e2e-tables.py): OUT=/tmp/o DEST/h200-session41.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41
LOSERS=6296x123x1170,507x10x5744:col:NN,7024x38x655:col:NN,971x73x2135:col:NT,684x894x204:col:NT
LOSERS=$LOSERS,7537x1947x11:row:TN,443x2064x689:row:NT,1111x1111x9999:col:NN,69x3189x3791:row:TT
LOSERS=$LOSERS,311x6055x6859:col:TT,1229x17x2431:row:NT,5222x164x786:col:NN,70x2906x5694:col:TT,8000x115x648:row:TN
run explain 20 "$here/kernelscope.jar" gemm --backend cuda --explain "$LOSERS"
r="$out/sides"; PACK=$tag-sides; mkdir -p "$r"
F=(--type f32 --filter box3x4,box3x2 --sizes 16384x4096,8192x8192,4096x16384,2048x32768 --warmups 3 --repetitions 30
   --no-npp --variants tuned)
for b in cuda opencl; do
    run sides-$b 40 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --output "$r/sides-$b.json"
done
python3 "$here/stencil-results-table.py" "$r"/sides-cuda.json "$r"/sides-opencl.json > "$r/table.md" 2>&1
cat "$r/table.md"
pack
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
T="$T,SPLIT_REDUCE=1,STREAM_K=1,MIN_GROUPS=0"
NSMALL=1907x102x4870:row:TN,113x2570x3143:col:TT,2828x66x4484:row:NN,1025x116x6492:row:NT,2180x83x3771:row:NN
NSMALL=$NSMALL,4532x120x1083:row:NN,128x2039x1999:col:TT,125x5088x752:col:NN,123x516x3354:col:TN,72x3424x736:col:NN
NSMALL=$NSMALL,6296x123x1170
MSMALL=7688x71x1204:col:NT,84x5965x1212:row:NN,71x5642x1328:row:NN,99x1775x939:row:NN,104x208x7169:row:TN
MSMALL=$MSMALL,95x1416x920:row:NN,169x73x6851:col:NN,91x834x1017:row:NN,971x73x2135:col:NT
step nsmall 240 gemm --backend cuda --rungs 10 --shapes "$NSMALL" --output "$out/nsmall/nsmall.json" \
    --variant "10:BM=64,BN=32,BK=16,WM=32,WN=32,$T,PART_SLICES=8" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,$T,PART_SLICES=8"
left=$(( CAP - ($(date +%s) - start) - 5 ))
step msmall $left gemm --backend cuda --rungs 10 --shapes "$MSMALL" --output "$out/msmall/msmall.json" \
    --variant "10:BM=32,BN=64,BK=16,WM=32,WN=32,$T,PART_SLICES=8" \
    --variant "10:BM=32,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,$T,PART_SLICES=8"
for name in nsmall msmall; do
    records=$(ls "$out/$name/"*.json.gz 2>/dev/null || ls "$out/$name/"*.partial.jsonl 2>/dev/null)
    python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/$name/candidates.md" 2>&1
done
tar -czf "$top/$tag-candidates.tar.gz" -C "$out" nsmall/candidates.md msmall/candidates.md
echo "call: $(( $(date +%s) - start )) s"
