#!/usr/bin/env bash
# Session 60's fifth H200 call: PanelSweep on three calls that call 3 found slower end to end with one wave along K
# and slices of one chunk (11x333x9000, 14x900x2200, 12x700x4500) and two that were faster, to see whether the sweep's
# kernel sums (each launch timed alone, median of 50) agree with gemm's own times there: the plan, the plan with its
# slices added by the last group, and w1/S with each.
# Usage (carry: scripts/h200-carry.sh DEST, plus tools-panel.jar and this script): OUT=/tmp/o DEST/h200-session60e.sh
CAP=${CAP:-200}
# SHAPES, VARIANTS (with $s for the slices of one chunk): other calls and programs
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session60e
r="$out/panel"; PACK=$tag-panel; mkdir -p "$r"
for shape in ${SHAPES:-11x333x9000 14x900x2200 12x700x4500 9x1500x3000 13x2500x1800}; do
    k=${shape##*x}; s=$(( (k + 127) / 128 ))
    timeout -k 5 "$(limit_for 40)" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep \
        "$shape" "${VARIANTS:-p,p+last,t4x4x1x2x8/$s,t4x4x1x2x8/$s+last,t4x4x4x2x8}" cuda 2>> "$r/cuda.progress" \
        | grep -v "^shape" >> "$r/cuda.txt"
done
pack
cut -c1-120 "$r/cuda.txt"
echo "call: $(( $(date +%s) - start )) s"
