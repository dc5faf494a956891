#!/usr/bin/env bash
# Session 42's second H200 call, main with skinny-m-bt-96 and the tiny class for skinny and narrow calls of K 64-255
# (kernelscope.jar) against main at the session's start (kernelscope-before.jar, 73d6208a). Issue 12: (1) that tiny
# rule on 14 calls drawn for it with seeds 20261606-7, session 26's four short-k calls it moves and session 41's two
# losers, this build then the one before in the next process; (2) `gemm --check --rungs 10` through CUDA. Issue 13:
# (3) the f32 radius-2 filters in 3 and 4 passes fused in registers with register budgets for 20, 12 and 8 groups
# per SM (MIN_GROUPS; call 1's 4-pass kernels were held to 96 registers through CUDA and ran no faster than one launch
# per pass, where NVIDIA OpenCL's, uncapped at 157, ran 1.5x faster).
# Usage (carry: as h200-session42.sh plus kernelscope-before.jar): OUT=/tmp/o DEST/h200-session42b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session42b
TINY=530x73x76:col:NT,87x295x95:row:TN,80x571x246:row:NN,2075x36x86:col:NN,43x3259x69:row:NN
TINY=$TINY,1337x45x219:col:TT,34x2599x73:row:NT,422x37x164:row:TN,86x495x192:col:NT,77x2287x99:col:NN
TINY=$TINY,4162x89x110:row:TT,43x922x183:col:NN,3746x54x90:row:NT,1900x51x126:row:NT
TINY=$TINY,127x7837x72:row:NN,3325x74x83:row:TT,62x584x178:col:NT,49x841x253:col:NN,90x890x110:row:NN
TINY=$TINY,87x111x176:row:NN
step after 75 gemm --backend cuda --rungs 10 --shapes "$TINY" --output "$out/after/after.json"
KS_JAR="$here/kernelscope-before.jar" step before 75 gemm --backend cuda --rungs 10 --shapes "$TINY" \
    --output "$out/before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/before/before.json.gz" "after=$out/after/after.json.gz" > "$out/ab.md" 2>&1
tail -n 30 "$out/ab.md"
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 150 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(grep -i "bt-96\|class tiny, a\|passed" "$r/gemm-cuda.txt" | cut -c1-70 | tr '\n' ' ')"
grep FAIL "$r/gemm-cuda.txt" | head -3
pack
r="$out/passes"; PACK=$tag-passes; mkdir -p "$r"
RF="register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1"
V="tuned,$RF,${RF/MIN_GROUPS=20/MIN_GROUPS=12},${RF/MIN_GROUPS=20/MIN_GROUPS=8}"
V="$V,${RF/ROWS=16;MIN_GROUPS=20/ROWS=32;MIN_GROUPS=12},${RF/ROWS=16;MIN_GROUPS=20/ROWS=32;MIN_GROUPS=8}"
run cuda-8192 70 "$here/kernelscope.jar" stencil --backend cuda --type f32 --filter box5x3,box5x4,gauss5x4 \
    --sizes 8192x8192 --warmups 3 --repetitions 30 --no-npp --variants "$V" --output "$r/cuda-8192.json"
run cuda-3840 50 "$here/kernelscope.jar" stencil --backend cuda --type f32 --filter box5x3,gauss5x3,box5x4 \
    --sizes 3840x2160 --warmups 3 --repetitions 30 --no-npp --variants "$V" --output "$r/cuda-3840.json"
python3 "$here/stencil-results-table.py" "$r"/cuda-*.json > "$r/passes.md" 2>&1
cat "$r/passes.md"
pack
echo "call: $(( $(date +%s) - start )) s"
