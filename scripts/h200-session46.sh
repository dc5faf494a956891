#!/usr/bin/env bash
# Session 46's first H200 call, issue 12: the K tail read first. Rung 10's K_TAIL twin now puts the tail in a tile's
# first slice (slice 0 begins kShift = slices * BK - K indices before K's values), so only the first load of a tile is
# tested and the main loop's loads are those of a kernel without the tail, in every tile size and on every compiler;
# an operand packed beside it gets the tail's zeros first (A_PACKED, B_PACKED). Session 45's loop of whole slices
# (tiles of at most 64x64, NVIDIA's compilers only) is gone. (1) Session 45's 36 calls and four large K tails, this
# build against main before in the next process; (2) `gemm --check --rungs 10` through CUDA; (3) the SASS of the
# 64x64x16 and 128x128x16 K-tail twins (tools/sass/loop_mix.py reads their loops).
# Usage (carry: .device-carry/s46 from scripts/h100-gemm-carry.sh, with kernelscope-before.jar):
#   OUT=/tmp/o DEST/h200-session46.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session46
source "$here/h200-gemm-session45-shapes.sh"   # ISO, LOSERS, DRAW, SMALL_SHALLOW
TAILS=2000x2000x1001:row:NN,4096x4096x4099:row:NN,1500x3000x2050:col:NT,3001x2999x3003:row:TT
ab tails 150 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS,$DRAW,$TAILS"
conformance gemm-cuda 150 --backend cuda
sass ss64-ktail 10_tuned $SMALL_SHALLOW -DCLAMP_EDGES=1 -DK_TAIL=1
sass s128-ktail 10_tuned -DBM=128 -DBN=128 -DBK=16 -DWM=32 -DWN=64 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DMIN_GROUPS=0 \
    -DCLAMP_EDGES=1 -DK_TAIL=1 -DSPLIT_REDUCE=1 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DASYNC_COPY=0
for f in "$out"/sass/*.sass; do echo "== $f"; python3 "$here/loop_mix.py" "$f" 2>&1 | head -12; done \
    > "$out/sass/loop-mix.txt"
tail -n 30 "$out/sass/loop-mix.txt"
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
echo "call: $(( $(date +%s) - start )) s"
