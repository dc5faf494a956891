#!/usr/bin/env bash
# Session 41's fifth H200 call: issue 12's state on calls no entry was chosen from: 40 GEMM calls drawn with seed
# 20261503 (scripts/gemm-random-shapes.py, every class as the draw falls), main with the session's changes, % of cuBLAS
# kernel-only and end to end in the same process.
# Usage (carry: as h200-session41.sh): OUT=/tmp/o DEST/h200-session41e.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41e
DRAWN=$(cat "$here/draw41e.txt")
left=$(( CAP - ($(date +%s) - start) - 5 ))
step drawn $left gemm --backend cuda --rungs 10 --shapes "$DRAWN" --output "$out/drawn/drawn.json"
tail -n 3 "$out/drawn/tables.md"
echo "call: $(( $(date +%s) - start )) s"
