#!/usr/bin/env bash
# Session 64's fifth H200 call (issue 12): skinny-n-96's 128x96x16 tiles on the skinny-n calls (N 65-96 from 2^31
# FLOP, the 256x128x8 entry), beside the database's choice in one process: 8 calls drawn with seed 20261214 and two
# squares' skinny cousins.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session64e.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call5
SN=19659x88x3251:row:TT,2986x77x8536:row:TT,80x3935x6726:col:NT,2623x94x10321:row:NT,67x8192x2522:col:NT
SN+=,82x8988x2107:col:TN,2585x84x11959:row:NN,2784x87x13750:row:TT,8192x96x8192,4096x80x4096
candidates sn 170 gemm --backend cuda --rungs 10 --repetitions 10 --quiet --shapes "$SN" \
    --variant 10:BM=128,BN=96,BK=16,WM=32,WN=96,LANES_M=4
cp "$out/sn/candidates.md" "$top/$tag-sn-candidates.md"; cp "$out/sn/tables.md" "$top/$tag-sn-tables.md"
echo "call: $(( $(date +%s) - start )) s"
