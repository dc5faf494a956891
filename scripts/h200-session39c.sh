#!/usr/bin/env bash
# Session 39's third H200 call (issue 12), with the general-narrow class (128x64x16 tiles where TileFit finds them
# fitting C best): (1) 27 calls the class takes, each through the database (its new choice) and in the tiling the
# database chose before given whole: 24 drawn with seed 20261392 that the rule moved (one-wave and multi-wave, from
# each of general, general-fine and general-tall) and the 76-shape sweep's three moved calls (4500x700x6500 TT,
# 3112x532x6113 TT, 311x6055x6859 column-major TT); (2) the 76-shape sweep; (3) rung 10's conformance suite through
# CUDA and NVIDIA OpenCL, general-narrow's two cases among it.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh, h200-gemm-unseen-shapes.sh, h200-gemm-small-shapes.sh): OUT=/tmp/o DEST/h200-session39c.sh;
# then pack /tmp/o into the real OUT (8 files at most).
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session39c
source "$here/h200-gemm-unseen-shapes.sh"
source "$here/h200-gemm-small-shapes.sh"
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,MIN_GROUPS=0"
FIXED="$FIXED,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
GENERAL=1859x405x3324:row:TT,701x355x15899:col:NN,219x401x17676:row:NN,652x6378x13574:col:TN
GENERAL=$GENERAL,7688x180x9271:row:NN,3231x688x17005:row:TT,5188x432x14025:row:NT,643x4160x1049:col:NN
GENERAL=$GENERAL,4500x700x6500:row:TT
GENERAL_FINE=316x1699x27811:col:NN,2062x290x10046:row:NN,2129x522x2675:row:NT,2925x1047x1119:row:NN
GENERAL_FINE=$GENERAL_FINE,522x648x5220:col:NT,2845x1819x348:row:NN,1329x2121x2731:col:TN,2096x1058x2721:row:NT
GENERAL_FINE=$GENERAL_FINE,3112x532x6113:row:TT
GENERAL_TALL=5989x531x1313:row:NN,3793x806x1289:row:TN,707x1027x15438:row:TN,534x757x10371:col:NN
GENERAL_TALL=$GENERAL_TALL,193x545x28741:row:TT,3275x1062x7587:row:TN,1834x4248x381:col:TN,505x1547x13143:row:TN
GENERAL_TALL=$GENERAL_TALL,311x6055x6859:col:TT
step was-general 100 gemm --backend cuda --rungs 10 --shapes "$GENERAL" --output "$out/was-general/was-general.json" \
    --variant "10:BM=128,BN=256,BK=8,WM=64,WN=64,$FIXED"
step was-fine 100 gemm --backend cuda --rungs 10 --shapes "$GENERAL_FINE" --output "$out/was-fine/was-fine.json" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$FIXED"
step was-tall 110 gemm --backend cuda --rungs 10 --shapes "$GENERAL_TALL" --output "$out/was-tall/was-tall.json" \
    --variant "10:BM=256,BN=128,BK=8,WM=64,WN=64,$FIXED"
left=$(( CAP - ($(date +%s) - start) - 70 ))
(( left > 60 )) && step sweep $left gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
    --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run check-cuda 30 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
run check-opencl 30 "$here/kernelscope.jar" gemm --backend opencl --device NVIDIA --check --rungs 10
for b in cuda opencl; do echo "check $b: $(grep -i "narrow" "$r/check-$b.txt" | tr '\n' ' ') $(tail -n 1 "$r/check-$b.txt")"; done
echo "call: $(( $(date +%s) - start )) s"
