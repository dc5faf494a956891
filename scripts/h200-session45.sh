#!/usr/bin/env bash
# Session 45's first H200 call, issue 12: the CUDA calls below 90% of cuBLAS end to end. (1) The 18 calls of session
# 43's CUDA sweep below 92% end to end, again through CUDA with main (which of them lose in every process); (2) Nsight
# Compute on what cuBLAS and the tuned rung run for ten of them (h200-gemm-ncu.sh), in the time left.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh, h100-gemm-e2e.sh, gemm-e2e-tables.py, h200-gemm-ncu.sh): OUT=/tmp/o DEST/h200-session45.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45
LOSERS=6296x123x1170:row:NN,7024x38x655:col:NN,971x73x2135:col:NT,127x7837x72:row:NN,746x557x152:row:NN
LOSERS=$LOSERS,684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,7537x1947x11:row:TN,443x2064x689:row:NT
LOSERS=$LOSERS,1111x1111x9999:col:NN,69x3189x3791:row:TT,311x6055x6859:col:TT,1229x17x2431:row:NT
LOSERS=$LOSERS,5222x164x786:col:NN,70x2906x5694:col:TT,8000x115x648:row:TN,1825x37x53:col:NN
step losers 150 gemm --backend cuda --rungs 10 --shapes "$LOSERS" --output "$out/losers/losers.json"
tail -n 2 "$out/losers/tables.md"
NCU=5222x164x786:col:NN,6296x123x1170:row:NN,8000x115x648:row:TN,684x894x204:col:NT,3307x163x87:col:TN
NCU=$NCU,69x3189x3791:row:TT,70x2906x5694:col:TT,971x73x2135:col:NT,7024x38x655:col:NN,1229x17x2431:row:NT
left=$(( CAP - ($(date +%s) - start) - 10 ))
(( left > 40 )) && GEMM_CARRY="$here" OUT="$out" timeout -s KILL $left bash "$here/h200-gemm-ncu.sh" ncu-losers \
    "$NCU" > "$out/ncu-losers-console.txt" 2>&1
tail -n 60 "$out/ncu-losers/table.txt"
tar -czf "$top/$tag-ncu.tar.gz" -C "$out" ncu-losers ncu-losers-console.txt 2>/dev/null
echo "call: $(( $(date +%s) - start )) s"
