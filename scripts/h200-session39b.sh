#!/usr/bin/env bash
# Session 39's second H200 call (issue 12). The first found the general class's three tilings near their best on 20
# calls of one wave (at most 132 tiles of 128x128) and 128x128x16 no better; the worst calls there had a side of
# 129-255 in the kernels' product that 128-wide tiles pad to 256. So: tiles 64 wide along N, which the general class
# lacks, on 16 such calls (14 drawn with seed 20261391 where the product's N is 64 or less past a multiple of 128, and
# call 1's 2709x175x13237 and 135x1420x38729 column-major): the database's choice and 256x64x8 (the narrow entry's),
# 128x64x16 in 32x64 waves, 128x64x8 in 64x32 waves, 64x64x16 in 32x32 waves. Then Nsight Compute on what cuBLAS and
# the database run for four of call 1's losers.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh, h200-gemm-ncu.sh, ncu_table.py, tools-ncu.jar): OUT=/tmp/o DEST/h200-session39b.sh; then pack
# /tmp/o into the real OUT (8 files at most).
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session39b
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,MIN_GROUPS=0"
FIXED="$FIXED,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
NARROW=1108x151x18097:row:NT,1938x180x20824:row:NT,1404x1419x548:row:TN,693x576x15376:row:NN,1641x665x18452:row:TN
NARROW=$NARROW,1306x314x33144:row:TN,340x3468x998:row:TN,3415x144x14161:row:NN,691x386x19957:row:NN,3550x269x11316:row:NN
NARROW=$NARROW,528x1124x10611:col:TT,314x659x5374:col:TT,3264x174x37719:col:NN,1050x1290x6092:row:TN,2709x175x13237:row:NN
NARROW=$NARROW,135x1420x38729:col:NN
step narrow-n 330 gemm --backend cuda --rungs 10 --shapes "$NARROW" --output "$out/narrow-n/narrow-n.json" \
    --variant "10:BM=256,BN=64,BK=8,WM=64,WN=64,$FIXED" --variant "10:BM=128,BN=64,BK=16,WM=32,WN=64,$FIXED" \
    --variant "10:BM=128,BN=64,BK=8,WM=64,WN=32,$FIXED" --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,$FIXED"
left=$(( CAP - ($(date +%s) - start) - 10 ))
(( left > 40 )) && GEMM_CARRY="$here" OUT="$out" timeout -s KILL $left bash "$here/h200-gemm-ncu.sh" ncu-losers \
    2709x175x13237,135x1420x38729:col:NN,1588x1232x1019,200x606x26221:row:TN > "$out/ncu-losers-console.txt" 2>&1
tar -czf "$top/$tag-ncu.tar.gz" -C "$out" ncu-losers ncu-losers-console.txt 2>/dev/null
echo "call: $(( $(date +%s) - start )) s"
