#!/usr/bin/env bash
# Session 46's second H200 call, issue 12. Call 1's K tail read first lost where a twin also clamps edges or reads
# along K with 4-byte loads (443x2064x689 83.9 -> 72.8% of cuBLAS kernel-only, 5222x164x786 column-major 80.5 ->
# 66.1, 8000x115x648 TN 82.0 -> 66.4) and won elsewhere (311x6055x6859 column-major TT 89.3 -> 95.9, 4096x4096x4099
# 101.7 -> 108.1): its SASS had the next slice's LDGs after the math again. The PTX showed why: with the shift
# inside the origin's index sum NVVM recomputed clamped load addresses in the main loop. This build moves the
# origins back by a pointer step of their own (SHIFT_ORIGINS_TO_TAIL). (1) The SASS of the twins that lost and won,
# of their plain forms, and of an experiment (LAST_STEP_APART: the loop's loads unconditional, the last step after
# it), with tools/sass/ldg_positions.py; (2) call 1's 40 calls, this build against main before the session in the
# next process.
# Usage (carry: .device-carry/s46 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session46b.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session46b
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW, SMALL_SHALLOW
T128="-DBM=128 -DBN=128 -DBK=16 -DWM=32 -DWN=64 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DMIN_GROUPS=0 -DSPLIT_REDUCE=1"
T128="$T128 -DPART_SLICES=8 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DASYNC_COPY=0 -DCLAMP_EDGES=1"
sass ss64-tail $SMALL_SHALLOW -DCLAMP_EDGES=0 -DK_TAIL=1
sass ss64-tail-clamp $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1
sass ss64-tail-clamp-apacked $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1 -DA_PACKED=1
sass ss64-tail-scalar $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1 -DSCALAR_LOADS=1 -DUNALIGNED_C=1
sass s128-tail $T128 -DK_TAIL=1
sass s128-tail-ta-bpacked $T128 -DK_TAIL=1 -DTRANS_A=1 -DB_PACKED=1 -DUNALIGNED_C=1
sass ss64-plain-clamp $SMALL_SHALLOW -DCLAMP_EDGES=1
sass s128-plain $T128
# the experiment beside it: the steps that load a next slice in a loop of unconditional loads, the last step apart
sass ss64-tail-clamp-apart $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1 -DLAST_STEP_APART=1
sass s128-tail-apart $T128 -DK_TAIL=1 -DLAST_STEP_APART=1
# where each main loop's LDGs sit against its FFMAs (session 45's plain kernel: 80 of 512 before the first LDG)
python3 "$here/ldg_positions.py" "$out"/sass/*.sass > "$out/sass/ldg-positions.txt" 2>&1
cat "$out/sass/ldg-positions.txt"
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
ab tails 150 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS,$DRAW,2000x2000x1001:row:NN,4096x4096x4099:row:NN,1500x3000x2050:col:NT,3001x2999x3003:row:TT"
echo "call: $(( $(date +%s) - start )) s"
