#!/usr/bin/env bash
# Session 46's third H200 call, issue 12. Calls 1-2: the K tail read first won on some K-tail twins (448x2048x689
# 82.7 -> 88.9% of cuBLAS kernel-only, 311x6055x6859 column-major TT 89.6 -> 96.3, 4096x4096x4099 101.8 -> 108.1)
# and lost on others (443x2064x689 83.7 -> 73.0, 5222x164x786 column-major 79.6 -> 65.5, 8000x115x648 TN 82.1 ->
# 65.9); the origins' pointer step (call 2) changed nothing measurable, and call 2's SASS step was given no kernel
# file. (1) The SASS of those twins as main builds them now, and with LAST_STEP_APART (the steps that load a next
# slice in a loop of unconditional loads, the last step after it), read by tools/sass/ldg_positions.py; (2) the 40
# calls through a jar whose K-tail twins take LAST_STEP_APART (kernelscope-apart.jar) and through main before the
# session, in consecutive processes (call 2 has this build's).
# Usage (carry: .device-carry/s46 with kernelscope-before.jar and kernelscope-apart.jar): OUT=/tmp/o DEST/h200-session46c.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session46c
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW, SMALL_SHALLOW
T128="-DBM=128 -DBN=128 -DBK=16 -DWM=32 -DWN=64 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DMIN_GROUPS=0 -DSPLIT_REDUCE=1"
T128="$T128 -DPART_SLICES=8 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DASYNC_COPY=0 -DCLAMP_EDGES=1"
for form in "" "-DLAST_STEP_APART=1"; do
    suffix=${form:+-apart}
    sass "ss64-tail$suffix" 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=0 -DK_TAIL=1 $form
    sass "ss64-tail-clamp-apacked$suffix" 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1 -DA_PACKED=1 $form
    sass "ss64-tail-apacked$suffix" 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=0 -DK_TAIL=1 -DA_PACKED=1 $form
    sass "ss64-tail-scalar$suffix" 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1 -DSCALAR_LOADS=1 \
        -DUNALIGNED_C=1 $form
    sass "s128-tail-ta-bpacked$suffix" 10_tuned $T128 -DK_TAIL=1 -DTRANS_A=1 -DB_PACKED=1 -DUNALIGNED_C=1 $form
done
sass ss64-plain-clamp 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=1
sass s128-plain-ta 10_tuned $T128 -DTRANS_A=1 -DUNALIGNED_C=1
python3 "$here/ldg_positions.py" "$out"/sass/*.sass > "$out/sass/ldg-positions.txt" 2>&1
cat "$out/sass/ldg-positions.txt"; head -3 "$out/sass/errors.txt" 2>/dev/null
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
SHAPES="$ISO,$LOSERS,$DRAW,2000x2000x1001:row:NN,4096x4096x4099:row:NN,1500x3000x2050:col:NT,3001x2999x3003:row:TT"
KS_JAR="$here/kernelscope-apart.jar" step apart 150 gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/apart/apart.json"
KS_JAR="$here/kernelscope-before.jar" step before 150 gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/before/before.json.gz" "apart=$out/apart/apart.json.gz" \
    > "$out/apart-ab.md" 2>&1
tail -n 46 "$out/apart-ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" apart-ab.md
echo "call: $(( $(date +%s) - start )) s"
