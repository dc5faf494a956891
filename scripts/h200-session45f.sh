#!/usr/bin/env bash
# Session 45's sixth H200 call, issue 12: main as it lands. Call 5 kept call 4's loop of whole-slice steps (85.4% of
# cuBLAS kernel-only against 84.8 before on 36 calls; branch-free loads 75.1) but its losses were all in tiles larger
# than 64x64, so this build keeps the loop to tiles of at most 64x64 outputs (larger tiles compile byte for byte as
# before). (1) The same 36 calls with this build; (2) `gemm --check --rungs 10` through CUDA; (3) the same through
# NVIDIA OpenCL (which compiles the same kernel file) in the time left.
# Usage (carry: as h200-session45e.sh): OUT=/tmp/o DEST/h200-session45f.sh
CAP=${CAP:-440}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session45f
ISO=448x2048x688,448x2048x692,443x2048x688,448x2044x688,443x2064x689,448x2048x689
LOSERS=6296x123x1170:row:NN,7024x38x655:col:NN,971x73x2135:col:NT,127x7837x72:row:NN,746x557x152:row:NN
LOSERS=$LOSERS,684x894x204:col:NT,3307x163x87:col:TN,138x2017x133:row:TT,7537x1947x11:row:TN,443x2064x689:row:NT
LOSERS=$LOSERS,1111x1111x9999:col:NN,69x3189x3791:row:TT,311x6055x6859:col:TT,1229x17x2431:row:NT
LOSERS=$LOSERS,5222x164x786:col:NN,70x2906x5694:col:TT,8000x115x648:row:TN,1825x37x53:col:NN
DRAW=583x7810x616:row:NT,52x95x295:col:NN,6043x70x107:row:TT,79x1517x2401:row:TT,2146x57x241:col:NT
DRAW=$DRAW,3217x8x149:col:NN,279x4033x555:col:NN,4221x8x285:row:NN,587x3183x789:row:TT,2805x51x1916:row:NN
DRAW=$DRAW,6654x81x142:row:NN,22x968x195:col:TT
step gated 120 gemm --backend cuda --rungs 10 --shapes "$ISO,$LOSERS,$DRAW" --output "$out/gated/gated.json"
tail -n 2 "$out/gated/tables.md"
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
run gemm-cuda 150 "$here/kernelscope.jar" gemm --backend cuda --check --rungs 10
echo "gemm-cuda: $(tail -n 1 "$r/gemm-cuda.txt")"; grep FAIL "$r/gemm-cuda.txt" | head -3
pack
left=$(( CAP - ($(date +%s) - start) - 5 ))
run gemm-opencl $left "$here/kernelscope.jar" gemm --backend opencl \
    --device NVIDIA --check --rungs 10
echo "gemm-opencl: $(tail -n 1 "$r/gemm-opencl.txt")"; grep FAIL "$r/gemm-opencl.txt" | head -3
pack
echo "call: $(( $(date +%s) - start )) s"
