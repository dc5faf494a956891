#!/usr/bin/env bash
# Session 48's second H200 call, issue 12. Call 1's SASS: session 46's K tail read first made ptxas issue the
# 128x64x16 twin's next-slice loads after 928 of the slice's 1024 FFMAs (session 45's tail read last: 64, the plain
# kernel: 64), and the 128x128x16 split kernel's after 960 (session 45: 64). Two forms of 10_tuned.cl against main
# before the session: x1, a warp barrier (__syncwarp) right after the next slice's loads in the main loop, which no
# load may pass, so they are issued before the slice's math; x3, the loop's loads of a K-tail twin tested at run time
# as the first slice's are (always true there), as session 45's tested theirs against K. (1) The SASS of the twins
# call 1's calls compile, through each form, with tools/sass/ldg_positions.py; (2) the calls through each form's jar
# (the jar of main before the session with that 10_tuned.cl), each in a process of its own.
# Usage (carry: .device-carry/s48 with kernelscope-x1.jar, kernelscope-x3.jar, kernels-x1/, kernels-x3/):
# OUT=/tmp/o DEST/h200-session48b.sh
CAP=${CAP:-570}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session48b
source "$here/h200-gemm-session45-shapes.sh"   # SMALL_SHALLOW
COMMON="-DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMAX_REGISTERS=0"
COMMON="$COMMON -DSPLIT_REDUCE=1 -DPART_SLICES=8 -DCLAMP_EDGES=1"
GN="-DBM=128 -DBN=64 -DBK=16 -DWM=32 -DWN=64 -DMIN_GROUPS=3 $COMMON"
SNS="-DBM=128 -DBN=128 -DBK=16 -DWM=32 -DWN=64 -DMIN_GROUPS=0 $COMMON"
BIG="-DBM=128 -DBN=256 -DBK=8 -DWM=64 -DWN=64 -DMIN_GROUPS=0 ${COMMON/CLAMP_EDGES=1/CLAMP_EDGES=0}"
for build in head:10_tuned x1:../kernels-x1/10_tuned x3:../kernels-x3/10_tuned; do
    b=${build%%:*}; f=${build#*:}
    sass gn-ta-bp-tail-$b $f $GN -DTRANS_A=1 -DB_PACKED=1 -DK_TAIL=1
    sass gn-tt-scalar-tail-$b $f $GN -DTRANS_A=1 -DTRANS_B=1 -DK_TAIL=1 -DSCALAR_LOADS=1 -DUNALIGNED_C=1
    sass sns-ta-bp-tail-$b $f $SNS -DTRANS_A=1 -DB_PACKED=1 -DK_TAIL=1 -DUNALIGNED_C=1
    sass sns-nn-scalar-tail-$b $f $SNS -DK_TAIL=1 -DSCALAR_LOADS=1 -DUNALIGNED_C=1
    sass ss64-tail-clamp-$b $f $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1
    [[ $b != x3 ]] && sass big-plain-$b $f $BIG
    [[ $b != head ]] && sass gn-tt-tail-$b $f $GN -DTRANS_A=1 -DTRANS_B=1 -DK_TAIL=1
    [[ $b == x1 ]] && sass gn-tt-plain-$b $f $GN -DTRANS_A=1 -DTRANS_B=1 && sass sns-ta-plain-$b $f $SNS -DTRANS_A=1
done
python3 "$here/ldg_positions.py" "$out"/sass/*.sass > "$out/sass/ldg-positions.txt" 2>&1
sed -E 's/ LDG at [^;]*;/;/' "$out/sass/ldg-positions.txt"
for f in "$out"/sass/*.res; do echo "$(basename "$f" .res): $(grep -A1 "sgemm_tuned\b\|sgemm_tuned_split" "$f" | grep -o "REG:[0-9]*\|STACK:[0-9]*" | paste -sd' ')"; done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
S=6296x123x1170:row:NN,1512x82x771:row:TN,4500x700x6500:row:TT,3112x532x6113:row:TT,8000x115x648:row:TN
S=$S,311x6055x6859:col:TT,50x5507x57:row:NT,19x919x127:row:TN
S=$S,6296x123x1168:row:NN,1512x82x768:row:TN,4500x700x6496:row:TT,3112x532x6112:row:TT,8000x115x640:row:TN
S=$S,4096x4096x4096:row:NN,4096x4096x4099:row:NN,2000x2000x1001:row:NN,443x2064x689:row:NT,5222x164x786:col:NN
S=$S,448x2048x692:row:NN,1024x1024x1024:row:NN
for b in head x1 x3; do
    jar=kernelscope-$b.jar; [[ $b == head ]] && jar=kernelscope-before.jar
    KS_JAR="$here/$jar" step $b 110 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/$b/$b.json"
done
python3 "$here/../../tools/results/gemm_ab.py" --times "head=$out/head/head.json.gz" "x1=$out/x1/x1.json.gz" \
    "x3=$out/x3/x3.json.gz" > "$out/builds.md" 2>&1
python3 "$here/../../tools/results/gemm_ab.py" "head=$out/head/head.json.gz" "x1=$out/x1/x1.json.gz" \
    "x3=$out/x3/x3.json.gz" > "$out/builds-percent.md" 2>&1
cat "$out/builds.md"; tail -n 4 "$out/builds-percent.md"
tar -czf "$top/$tag-builds.tar.gz" -C "$out" builds.md builds-percent.md
echo "call: $(( $(date +%s) - start )) s"
