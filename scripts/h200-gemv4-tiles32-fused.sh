#!/usr/bin/env bash
# Session 15's first H200 call: three experiments in one device call, each cut at its limit. (1) gemv_rows reading
# float4 (g4) against floats (g), K whole or in 2-4 slices (tools/panel/PanelSweep); (2) rung 10 tiles 32 high or 32
# wide on the skinny and narrow shapes that stayed below 90% of cuBLAS (h200-gemm-candidates.sh); (3) the
# register-fused stencil (box3x4, 8192^2) with longer strips, wider groups and other row lead (h200-stencil-multipass.sh).
# Usage (repository root, carry from scripts/h100-gemm-carry.sh DIR plus h200-stencil-multipass.sh copied into it):
#   GEMM_CARRY=DIR DIR/h200-gemv4-tiles32-fused.sh   -> $OUT/gemv4.tar.gz, $OUT/tiles32.tar.gz, $OUT/stencil-multipass.tar.gz
set -uo pipefail
carry="${GEMM_CARRY:?GEMM_CARRY=the carried folder}"
export OUT="${OUT:-$PWD/results}"
mkdir -p "$OUT"
timeout -s KILL 150 bash "$carry/h200-gemm-tile.sh" gemv4 \
    1000x1x1000,3000x1x3000,4096x1x4096,8192x1x8192,2048x1x2048,1x1x65536,4096x1x4096:TN \
    p,g,g4,g/1,g4/1,g4/2,g4/3,g4/2+last,g4/3+last cuda
tar -czf "$OUT/gemv4.tar.gz" -C "$OUT" gemv4
general="BK=8,STAGES=1,OVERLAP_BARRIER=1,LANES_M=4,SPLIT_REDUCE=1"
timeout -s KILL 220 bash "$carry/h200-gemm-candidates.sh" tiles32 \
    32x2000x6000,24x3000x2000,60x3000x2000,3000x60x2000,2000x32x6000,32x4096x4096 cuda \
    "$general,BM=32,BN=128,WM=32,WN=64" "$general,BM=32,BN=256,WM=32,WN=64,BK=16" \
    "$general,BM=32,BN=128,WM=32,WN=32,BK=16" "$general,BM=64,BN=128,WM=64,WN=32" \
    "$general,BM=128,BN=32,WM=64,WN=32" "$general,BM=256,BN=32,WM=64,WN=32,BK=16" "$general,BM=128,BN=64,WM=64,WN=32"
fused="register-fused:GROUP_Y=1;AHEAD=4"
CARRY="$carry" CHECK=0 CAP=155 STAGE=15 SIZES=8192x8192 FILTERS=box3x4 \
    V="tuned,$fused;ROWS=64,$fused;ROWS=16,$fused;GROUP_X=64,$fused;GROUP_X=64;ROWS=64,$fused;AHEAD=5,$fused;COLS=8,register-fused:GROUP_Y=2;AHEAD=4;ROWS=64" \
    timeout -s KILL 165 bash "$carry/h200-stencil-multipass.sh"
echo "== gemv4"; cat "$OUT/gemv4/cuda.txt" 2>/dev/null
tar -czf "$OUT/gemv4-tiles32.tar.gz" -C "$OUT" gemv4 tiles32 2>/dev/null
rm -rf "$OUT/gemv4" "$OUT/tiles32"
