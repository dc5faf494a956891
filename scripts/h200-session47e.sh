#!/usr/bin/env bash
# Session 47's fifth H200 call, issue 12: where call 4's sweep lost against session 43's. Eight sweep calls that ran
# 5-20% slower than there, or faster, through three builds in three processes: main at the end of session 44
# (6eb2b793, before the K-tail loop of session 45), at the end of session 45 (237ded09, before session 46's tail read
# first) and this session's main.
# Usage (carry: .device-carry/s47 with kernelscope-6eb2b793.jar and kernelscope-237ded09.jar): OUT=/tmp/o DEST/h200-session47e.sh
CAP=${CAP:-300}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session47e
S=6296x123x1170:row:NN,1512x82x771:row:TN,4500x700x6500:row:TT,3112x532x6113:row:TT,8000x115x648:row:TN
S=$S,311x6055x6859:col:TT,50x5507x57:row:NT,19x919x127:row:TN
step now 90 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/now/now.json"
KS_JAR="$here/kernelscope-237ded09.jar" step s45 90 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/s45/s45.json"
KS_JAR="$here/kernelscope-6eb2b793.jar" step s44 90 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/s44/s44.json"
python3 "$here/../../tools/results/gemm_ab.py" --times "s44=$out/s44/s44.json.gz" "s45=$out/s45/s45.json.gz" \
    "now=$out/now/now.json.gz" > "$out/builds.md" 2>&1
cat "$out/builds.md"
tar -czf "$top/$tag-builds.tar.gz" -C "$out" builds.md
echo "call: $(( $(date +%s) - start )) s"
