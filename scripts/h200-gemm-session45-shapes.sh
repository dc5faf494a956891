#!/usr/bin/env bash
# What session 45's calls 3-6 share (sourced by h200-session45c.sh to h200-session45f.sh). SMALL_SHALLOW: the
# small-shallow entry's parameters as defines, for the SASS of its twins (`sass` in h200-gemm-steps.sh). The 36 GEMM
# calls they measured: ISO, six in
# small-shallow's 64x64x16 tiles that isolate each twin (none, K_TAIL alone, A's rows or B's columns clamped, K_TAIL
# with a pack); LOSERS, call 1's 18 calls of session 43's CUDA sweep below 92% of cuBLAS end to end; DRAW, 12 drawn by
# scripts/gemm-draw-class.py 20261453 12 any --k 65:3000.
ISO=448x2048x688,448x2048x692,443x2048x688,448x2044x688,443x2064x689,448x2048x689
LOSERS=6296x123x1170:row:NN,7024x38x655:col:NN,971x73x2135:col:NT,127x7837x72:row:NN,746x557x152:row:NN
LOSERS=$LOSERS,684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,7537x1947x11:row:TN,443x2064x689:row:NT
LOSERS=$LOSERS,1111x1111x9999:col:NN,69x3189x3791:row:TT,311x6055x6859:col:TT,1229x17x2431:row:NT
LOSERS=$LOSERS,5222x164x786:col:NN,70x2906x5694:col:TT,8000x115x648:row:TN,1825x37x53:col:NN
DRAW=583x7810x616:row:NT,52x95x295:col:NN,6043x70x107:row:TT,79x1517x2401:row:TT,2146x57x241:col:NT
DRAW=$DRAW,3217x8x149:col:NN,279x4033x555:col:NN,4221x8x285:row:NN,587x3183x789:row:TT,2805x51x1916:row:NN
DRAW=$DRAW,6654x81x142:row:NN,22x968x195:col:TT
SMALL_SHALLOW="-DBM=64 -DBN=64 -DBK=16 -DWM=32 -DWN=32 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DSPLIT_REDUCE=0 -DPART_SLICES=0"
SMALL_SHALLOW="$SMALL_SHALLOW -DSTREAM_K=0 -DMIN_GROUPS=0 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DASYNC_COPY=0"
