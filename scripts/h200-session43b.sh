#!/usr/bin/env bash
# Session 43's second H200 call, main with the tiny-deep class (kernelscope.jar) against main at the session's start
# (kernelscope-before.jar, dc18cfda). Issue 12: (1) tiny-deep (tiny calls of K 512 and more, the tiny entry's tiles in
# parts of 8 slices) on 12 calls drawn for it with seed 20261801, 512^3, 400x400x800 and call 1's five tiny calls of
# K 547-2313, this build then the one before in the next process; (2) tiny calls of K below 100 and at least 3e7 FLOP
# (10 drawn with seed 20261802; the sweep's weakest tiny calls are such) in the short-k, small and small-k entries'
# tiles given whole, beside the tiny entry's; (3) `gemm --check --rungs 10` through CUDA.
# Usage (carry: as h200-session42.sh plus kernelscope-before.jar): OUT=/tmp/o DEST/h200-session43b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session43b
DEEP=138x390x1456:col:NT,285x303x1142:row:TN,154x307x1308:row:TT,662x186x689:col:NT,162x201x1117:row:TN
DEEP=$DEEP,138x796x943:row:TN,575x188x647:row:TT,427x147x925:row:NN,201x135x521:row:TN,747x130x930:row:NN
DEEP=$DEEP,411x173x1223:row:TT,179x300x581:col:NN,512x512x512,400x400x800:col:NT
DEEP=$DEEP,309x164x2313:col:TT,156x369x1050:row:NN,551x395x555:row:NT,137x552x1133:row:NT,1489x140x547:row:TN
step after 90 gemm --backend cuda --rungs 10 --shapes "$DEEP" --output "$out/after/after.json"
KS_JAR="$here/kernelscope-before.jar" step before 90 gemm --backend cuda --rungs 10 --shapes "$DEEP" \
    --output "$out/before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/before/before.json.gz" "after=$out/after/after.json.gz" > "$out/ab.md" 2>&1
tail -n 30 "$out/ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=0"
T="$T,PART_SLICES=0,STREAM_K=1"
SHALLOW=1186x6733x16:row:NT,545x6519x32:row:NT,2000x198x85:row:TN,480x1846x68:col:NN,964x2743x37:row:NN
SHALLOW=$SHALLOW,1888x1109x25:col:NN,2791x2078x8:col:NT,2271x1470x14:col:TN,508x2021x84:row:NN,6582x1447x12:col:TT
SHALLOW=$SHALLOW,8031x256x18:col:TN,3307x163x87:col:TN
step shallow 130 gemm --backend cuda --rungs 10 --shapes "$SHALLOW" --output "$out/shallow/shallow.json" \
    --variant "10:BM=64,BN=64,BK=40,WM=32,WN=32,OVERLAP_BARRIER=1,MIN_GROUPS=0,$T" \
    --variant "10:BM=64,BN=128,BK=8,WM=32,WN=64,OVERLAP_BARRIER=1,MIN_GROUPS=0,$T" \
    --variant "10:BM=128,BN=128,BK=8,WM=32,WN=64,OVERLAP_BARRIER=0,MIN_GROUPS=2,$T"
records=$(ls "$out/shallow/"*.json.gz 2>/dev/null || ls "$out/shallow/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/shallow/candidates.md" 2>&1
tar -czf "$top/$tag-shallow-candidates.tar.gz" -C "$out" shallow/candidates.md
cut -c1-150 "$out/shallow/candidates.md"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 160 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(grep -i "tiny-deep\|passed" "$r/gemm-cuda.txt" | cut -c1-70 | tr '\n' ' ')"
grep FAIL "$r/gemm-cuda.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
