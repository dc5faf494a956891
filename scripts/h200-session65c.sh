#!/usr/bin/env bash
# Session 65's third H200 call (issue 12): (1) session 64's prepared h200-gemm-general-96.sh step, 128x96x16 and
# 96x128x16 tiles beside the general classes' choice on 8 calls whose short side is 161-192 or 257-288; (2) the 96-wide
# classes of sessions 64-65 (skinny-n-96, short-k-m96, short-k-n96, skinny-m-96-large) through NVIDIA's OpenCL against
# main before session 64 (2f023f1a) in the next process, us per call, on 11 calls of call 2 and session 64's A/Bs.
# Everything is packed into one file at the end (the device tool brings back 8 files).
# Usage (carry: scripts/h200-carry.sh DEST 2f023f1a, plus this script): OUT=/tmp/o DEST/h200-session65c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call3
G=187x7777x3587:col:NN,167x15375x1864:col:NT,5730x184x7082:row:TT,188x11972x1849:col:NN
G+=,8103x273x651:row:NN,284x4516x2661:col:NN,3025x287x1860:row:NT,3537x279x2284:row:TN
candidates general 190 gemm --backend cuda --rungs 10 --repetitions 10 --quiet --shapes "$G" \
    --variant 10:BM=128,BN=96,BK=16,WM=32,WN=96,LANES_M=4 --variant 10:BM=96,BN=128,BK=16,WM=96,WN=32,LANES_M=8
W=10439x69x2345:col:TN,80x4125x5829:row:NT,22279x95x410:col:NN,79x17576x629:row:TT,1026x89x5913:col:TN
W+=,2585x84x11959,8192x96x8192,74x1016x6207:col:NN,25134x91x298:row:NT,92x26288x146:row:NT,88x11720x196:col:TT
AB_TIMES=1 ab opencl96 140 gemm --backend opencl --rungs 10 --repetitions 10 --quiet --shapes "$W"
echo "call: $(( $(date +%s) - start )) s"
tar -czf "/tmp/$tag-all.tar.gz" -C "$top" . && find "$top" -mindepth 1 -maxdepth 1 -exec rm -rf {} + \
    && mv "/tmp/$tag-all.tar.gz" "$top/"
