#!/usr/bin/env bash
# Session 61's third H200 call, issue 12. Call 2 found 1250x1000x12000 column-major TT at 87.5% of cuBLAS kernel-only
# in the general entry's 128x256x8 tiles (93.1% in 128x128x16). Session 49 found the general entry's B-transposed
# twin issuing its next slice's loads after 872 of a slice's 1024 FFMAs (the plain kernel: after 128), and the warp
# barrier after the loads (LOADS_BEFORE_MATH) mending that in skinny-n's twins (4096x127x4096 TN 70.6 -> 89.7), but it
# measured the general entry with it only on calls with a K tail. Here: which twin each call runs (--explain), and the
# general entry with and without the barrier on transposed calls whose K is a whole number of slices, plus controls.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session61c.sh
CAP=${CAP:-330}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session61c
S=1250x1000x12000:col:TT,1250x1000x12000:col:NN,2048x2048x8192:row:NT,3000x2000x4000:row:NT,2000x3000x6000:col:TN
S=$S,4096x4096x4096:row:TT,2500x2500x10000:col:NT,3000x3000x3000:row:TN
r="$out/explain"; PACK=$tag-explain; mkdir -p "$r"
for s in ${S//,/ }; do
    m=${s%%:*}; rest=${s#*:}; layout=${rest%%:*}; trans=${rest#*:}
    [[ $layout == col ]] && layout=col || layout=row
    timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -jar "$here/kernelscope.jar" gemm \
        --backend cuda --explain "$m" --layout "$layout" --trans "$trans" >> "$r/explain.txt" 2>&1
done
pack
grep -E "^shape|^configuration|compiled again|parameters" "$r/explain.txt" | cut -c1-200
G="BM=128,BN=256,BK=8,WM=64,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0"
G="$G,MIN_GROUPS=0,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
candidates lbm 240 gemm --backend cuda --rungs 10 --shapes "$S" \
    --variant "10:$G,LOADS_BEFORE_MATH=0" --variant "10:$G,LOADS_BEFORE_MATH=1"
echo "call: $(( $(date +%s) - start )) s"
