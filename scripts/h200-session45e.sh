#!/usr/bin/env bash
# Session 45's fifth H200 call, issue 12. Call 4's build (the steps loading whole slices in a loop of their own) won
# 13.5-14.4% on the 64x64 calls with a K tail and lost up to 11.6% elsewhere (70x2906x5694 column-major TT in 256x128x8
# tiles, 8000x115x648 TN), where its second loop took registers. This build keeps one loop and makes each tail load
# branch-free instead (issued from the unit's origin past K, zeroed by selects). Three processes on call 4's 42
# calls: this build, call 4's (kernelscope-loop.jar), main before the session (kernelscope-before.jar); and the SASS
# of this build's small-shallow twins.
# Usage (carry: as h200-session45d.sh plus kernelscope-loop.jar): OUT=/tmp/o DEST/h200-session45e.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45e
ISO=448x2048x688,448x2048x692,443x2048x688,448x2044x688,443x2064x689,448x2048x689
LOSERS=6296x123x1170:row:NN,7024x38x655:col:NN,971x73x2135:col:NT,127x7837x72:row:NN,746x557x152:row:NN
LOSERS=$LOSERS,684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,7537x1947x11:row:TN,443x2064x689:row:NT
LOSERS=$LOSERS,1111x1111x9999:col:NN,69x3189x3791:row:TT,311x6055x6859:col:TT,1229x17x2431:row:NT
LOSERS=$LOSERS,5222x164x786:col:NN,70x2906x5694:col:TT,8000x115x648:row:TN,1825x37x53:col:NN
DRAW=583x7810x616:row:NT,52x95x295:col:NN,6043x70x107:row:TT,79x1517x2401:row:TT,2146x57x241:col:NT
DRAW=$DRAW,3217x8x149:col:NN,279x4033x555:col:NN,4221x8x285:row:NN,587x3183x789:row:TT,2805x51x1916:row:NN
DRAW=$DRAW,6654x81x142:row:NN,22x968x195:col:TT
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
mkdir -p "$out/sass"
D="-DBM=64 -DBN=64 -DBK=16 -DWM=32 -DWN=32 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DSPLIT_REDUCE=0 -DPART_SLICES=0 -DSTREAM_K=0"
D="$D -DMIN_GROUPS=0 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DASYNC_COPY=0 -DCLAMP_EDGES=1 -DK_TAIL=1"
# shellcheck disable=SC2086
timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
    -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-sass.jar" NvrtcCubin "$out/sass/select-both.cubin" \
    "$here/kernels/10_tuned.cl" sm_90 $D > /dev/null 2>> "$out/sass/errors.txt" \
    && cuobjdump -sass "$out/sass/select-both.cubin" > "$out/sass/select-both.sass" 2>&1
rm -f "$out/sass/select-both.cubin"
echo "call: $(( $(date +%s) - start )) s"
