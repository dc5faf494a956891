#!/usr/bin/env bash
# Session 62's third H200 call: the split calls among the GEMM losers (stream-K over few tiles, their parts summed
# after), one process each with the split's two knobs moved for every class: as main runs them, each tile's last
# group summing its parts (SPLIT_REDUCE=0), and parts of 16 and of 4 slices instead of the entries' 8.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session62c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call3
shapes=6296x123x1170,1512x82x771:row:TN,19x919x127:row:TN,37x199x1086:row:NT,69x3189x3791:row:TT
shapes+=,8000x115x648:row:TN,1250x1000x12000:col:TT,717x1542x10451:col:NN,1111x1111x9999:col:NN
args=(gemm --backend cuda --rungs 10 --shapes "$shapes" --repetitions 20 --quiet)
step main 100 "${args[@]}" --output "$out/main/main.json"
step fixup 100 "${args[@]}" -D SPLIT_REDUCE=0 -D PART_SLICES=0 --output "$out/fixup/fixup.json"
step parts16 100 "${args[@]}" -D SPLIT_REDUCE=1 -D PART_SLICES=16 --output "$out/parts16/parts16.json"
step parts4 100 "${args[@]}" -D SPLIT_REDUCE=1 -D PART_SLICES=4 --output "$out/parts4/parts4.json"
for s in main fixup parts16 parts4; do echo "== $s"; grep -E '^\| [0-9]' "$out/$s/tables.md" | cut -d'|' -f2-7; done
