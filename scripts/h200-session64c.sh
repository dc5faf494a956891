#!/usr/bin/env bash
# Session 64's third H200 call (issue 12): the conformance suite through CUDA with the classes skinny-n-96,
# short-k-m96 and short-k-n96 (K from 64 after call 2), then against main before in alternating processes: 16 calls
# drawn afresh for the two short-k classes (seeds 20261212-20261213, K 64-255), and call 2's skinny-n-96 calls again.
# Usage (carry: scripts/h200-carry.sh DEST 2f023f1a, plus this script): OUT=/tmp/o DEST/h200-session64c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call3
conformance cuda 130 --backend cuda
pack
SK=93x24155x200:row:NT,14422x72x200:col:TN,84x12768x135:row:NT,16158x73x145:col:TN,91x32071x88:row:TT
SK+=,22658x75x81:col:NN,70x25838x122:row:TN,12607x78x228:col:NT
SK+=,13806x89x114:row:TT,32828x88x233:row:TN,79x27056x104:col:TN,87x18070x89:col:TN,19809x81x101:row:TT
SK+=,70x17371x169:col:TT,28979x70x231:row:TT,23692x69x153:row:NN
N96=968x96x1414:row:NT,66x411x3681:col:NT,4027x65x695:row:TN,78x1520x1889:col:NN,2513x75x1313:row:NT
N96+=,69x6411x417:col:TN,25134x91x298:row:NT,74x1016x6207:col:NN,82x1290x887:col:NN,2176x94x1904:row:NT
N96+=,1512x82x771:row:TN
args=(gemm --backend cuda --rungs 10 --repetitions 10 --quiet)
ab shortk 80 "${args[@]}" --shapes "$SK"
ab n96 80 "${args[@]}" --shapes "$N96"
for name in shortk n96; do cp "$out/$name-ab.md" "$top/$tag-$name-ab.md"; done
echo "call: $(( $(date +%s) - start )) s"
