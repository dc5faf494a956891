#!/usr/bin/env bash
# Session 41's second H200 call, this build (kernelscope.jar) against main before the session (kernelscope-before.jar).
# (1) Issue 13: rung 10's border walk with its rows loaded AHEAD steps early, as the inner groups' are: conformance of
# the register-fused rung through both backends, then the f32 entry (box3x4, box3x2) on 8192^2, 3840x2160 and
# 2048x32768 (side groups 3%, 6% and 11% of the groups), alternating builds, both backends. (2) Issue 12: the classes
# skinny-m-96 (M 65-96 in the skinny-32 entry's 32x64x16 tiles) and skinny-n-small in 128x128x16 tiles, on calls
# drawn with seed 20261501 that no entry was chosen from, this build against the one before in the next process.
# Usage (carry: as h200-session41.sh plus kernelscope-before.jar): OUT=/tmp/o DEST/h200-session41b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41b
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run stencil-cuda 40 "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused --quiet
run stencil-opencl 50 "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused --quiet
for c in stencil-cuda stencil-opencl; do echo "$c: $(tail -n 1 "$r/$c.txt")"; grep FAIL "$r/$c.txt" | head -3; done
r="$out/fused"; PACK=$tag-fused; mkdir -p "$r"
F=(--type f32 --filter box3x4,box3x2 --sizes 8192x8192,3840x2160,2048x32768 --warmups 3 --repetitions 30 --no-npp
   --variants tuned)
for b in cuda opencl; do
    run after-$b 30 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --output "$r/after-$b.json"
    run before-$b 30 "$here/kernelscope-before.jar" stencil --backend $b "${F[@]}" --output "$r/before-$b.json"
done
run after-cuda2 30 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --output "$r/after-cuda2.json"
python3 "$here/stencil-results-table.py" "$r"/before-cuda.json "$r"/after-cuda.json "$r"/after-cuda2.json \
    "$r"/before-opencl.json "$r"/after-opencl.json > "$r/table.md" 2>&1
cat "$r/table.md"
pack
M96=3193x77x2543:col:NN,66x1237x7523:row:NN,69x1856x4345:row:TN,69x2464x3171:row:NN,326x65x4630:col:NN
M96=$M96,118x96x2349:col:NN,175x74x1901:col:NN,402x94x600:col:NN
MSMALL=109x2680x1314:row:TN,2955x124x690:col:NT,264x99x7502:col:NT,259x106x3285:col:NN
NSMALL=5036x77x2380:row:TT,6743x72x1783:row:NN,2799x128x2080:row:NN,121x862x7002:col:TN,1991x91x3931:row:TT
NSMALL=$NSMALL,3761x73x2087:row:TT,2892x81x2368:row:TT,109x1317x3562:col:TN,123x726x4771:col:TN
SHAPES="$M96,$NSMALL"
half=$(( (CAP - ($(date +%s) - start) - 10) / 2 ))
step after $half gemm --backend cuda --rungs 10 --shapes "$SHAPES" --output "$out/after/after.json"
left=$(( CAP - ($(date +%s) - start) - 5 ))
KS_JAR="$here/kernelscope-before.jar" step before $left gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/before/before.json"
echo "call: $(( $(date +%s) - start )) s"
