#!/usr/bin/env bash
# Session 17's last device call on the H200: (1) the deep-k class's tile and part size on its five shapes, the eight
# of session 16's check and five more it was not drawn from (the entry's 64x32x16 in parts of 8 slices against
# 32x64x16 and parts of 4), CUDA, kernel-only and end to end against cuBLAS in the same process; (2) the stencil
# ladder's tuned filters as the committed build runs them (CUDA with NPP, NVIDIA OpenCL), both sizes, every type.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): GEMM_CARRY=DEST DEST/h200-session17-last.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/gemm-results}"
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1,PART_SLICES=8"
tall="$general,BM=64,BN=32,WM=32,WN=32,BK=16"    # the deep-k entry
wide="$general,BM=32,BN=64,WM=32,WN=32,BK=16"
shapes=128x128x16384,96x96x8192,128x256x8192,256x128x32768,64x64x8192
shapes+=,100x100x12288,48x512x8192,200x160x4096,64x128x16384,80x300x4096,256x128x2048,40x40x4096,128x96x8192:col:NN
shapes+=,160x96x10240,72x200x6144,48x48x2048,180x180x4096,100x60x4800:col:NT
timeout -s KILL 200 bash "$here/h200-gemm-candidates.sh" deep-k-tile "$shapes" cuda \
    "$wide" "$tall,PART_SLICES=4" "$wide,PART_SLICES=4"
CARRY="$here" CAP=300 FILTERS=box3,box5,box7,gauss5,sobel,box3x4 TYPES=f32,f16,u8 OUT="$top" \
    bash "$here/h200-stencil-ab.sh" > "$top/stencil-ab-console.txt" 2>&1
tail -n 12 "$top/stencil-ab-console.txt"
