#!/usr/bin/env bash
# Session 54's second H200 call, issue 12 (run at commit 05ac469d, reverted after it): the slice depth of a short K
# whose tail the kernel reads in place, fewest slices first (GemmSliceDepth.fewestSlices), against the build before it
# (kernelscope-before.jar = d9274c4e: a depth that divides K, else the one that pads it least) in the next process: the
# sweep's 28 calls of K below 640 outside the vector and BK=8 classes, and 14 drawn afresh
# (scripts/gemm-random-shapes.py 20261202 400, the first 14 of K below 500, M and N above 16 and M N below 3 x 2^20).
# Usage (carry: .device-carry/s54b): OUT=/tmp/o DEST/h200-session54b.sh
CAP=${CAP:-585}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session54b
SWEEP=401x2737x259:row:TT,127x7837x72:row:NN,746x557x152:row:NN,19x919x127:row:TN,684x894x204:col:NT
SWEEP=$SWEEP,62x584x178:col:NT,685x1175x21:row:NN,3307x163x87:col:TN,138x2017x133:row:TT,593x39x130:col:NN
SWEEP=$SWEEP,298x495x122:row:NT,1163x717x95:row:TN,8031x256x18:col:TN,21x6526x22:row:NN,465x277x363:row:NT
SWEEP=$SWEEP,276x3564x52:row:TN,759x156x13:row:NN,3325x74x83:row:TT,233x1328x21:col:NN,178x1017x324:row:TT
SWEEP=$SWEEP,49x841x253:col:NN,2560x177x22:row:NN,502x66x54:col:NN,116x7373x25:row:NN,50x5507x57:row:NT
SWEEP=$SWEEP,108x5203x34:col:NT,1825x37x53:col:NN,8000x115x648:row:TN
FRESH=738x24x393:col:NT,802x105x139:row:TT,5576x155x37:row:NT,68x921x328:col:NN,1902x136x153:row:TN
FRESH=$FRESH,276x35x429:row:NT,132x1161x14:row:NT,5208x25x10:row:NN,5826x223x80:row:NT,45x572x79:col:TT
FRESH=$FRESH,263x2342x347:col:NT,4993x30x10:row:NT,1087x19x298:row:NT,805x2934x11:row:NN
ab depth 220 gemm --backend cuda --rungs 10 --shapes "$SWEEP,$FRESH"
AB_TIMES=1 python3 "$here/../../tools/results/gemm_ab.py" --times "before=$out/depth-before/before.json.gz" \
    "after=$out/depth-after/after.json.gz" > "$out/depth-ab-times.md" 2>&1
tar -czf "$top/$tag-depth-ab.tar.gz" -C "$out" depth-ab.md depth-ab-times.md
echo "call: $(( $(date +%s) - start )) s"
