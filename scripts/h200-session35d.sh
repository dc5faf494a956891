#!/usr/bin/env bash
# A fourth H200 call of session 35, issue 12: the calls of K at least 8 times the larger side (the large-k class
# before) through the database as it now chooses, by the tiles' fit (TileFit), with cuBLAS in the same process: the 9
# of the third call's fresh set and the 12 of its second.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-stencil-lib.sh): OUT=/tmp/o
# DEST/h200-session35d.sh; then pack /tmp/o into the real OUT (8 files at most)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session35d; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-240}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
t0=$start
environment
CALLS=1111x1111x9999:col:NN,939x261x16790:row:TT,249x1604x18576:row:NN,615x2327x39797:col:NN
CALLS=$CALLS,1159x1366x18754:col:NT,1500x587x27503:row:NN,908x999x16448:row:NT,1991x1663x22907:row:TN
CALLS=$CALLS,547x697x7063:col:NT,552x2101x18860:row:NN,1695x2071x19030:row:TT,1944x507x36863:row:TN
CALLS=$CALLS,1406x2269x20217:col:TT,496x909x10965:col:NT,407x1193x20099:col:TN,1566x2261x36394:row:NN
CALLS=$CALLS,229x821x11137:row:NT,780x450x10516:row:NT,883x1058x10684:row:TN,512x512x32768,256x256x16384
step by-fit $(( CAP - 10 )) gemm --backend cuda --rungs 10 --shapes "$CALLS" --output "$out/by-fit/by-fit.json"
tail -n 1 "$out/by-fit/tables.md"
echo "call: $(( $(date +%s) - start )) s"
