#!/usr/bin/env bash
# Session 46's fourth H200 call, issue 12. With the K tail read first, the split kernel of 128x128x16 K-tail twins
# compiles as the plain one does (128 registers, two groups per SM, against 165 and one before: nvcc 13.0 here), and
# the calls that run only split tiles lost (8000x115x648 TN 81.7 -> 65.9% of cuBLAS kernel-only, 6296x123x1170 83.3
# -> 79.1) though the split launch keeps one group per SM (132, sized by the main kernel's residency). Do the split
# groups run unevenly, two on some SMs? Those calls and aligned neighbours through the database entry and through the
# same tiles with MIN_GROUPS=2 (both kernels at most 128 registers, so the split launch is sized for 264 groups), with
# this build and with main before the session.
# Usage (carry: .device-carry/s46 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session46d.sh
CAP=${CAP:-400}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session46d
E="BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0"
E="$E,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8"
S=8000x115x648:row:TN,6296x123x1170:row:NN,8000x128x640:row:TN,6272x128x1168:row:NN,69x3189x3791:row:TT
S=$S,5000x100x1500:row:NN,100x5000x1500:row:NT
for jar in kernelscope kernelscope-before; do
    KS_JAR="$here/$jar.jar" step "$jar" 150 gemm --backend cuda --rungs 10 --shapes "$S" \
        --variant "10:$E,MIN_GROUPS=0" --variant "10:$E,MIN_GROUPS=2" --output "$out/$jar/$jar.json"
    tail -n 30 "$out/$jar/tables.md"
done
echo "call: $(( $(date +%s) - start )) s"
