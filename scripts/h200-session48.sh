#!/usr/bin/env bash
# Session 48's first H200 call, issue 12: why session 46's K tail read first cost 128x64x16 and 128x128x16 twins
# 6-25% against session 45's build (session 47, call 5). (1) --explain of call 5's eight calls through CUDA (which
# entry and twin each runs); (2) the SASS of the general-narrow (128x64x16) and skinny-n-small (128x128x16) twins as
# those calls compile them, through this build (its main loop's step counter declared outside the loop, as session
# 45's was), main before the session (kernels-head/), session 45's kernel file (kernels-s45/), this build with
# LAST_STEP_APART=1 and without the tail, with tools/sass/ldg_positions.py; (3) the eight calls and their aligned
# neighbours through the tuned rung beside both entries with LAST_STEP_APART=1, then through main before the session
# and through session 45's jar (237ded09), each in a process of its own.
# Usage (carry: .device-carry/s48 with kernelscope-before.jar, kernelscope-237ded09.jar, kernels-head/ and
# kernels-s45/ holding those builds' 10_tuned.cl): OUT=/tmp/o DEST/h200-session48.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session48
S=6296x123x1170:row:NN,1512x82x771:row:TN,4500x700x6500:row:TT,3112x532x6113:row:TT,8000x115x648:row:TN
S=$S,311x6055x6859:col:TT,50x5507x57:row:NT,19x919x127:row:TN
ALIGNED=6296x123x1168:row:NN,1512x82x768:row:TN,4500x700x6496:row:TT,3112x532x6112:row:TT,8000x115x640:row:TN
run explain 60 "$here/kernelscope.jar" gemm --backend cuda --explain "$S"
COMMON="-DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMAX_REGISTERS=0"
COMMON="$COMMON -DSPLIT_REDUCE=1 -DPART_SLICES=8 -DCLAMP_EDGES=1"
GN="-DBM=128 -DBN=64 -DBK=16 -DWM=32 -DWN=64 -DMIN_GROUPS=3 $COMMON"
SNS="-DBM=128 -DBN=128 -DBK=16 -DWM=32 -DWN=64 -DMIN_GROUPS=0 $COMMON"
for build in new:10_tuned head:../kernels-head/10_tuned s45:../kernels-s45/10_tuned; do
    b=${build%%:*}; f=${build#*:}
    sass gn-tt-tail-$b $f $GN -DTRANS_A=1 -DTRANS_B=1 -DK_TAIL=1
    sass gn-tt-plain-$b $f $GN -DTRANS_A=1 -DTRANS_B=1
    sass sns-tn-tail-$b $f $SNS -DTRANS_A=1 -DK_TAIL=1
    sass sns-tn-plain-$b $f $SNS -DTRANS_A=1
done
sass gn-tt-tail-new-apart 10_tuned $GN -DTRANS_A=1 -DTRANS_B=1 -DK_TAIL=1 -DLAST_STEP_APART=1
sass sns-tn-tail-new-apart 10_tuned $SNS -DTRANS_A=1 -DK_TAIL=1 -DLAST_STEP_APART=1
python3 "$here/ldg_positions.py" "$out"/sass/*.sass > "$out/sass/ldg-positions.txt" 2>&1
cat "$out/sass/ldg-positions.txt"
for f in "$out"/sass/*.res; do echo "$(basename "$f" .res): $(grep -A1 "sgemm_tuned\b\|sgemm_tuned_split" "$f" | grep -o "REG:[0-9]*\|STACK:[0-9]*" | paste -sd' ')"; done
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
K="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
K="$K,SPLIT_REDUCE=1,PART_SLICES=8,LAST_STEP_APART=1"
candidates apart 150 gemm --backend cuda --rungs 10 --shapes "$S,$ALIGNED" \
    --variant "10:BM=128,BN=64,BK=16,WM=32,WN=64,MIN_GROUPS=3,$K" \
    --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,MIN_GROUPS=0,$K"
KS_JAR="$here/kernelscope-before.jar" step head 90 gemm --backend cuda --rungs 10 --shapes "$S,$ALIGNED" \
    --output "$out/head/head.json"
KS_JAR="$here/kernelscope-237ded09.jar" step s45 90 gemm --backend cuda --rungs 10 --shapes "$S,$ALIGNED" \
    --output "$out/s45/s45.json"
python3 "$here/../../tools/results/gemm_ab.py" --times "s45=$out/s45/s45.json.gz" "head=$out/head/head.json.gz" \
    "new=$out/apart/apart.json.gz" \
    > "$out/builds.md" 2>&1
cat "$out/builds.md"
tar -czf "$top/$tag-builds.tar.gz" -C "$out" builds.md
echo "call: $(( $(date +%s) - start )) s"
