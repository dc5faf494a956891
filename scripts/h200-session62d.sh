#!/usr/bin/env bash
# Session 62's fourth H200 call: call 3's SPLIT_REDUCE=0 as each class would run it. A --define puts every call in the
# general entry's tiles, so this runs a copy of the build whose database gives every sm_90 entry that sums its split
# parts in a kernel of their own (SPLIT_REDUCE=1) the last-group sum instead (SPLIT_REDUCE=0, PART_SLICES=0), made by
# hand from the carry's jar (kernelscope-fixup.jar), against the build as it is, in the next process.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script and kernelscope-fixup.jar): OUT=/tmp/o DEST/h200-session62d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call4
shapes=6296x123x1170,1512x82x771:row:TN,19x919x127:row:TN,37x199x1086:row:NT,69x3189x3791:row:TT
shapes+=,8000x115x648:row:TN,1250x1000x12000:col:TT,717x1542x10451:col:NN,1111x1111x9999:col:NN
shapes+=,4096x127x4096,127x4096x4096,512x512x32768
args=(gemm --backend cuda --rungs 10 --shapes "$shapes" --repetitions 20 --quiet)
KS_JAR="$here/kernelscope-fixup.jar" step fixup 110 "${args[@]}" --output "$out/fixup/fixup.json"
step main 110 "${args[@]}" --output "$out/main/main.json"
for s in main fixup; do echo "== $s"; grep -E '^\| [0-9]' "$out/$s/tables.md" | cut -d'|' -f2-7; done
