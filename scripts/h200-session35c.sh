#!/usr/bin/env bash
# A third H200 call of session 35, issue 12: does the large-k class (both sides above 128, K at least 8 times the
# larger, 2 M N K from 2^31; no entry of its own, so the general entry's 128x256x8 tiles) lose to cuBLAS by its tiles'
# padding? Its tiles do not fill the device and are shared out along K, so every padded output is time lost. Each call
# in the database's tiles and in the general-tall (256x128x8) and general-fine (64x128x16) entries' given whole, as
# TileFit chooses among them for the general class: 8 calls drawn with seed 20261345 and 1111x1111x9999 column-major
# first (the rule is judged on them), then the 12 of session 35's second call.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh): OUT=/tmp/o
# DEST/h200-session35c.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session35c; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
t0=$start
environment
FIXED="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MIN_GROUPS=0,MAX_REGISTERS=0"
FIXED="$FIXED,CLAMP_EDGES=0,SPLIT_REDUCE=1,PART_SLICES=8,STREAM_K=1"
TALL="10:BM=256,BN=128,BK=8,WM=64,WN=64,$FIXED"
FINE="10:BM=64,BN=128,BK=16,WM=32,WN=64,$FIXED"
FRESH=1111x1111x9999:col:NN,939x261x16790:row:TT,249x1604x18576:row:NN,615x2327x39797:col:NN
FRESH=$FRESH,1159x1366x18754:col:NT,1500x587x27503:row:NN,908x999x16448:row:NT,1991x1663x22907:row:TN
FRESH=$FRESH,547x697x7063:col:NT
SEEN=552x2101x18860:row:NN,1695x2071x19030:row:TT,1944x507x36863:row:TN,1406x2269x20217:col:TT
SEEN=$SEEN,496x909x10965:col:NT,407x1193x20099:col:TN,1566x2261x36394:row:NN,229x821x11137:row:NT
SEEN=$SEEN,780x450x10516:row:NT,883x1058x10684:row:TN,512x512x32768,256x256x16384
step large-k-fresh 230 gemm --backend cuda --rungs 10 --shapes "$FRESH" --output "$out/large-k-fresh/large-k-fresh.json" \
    --variant "$TALL" --variant "$FINE"
left=$(( CAP - ($(date +%s) - start) - 5 ))
(( left > 30 )) && step large-k-seen $left gemm --backend cuda --rungs 10 --shapes "$SEEN" \
    --output "$out/large-k-seen/large-k-seen.json" --variant "$TALL" --variant "$FINE"
echo "call: $(( $(date +%s) - start )) s"
