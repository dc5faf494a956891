#!/usr/bin/env bash
# Session 44's third H200 call, issue 12, NVIDIA OpenCL, main with EnqueueBoundCalls as set from call 2 (calls of at
# most 2^28 FLOP: packs weighed at an enqueue's 5.2 us; split tiles of K below 512 summed by their last groups; matrix-
# vector slices by their last group up to 128 parts). (1) Against the build before (kernelscope-before.jar) on 24 calls
# drawn after the rule was set (seed 20261902: 16 of any class up to 2^28 FLOP; seed 20261903: 8 of K 256-511), this
# build then the one before in the next process; (2) the 76-shape sweep with CLBlast in the same process; (3) `gemm
# --check --rungs 10`.
# Usage (carry: as h200-session44b.sh plus h200-gemm-unseen-shapes.sh): OUT=/tmp/o DEST/h200-session44c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session44c
source "$here/h200-gemm-unseen-shapes.sh"
FRESH=770x469x3:col:TN,45x2331x11:row:NT,989x3x1083:col:NT,2x1421x722:row:TN,918x5x296:row:TT,422x30x339:col:NT
FRESH=$FRESH,122x13x1799:col:NT,1466x22x1142:row:TT,171x1635x14:row:TT,977x12x104:row:NN,362x744x4:col:NN
FRESH=$FRESH,347x304x10:col:TN,2023x7x644:row:NN,93x276x1595:row:TT,706x23x356:col:TT,510x2678x17:row:TT
FRESH=$FRESH,99x156x417:col:NT,92x333x299:row:NN,1293x82x459:row:NN,107x1155x474:row:TT,322x95x276:row:TN
FRESH=$FRESH,231x30x265:col:TN,7x522x358:col:NN,594x5x414:col:TN
step opencl-after 90 gemm --backend opencl --device NVIDIA --rungs 10 --shapes "$FRESH" --output "$out/opencl-after/after.json"
KS_JAR="$here/kernelscope-before.jar" step opencl-before 90 gemm --backend opencl --device NVIDIA --rungs 10 \
    --shapes "$FRESH" --output "$out/opencl-before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" --times "before=$out/opencl-before/before.json.gz" \
    "after=$out/opencl-after/after.json.gz" > "$out/ab.md" 2>&1
tail -n 30 "$out/ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md
step opencl-sweep 230 gemm --backend opencl --device NVIDIA --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
    --output "$out/opencl-sweep/opencl-sweep.json"
tail -n 2 "$out/opencl-sweep/tables.md"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
left=$(( CAP - ($(date +%s) - start) - 10 ))
run gemm-opencl $left "$here/kernelscope.jar" gemm --backend opencl --device NVIDIA --check --rungs 10
echo "gemm-opencl: $(tail -n 1 "$r/gemm-opencl.txt")"; grep FAIL "$r/gemm-opencl.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
