#!/usr/bin/env bash
# Session 49's fifth H200 call, issue 12, as it lands: (1) skinny-n's 256x128x8 entry with LOADS_BEFORE_MATH=1 (call 4:
# its K-tail twin reading A transposed issued the next slice's loads after 992 of 1024 FFMAs, 6902x110x5356 TN ran
# 71.0 -> 99.8% of cuBLAS with the barrier) against this build without it, on call 4's five calls, three whose K is a
# multiple of 8 (the plain kernel) and four drawn with seed 20261504; (2) the 76-shape sweep through CUDA (session 48's
# call 4 ran it last); (3) `gemm --check --rungs 10` through CUDA.
# Usage (carry: .device-carry/s49 with kernelscope-before.jar, h200-gemm-unseen-shapes.sh): OUT=/tmp/o DEST/h200-session49e.sh
CAP=${CAP:-570}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session49e
source "$here/h200-gemm-unseen-shapes.sh"   # UNSEEN, RANDOM20, DRAWN
S=6902x110x5356:row:TN,2915x114x4924:row:NN,6140x94x7482:row:NT,70x2906x5694:col:TT,6535x115x2628:row:TT
S=$S,4096x127x4096:row:NN,4096x127x4096:row:TN,5000x100x3000:row:NN
S=$S,3090x107x6694:row:NT,95x2933x5066:col:NN,6434x100x6669:row:NT,5444x110x7299:row:TT
ab skinnyn 90 gemm --backend cuda --rungs 10 --shapes "$S"
step sweep 260 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
conformance gemm-cuda 160 --backend cuda
echo "call: $(( $(date +%s) - start )) s"
