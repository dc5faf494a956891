#!/usr/bin/env bash
# Session 15's second H200 call (after h200-gemv4-tiles32-fused.sh): (1) gemv_rows with float4 reads, 2, 4 or 8 loads
# in flight and K in 1-3 slices, and the one-vector columns program with other slice counts and waves along K
# (PanelSweep); (2) rung 10 tiles 32 or 64 high / wide on the skinny and narrow classes' shapes, to choose entries per
# class (h200-gemm-candidates.sh); (3) the register-fused stencil with a register budget (MIN_GROUPS) and short strips.
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR plus h200-stencil-multipass.sh copied into it):
#   GEMM_CARRY=DIR DIR/h200-gemv4-tiles32-fused-run2.sh   -> $OUT/run2.tar.gz, $OUT/stencil-multipass.tar.gz
set -uo pipefail
carry="${GEMM_CARRY:?GEMM_CARRY=the carried folder}"
export OUT="${OUT:-$PWD/results}"
mkdir -p "$OUT"
timeout -s KILL 100 bash "$carry/h200-gemm-tile.sh" gemv4-rows \
    1000x1x1000,3000x1x3000,4096x1x4096,8192x1x8192,2048x1x2048,1x1x65536,16384x1x1024,1024x1x16384 \
    p,g,g4,g4x4,g4x2,gx4,g4/1,g4x4/1,g4/2+last,g4x4/2+last,g4x4/3+last cuda
timeout -s KILL 70 bash "$carry/h200-gemm-tile.sh" gemv4-columns 1x4096x4096,1x2048x2048,1x8192x8192,1x1000x1000 \
    p,p/4,p/8,p/32,t4x4x2x2x8@4+last,t4x4x1x2x8@4+last,t8x4x4x2x8@4+last,t4x4x4x4x8@4+last cuda
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
timeout -s KILL 110 bash "$carry/h200-gemm-candidates.sh" skinny \
    32x2000x6000,24x3000x2000,32x4096x4096,20x8192x8192,60x3000x2000,40x6000x3000,64x8192x2048,48x8192x8192 cuda \
    "$general,BM=32,BN=128,WM=32,WN=32,BK=16" "$general,BM=32,BN=64,WM=32,WN=32,BK=16" \
    "$general,BM=32,BN=128,WM=32,WN=32,BK=32" "$general,BM=64,BN=128,WM=32,WN=64" "$general,BM=64,BN=64,WM=32,WN=32,BK=16"
timeout -s KILL 100 bash "$carry/h200-gemm-candidates.sh" narrow \
    3000x60x2000,4096x64x4096,8192x48x8192,4096x40x4096,2000x48x6000,8192x64x2048,6000x33x3000 cuda \
    "$general,BM=128,BN=64,WM=64,WN=32" "$general,BM=128,BN=64,WM=32,WN=64" "$general,BM=64,BN=64,WM=32,WN=32,BK=16" \
    "$general,BM=128,BN=64,WM=64,WN=32,BK=16"
tar -czf "$OUT/run2.tar.gz" -C "$OUT" gemv4-rows gemv4-columns skinny narrow 2>/dev/null
rm -rf "$OUT/gemv4-rows" "$OUT/gemv4-columns" "$OUT/skinny" "$OUT/narrow" "$OUT"/*/ 2>/dev/null
f="register-fused:GROUP_Y=1;AHEAD=4"
CARRY="$carry" CHECK=1 CAP=150 STAGE=16 SIZES=8192x8192 FILTERS=box3x4 \
    V="tuned,$f;ROWS=16,$f;ROWS=16;MIN_GROUPS=20,$f;ROWS=16;MIN_GROUPS=24,$f;MIN_GROUPS=20,$f;MIN_GROUPS=24,$f;ROWS=64;MIN_GROUPS=20,$f;ROWS=16;AHEAD=2" \
    timeout -s KILL 160 bash "$carry/h200-stencil-multipass.sh" | tail -40
for t in "$OUT"/*.tar.gz; do echo "$t"; done
