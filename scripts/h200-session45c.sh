#!/usr/bin/env bash
# Session 45's third H200 call, issue 12. Call 2 found the twins that read a caller's odd shapes in place costing the
# 64x64 tiles 12-22 points of cuBLAS against aligned neighbours (443x2064x689 72% against 448x2048x688 93.5%), and
# cp.async rings no faster than the register-staged entry. This build loads every slice but a unit's last with no test
# against K (LOAD_SLICE_K). (1) The A/B against main before it, end to end and kernel-only: six calls that isolate the
# twins (none, K_TAIL alone, A's rows clamped, B's columns clamped, both with a pack) and call 1's 18 losers; (2) 12
# calls drawn with seed 20261453 (any class, K 65-3000); (3) the SASS of the small-shallow kernel's twins, before and
# after (NvrtcCubin + cuobjdump), to read here.
# Usage (carry: as h200-session45.sh plus kernelscope-before.jar and kernels/10_tuned_before.cl): OUT=/tmp/o DEST/...
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45c
ISO=448x2048x688,448x2048x692,443x2048x688,448x2044x688,443x2064x689,448x2048x689
LOSERS=6296x123x1170:row:NN,7024x38x655:col:NN,971x73x2135:col:NT,127x7837x72:row:NN,746x557x152:row:NN
LOSERS=$LOSERS,684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,7537x1947x11:row:TN,443x2064x689:row:NT
LOSERS=$LOSERS,1111x1111x9999:col:NN,69x3189x3791:row:TT,311x6055x6859:col:TT,1229x17x2431:row:NT
LOSERS=$LOSERS,5222x164x786:col:NN,70x2906x5694:col:TT,8000x115x648:row:TN,1825x37x53:col:NN
DRAW=583x7810x616:row:NT,52x95x295:col:NN,6043x70x107:row:TT,79x1517x2401:row:TT,2146x57x241:col:NT
DRAW=$DRAW,3217x8x149:col:NN,279x4033x555:col:NN,4221x8x285:row:NN,587x3183x789:row:TT,2805x51x1916:row:NN
DRAW=$DRAW,6654x81x142:row:NN,22x968x195:col:TT
ab ktail 170 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS"
ab drawn 110 gemm --backend cuda --rungs 10 --shapes "$DRAW"
mkdir -p "$out/sass"
D="-DBM=64 -DBN=64 -DBK=16 -DWM=32 -DWN=32 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DSPLIT_REDUCE=0 -DPART_SLICES=0 -DSTREAM_K=0"
D="$D -DMIN_GROUPS=0 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DASYNC_COPY=0"
for file in 10_tuned 10_tuned_before; do
    for twin in "plain:-DCLAMP_EDGES=0" "ktail:-DCLAMP_EDGES=0 -DK_TAIL=1" "both:-DCLAMP_EDGES=1 -DK_TAIL=1"; do
        name="$file-${twin%%:*}"
        # shellcheck disable=SC2086
        timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
            -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-sass.jar" NvrtcCubin "$out/sass/$name.cubin" \
            "$here/kernels/$file.cl" sm_90 $D ${twin#*:} > /dev/null 2>> "$out/sass/errors.txt" \
            && cuobjdump -sass "$out/sass/$name.cubin" > "$out/sass/$name.sass" 2>&1
        rm -f "$out/sass/$name.cubin"
    done
done
ls -la "$out/sass" | tail -n 8
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
echo "call: $(( $(date +%s) - start )) s"
