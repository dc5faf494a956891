#!/usr/bin/env bash
# Session 29's last H200 call: the tuned uchar filters with the session's final database (CUDA with NPP, then NVIDIA
# OpenCL), both sizes; and the 19 shapes of session29e's sweep below 90% of cuBLAS end to end again, in a process of
# their own, to see how much of each loss the next process repeats (their kernels' times matched session 28's within
# 1%, their end-to-end percentages did not).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-gemm-steps.sh and
# h200-stencil-lib.sh): DEST/h200-session29f.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session29f; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=120
source "$here/h200-stencil-lib.sh"
environment
S=(--filter box3,box5,box7,gauss5,sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3
   --repetitions 30 --variants tuned)
run cuda-final 50 "$here/kernelscope.jar" stencil --backend cuda "${S[@]}" --output "$r/cuda-final.json"
run opencl-final 50 "$here/kernelscope.jar" stencil --backend opencl "${S[@]}" --no-npp --output "$r/opencl-final.json"
for f in cuda-final opencl-final; do grep -E "copy |^  [a-z]|^    tuned" "$r/$f.txt" | cut -c1-120; done
source "$here/h200-gemm-steps.sh"
LOSERS=6296x123x1170,401x2737x259:row:TT,1512x82x771:row:TN,971x73x2135:col:NT,746x557x152,684x894x204:col:NT
LOSERS=$LOSERS,62x584x178:col:NT,138x2017x133:row:TT,298x495x122:row:NT,37x199x1086:row:NT,1111x1111x9999:col:NN
LOSERS=$LOSERS,3112x532x6113:row:TT,465x277x363:row:NT,69x3189x3791:row:TT,311x6055x6859:col:TT,178x1017x324:row:TT
LOSERS=$LOSERS,1229x17x2431:row:NT,5222x164x786:col:NN,70x2906x5694:col:TT
step losers 150 gemm --backend cuda --rungs 10 --shapes $LOSERS --output "$out/losers/losers.json"
cut -d'|' -f2,3,5,6,8 "$out/losers/tables.md"
