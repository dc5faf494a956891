#!/usr/bin/env bash
# Session 28's third H200 call for issue 12, with the session's final build (skinny-few and narrow-few at any K): the
# GEMM conformance suite through CUDA; the 76-shape sweep; and the build before (6a21cc1f, KS_JAR=base-kernelscope.jar)
# and this one, one process each, on 14 skinny and narrow calls drawn at random (seed 20261208) that the rule was not
# drawn from (it was drawn from seed 20261209's, h200-gemm-candidates28b.sh). Each step is packed as it ends.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, the jar before as DEST/base-kernelscope.jar,
# plus this script, h200-gemm-steps.sh and h200-gemm-unseen-shapes.sh): DEST/h200-session28c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session28c; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
step check-cuda 130 gemm --check --backend cuda --rungs 10
grep -h "passed" "$out/check-cuda/check-cuda.txt" | tail -1
step sweep 270 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
FEW=43x2553x3057:col:NN,1756x40x2827:row:TT,49x2921x2637:col:TT,37x1974x535:col:TN,54x987x675:col:NN
FEW=$FEW,1087x45x653:row:NT,49x2144x1309:col:NN,59x1782x1641:col:NT,1054x57x1443:row:NN,49x1743x1134:row:NN
FEW=$FEW,63x1203x1711:row:TN,51x2868x3462:row:NN,40x460x1874:row:TN,1173x34x1004:row:TN
KS_JAR="$here/base-kernelscope.jar" step few-base 50 gemm --backend cuda --rungs 10 --shapes $FEW \
    --output "$out/few-base/few-base.json"
step few-new 50 gemm --backend cuda --rungs 10 --shapes $FEW --output "$out/few-new/few-new.json"
for name in sweep few-base few-new; do echo "== $name"; tail -n 2 "$out/$name/tables.md"; done
