#!/usr/bin/env bash
# Session 44's first H200 call, issue 12. (1) NVIDIA OpenCL's host path: the driver's extensions (command buffers?),
# then tools/hostcost/GemmHostPhases on 15 calls (the 76-shape sweep's slowest against CUDA, and three larger) through
# NVIDIA OpenCL with a profiling queue (as the benchmark's session) and without one (as most applications), and through
# CUDA: launches per call, host us per call, the sequence's launches alone, end to end per call. (2) CUDA: the tiny
# class's calls of K 64-255 with both sides above 128 (10 drawn, seed 20261900, and the sweep's four) in the tiny
# entry with 16-deep slices, with K in parts of 4 slices, with MIN_GROUPS 6, and in skinny-few's 32x64x16 tiles.
# Usage (carry: as h200-session43.sh, with tools-hostcost.jar and cl_extensions.py): OUT=/tmp/o DEST/h200-session44.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session44
{ OCL_ICD_FILENAMES=libnvidia-opencl.so.1 python3 "$here/cl_extensions.py"
  strings "$(ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF; exit}')" | grep -i command_buffer | sort -u
} > "$out/cl-extensions.txt" 2>&1
cut -c1-200 "$out/cl-extensions.txt" | head -n 12
HOST="170x42x1055 65x19x2738:col:NT 37x199x1086:row:NT 62x584x178:col:NT 3855x14x21:col:NN 1041x10x1344"
HOST="$HOST 2245x11x89 8031x256x18:col:TN 298x495x122:row:NT 759x156x13 3307x163x87:col:TN 1512x82x771:row:TN"
HOST="$HOST 8000x115x648:row:TN 1024x1024x1024 2222x7777x1111:row:TN"
phases() {   # name backend profiling
    local t1=$(date +%s)
    env ${ICD:-} timeout -k 5 100 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g \
        -Dkernelscope.profiling=$3 -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-hostcost.jar" \
        GemmHostPhases $2 $HOST > "$out/phases-$1.txt" 2>&1
    echo "phases-$1: exit $? after $(( $(date +%s) - t1 )) s"
    tar -czf "$top/$tag-phases-$1.tar.gz" -C "$out" "phases-$1.txt"
}
ICD=OCL_ICD_FILENAMES=libnvidia-opencl.so.1 phases opencl-profiling opencl true
ICD=OCL_ICD_FILENAMES=libnvidia-opencl.so.1 phases opencl-plain opencl false
phases cuda cuda true
python3 - "$out" <<'PY'
import re, sys
rows = {}
for name in ("opencl-profiling", "opencl-plain", "cuda"):
    for line in open(f"{sys.argv[1]}/phases-{name}.txt"):
        m = re.match(r"(\S+)\s+launches (\d+)\s+device ([\d.]+) ms/call.*sgemm rotating ([\d.]+).*sequence launch only"
                     r" ([\d.]+).*end to end rotating ([\d.]+)", line)
        if m:
            rows.setdefault(m[1], {})[name] = m.groups()[1:]
print("| call | launches (ocl/cuda) | host us: ocl prof / ocl plain / cuda | launch only | e2e us: ocl prof / plain / cuda |")
print("|---|---|---|---|---|")
for call, r in rows.items():
    g = lambda n, i: r[n][i] if n in r else "-"
    print(f"| {call} | {g('opencl-plain',0)}/{g('cuda',0)} | {g('opencl-profiling',2)} / {g('opencl-plain',2)} /"
          f" {g('cuda',2)} | {g('opencl-profiling',3)} / {g('opencl-plain',3)} / {g('cuda',3)} |"
          f" {g('opencl-profiling',4)} / {g('opencl-plain',4)} / {g('cuda',4)} |")
PY
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
TINY="BM=32,BN=64,BK=32,WM=16,WN=32,$T,SPLIT_REDUCE=1,STREAM_K=1,PART_SLICES=0,MIN_GROUPS=4"
FEW="BM=32,BN=64,BK=16,WM=32,WN=32,$T,SPLIT_REDUCE=1,STREAM_K=1,PART_SLICES=8,MIN_GROUPS=0"
TINYK=739x423x71:col:TN,548x172x92:row:NN,661x152x70:col:NN,968x686x115:row:NT,458x432x98:row:TT
TINYK=$TINYK,186x182x125:col:TN,229x575x142:row:TN,175x666x201:row:TN,265x174x125:col:NN,458x439x115:col:TT
TINYK=$TINYK,3307x163x87:col:TN,684x894x204:col:NT,138x2017x133:row:TT,746x557x152:row:NN
step tinyk 150 gemm --backend cuda --rungs 10 --shapes "$TINYK" --output "$out/tinyk/tinyk.json" \
    --variant "10:$TINY,BK=16" --variant "10:$TINY,PART_SLICES=4" --variant "10:$TINY,MIN_GROUPS=6" --variant "10:$FEW"
records=$(ls "$out/tinyk/"*.json.gz 2>/dev/null || ls "$out/tinyk/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/tinyk/candidates.md" 2>&1
tar -czf "$top/$tag-tinyk-candidates.tar.gz" -C "$out" tinyk/candidates.md
cut -c1-150 "$out/tinyk/candidates.md" | tail -n 22
echo "call: $(( $(date +%s) - start )) s"
