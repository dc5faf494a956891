#!/usr/bin/env bash
# Session 45's fifth H200 call, issue 12. Call 4's build (the steps loading whole slices in a loop of their own) won
# 13.5-14.4% on the 64x64 calls with a K tail and lost up to 11.6% elsewhere (70x2906x5694 column-major TT in 256x128x8
# tiles, 8000x115x648 TN), where its second loop took registers. This build keeps one loop and makes each tail load
# branch-free instead (issued from the unit's origin past K, zeroed by selects). Three processes on call 4's 42
# calls: this build, call 4's (kernelscope-loop.jar), main before the session (kernelscope-before.jar); and the SASS
# of this build's small-shallow twins.
# Usage (carry: as h200-session45d.sh plus kernelscope-loop.jar): OUT=/tmp/o DEST/h200-session45e.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45e
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW, SMALL_SHALLOW
S="$ISO,$LOSERS,$DRAW"
step select 130 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/select/select.json"
KS_JAR="$here/kernelscope-loop.jar" step loop 130 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/loop/loop.json"
KS_JAR="$here/kernelscope-before.jar" step before 130 gemm --backend cuda --rungs 10 --shapes "$S" \
    --output "$out/before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" --times "before=$out/before/before.json.gz" "loop=$out/loop/loop.json.gz" \
    "select=$out/select/select.json.gz" > "$out/ab-times.md" 2>&1
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/before/before.json.gz" "loop=$out/loop/loop.json.gz" \
    "select=$out/select/select.json.gz" > "$out/ab.md" 2>&1
tail -n 48 "$out/ab.md"
# shellcheck disable=SC2086
sass select-both 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1
echo "call: $(( $(date +%s) - start )) s"
