#!/usr/bin/env bash
# Session 35's first H200 call (prepared in session 34; step 3 added in 35), issue 12:
#  1. The 76-shape sweep with session 34's small-shallow class (the headline table; its three small calls moved:
#     401x2737x259 TT, 443x2064x689 NT, 5222x164x786 column-major).
#  2. The small-shallow bounds on calls they were not drawn from: 24 small calls drawn with seed 20261342, the database's
#     choice (small-shallow inside the bounds, small outside) against the small entry given whole as a variant.
#  3. The sweep's larger calls below 90% of cuBLAS (long K, TT, few tiles) and two of their classes' winners, in
#     the database's choice and five other tilings given whole: 128x128x8, 128x128x16, 64x128x16, 256x128x8, 64x64x16.
#  4. Whether the bounds' tiles serve the neighbouring classes' short-K calls too: 12 small-few calls (M N below
#     3 * 2^18) and 12 tiny ones (2 M N K up to 2^28), K from 256 to below 800, drawn with seed 20261343, the database's
#     choice against 64x64x16 unsplit.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh, h200-gemm-small-shapes.sh,
# gemm-random-shapes.py): OUT=/tmp/o DEST/h200-session35.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session35; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-570}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
source "$here/h200-gemm-small-shapes.sh"
t0=$start
environment
step sweep 270 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
tail -n 2 "$out/sweep/tables.md"
# every parameter of a variant given, the tile's first (h200-gemm-steps.sh's step passes them to --variant as they are)
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=0,MAX_REGISTERS=0"
FIXED="$FIXED,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
LOSERS=1111x1111x9999:col:NN,311x6055x6859:col:TT,3112x532x6113:row:TT,69x3189x3791:row:TT,70x2906x5694:col:TT
LOSERS=$LOSERS,6296x123x1170,971x73x2135:col:NT,1512x82x771:row:TN,4500x700x6500:row:TT,851x2695x4167:col:NN
step losers 170 gemm --backend cuda --rungs 10 --shapes "$LOSERS" --output "$out/losers/losers.json" \
    --variant "10:BM=128,BN=128,BK=8,WM=32,WN=64,$FIXED" --variant "10:BM=128,BN=128,BK=16,WM=32,WN=64,$FIXED" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$FIXED" --variant "10:BM=256,BN=128,BK=8,WM=64,WN=64,$FIXED" \
    --variant "10:BM=64,BN=64,BK=16,WM=32,WN=32,$FIXED"
SMALL_ENTRY="BM=64,BN=128,BK=8,WM=32,WN=64,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1"
SMALL_ENTRY="$SMALL_ENTRY,ASYNC_COPY=0,MIN_GROUPS=0,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=1"
step shallow-check 120 gemm --backend cuda --rungs 10 --shapes "$(small_draw 20261342 24)" \
    --output "$out/shallow-check/shallow-check.json" --variant "10:$SMALL_ENTRY"
NEIGHBOURS=$(python3 - "$here/gemm-random-shapes.py" <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("draw", sys.argv[1]); mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
few, tiny = [], []
for s in mod.draw(20261343, 200000):   # both sides above 128, K 256 .. below 800 and below 8 max(M, N)
    m, n, k = (int(v) for v in s.split(":")[0].split("x"))
    if min(m, n) <= 128 or not 256 <= k < min(800, 8 * max(m, n)):
        continue
    flop = 2 * m * n * k
    if 2 ** 28 < flop < 2 ** 31 and m * n < 3 * 2 ** 18 and len(few) < 12:
        few.append(s)
    elif flop <= 2 ** 28 and len(tiny) < 12:
        tiny.append(s)
print(",".join(few + tiny))
PY
)
SHALLOW="BM=64,BN=64,BK=16,WM=32,WN=32,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0"
SHALLOW="$SHALLOW,MIN_GROUPS=0,MAX_REGISTERS=0,CLAMP_EDGES=0,SPLIT_REDUCE=0,PART_SLICES=0,STREAM_K=0"
left=$(( CAP - ($(date +%s) - start) - 5 ))
(( left > 30 )) && step neighbours $left gemm --backend cuda --rungs 10 --shapes "$NEIGHBOURS" \
    --output "$out/neighbours/neighbours.json" --variant "10:$SHALLOW"
echo "call: $(( $(date +%s) - start )) s"
