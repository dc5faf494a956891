#!/usr/bin/env bash
# Session 47's third H200 call, issue 12: main with both of the session's rules against main before the session, in the
# next process. (a) A call whose tiles are all split sizes the split launch by the split kernel's resident groups
# (call 1); (b) nothing split below K 384 where the tiles keep three quarters of the SMs busy (StreamKSchedule's
# SHALLOW_SPLIT_DEPTH, from call 1's tinysplit). Calls: session 45's 18 losers and 12 drawn; 10 tiny calls of K
# 256-383 (scripts/gemm-draw-class.py 20261474 10 tiny --m 300:1500 --n 300:1500 --k 256:383 --min-flop 1.1e8; nine
# of 99 tiles or more), 12 tiny (20261472 12 tiny --k 256:450) and 12 of any class (20261473 12 any --k 256:450),
# none seen before; call 1's two TN winners. Then `gemm --check --rungs 10` through CUDA.
# Usage (carry: .device-carry/s47 with kernelscope-before.jar): OUT=/tmp/o DEST/h200-session47c.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session47c
source "$here/h200-gemm-session45-shapes.sh"   # LOSERS, DRAW
T1=392x1156x261:row:NT,859x400x340:col:TT,495x397x296:row:NT,396x771x372:col:TT,807x516x321:col:NT
T1=$T1,911x375x361:col:TN,432x372x359:col:NN,914x311x293:col:TT,598x322x312:row:TN,339x743x273:row:NN
T2=243x930x338:col:NT,421x139x399:col:NT,132x182x286:col:TT,164x1677x409:row:NN,282x361x270:row:NT
T2=$T2,518x306x449:col:TN,454x143x319:col:NN,135x361x297:row:NT,1039x243x441:row:NN,257x992x388:col:TN
T2=$T2,544x586x412:row:TT,168x157x410:col:NN
ANY=543x13x444:col:TT,562x82x373:col:NT,3605x342x324:col:TN,904x909x353:col:TT,50x142x405:row:TN
ANY=$ANY,343x2736x357:row:NT,53x6259x262:col:TT,18x646x297:col:NN,198x6005x280:row:TN,18x2520x399:row:NN
ANY=$ANY,547x78x438:col:NT,667x36x294:col:TN
ab rules 170 gemm --backend cuda --rungs 10 --shapes "$LOSERS,$DRAW,$T1,$T2,$ANY,8000x128x640:row:TN,98x6290x724:col:TN"
r="$out/explain"; PACK=$tag-explain; mkdir -p "$r"
run explain 60 "$here/kernelscope.jar" gemm --backend cuda --explain "$T1,$T2,$ANY"
grep -E "^shape|tiles for" "$r/explain.txt" | paste - - | cut -c1-200
conformance gemm-cuda 150 --backend cuda
echo "call: $(( $(date +%s) - start )) s"
