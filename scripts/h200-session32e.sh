#!/usr/bin/env bash
# H200 call (session 32, issue 12): the tiny class's new entry (the tuner's best on 746x557x152 in session32d: 32x64x32
# tiles of four 16x32 waves instead of two 16x64) against the entry before (the --variant below, given whole: a
# variant's parameters are checked on the device's general entry, whose PART_SLICES=8 needs SPLIT_REDUCE=1), on the
# 76-shape sweep's 14 tiny calls and 8 more of the class; cuBLAS in the same process. (The first run of this script
# gave WN=64,LANES_M=2,SPLIT_REDUCE=0 alone, was refused for that, and its conformance steps, 100 s each, were cut
# at 103 and 81 passing cases; CHECKS=1 still runs them.)
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-gemm-steps.sh):
#   DEST/h200-session32e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session32e; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
TINY=746x557x152,178x1017x324:row:TT,684x894x204:col:NT,465x277x363:row:NT,138x2017x133:row:TT,298x495x122:row:NT
TINY=$TINY,3307x163x87:col:TN,1163x717x95:row:TN,276x3564x52:row:TN,233x1328x21:col:NN,2560x177x22,685x1175x21
TINY=$TINY,759x156x13,8031x256x18:col:TN,512x512x512,256x256x256,640x480x320,300x400x500,400x400x800:col:NN
TINY=$TINY,200x600x1000:row:NT,1000x500x250,350x350x1000
step tiny ${TINY_LIMIT:-200} gemm --backend cuda --rungs 10 --shapes "$TINY" --output "$out/tiny/tiny.json" \
    --variant 10:BM=32,BN=64,BK=32,WM=16,WN=64,LANES_M=2,MIN_GROUPS=4,OVERLAP_BARRIER=1,STAGES=1,ASYNC_COPY=0,SPLIT_REDUCE=0,PART_SLICES=0,PAD_A=4,GROUP_M=8
python3 "$here/gemm-e2e-tables.py" --candidates "$out/tiny/"*.json.gz > "$out/tiny/candidates.md" 2>&1
tar -czf "$top/$tag-tiny-candidates.tar.gz" -C "$out" tiny/candidates.md
cut -c1-130 "$out/tiny/candidates.md" | grep -v "^=="
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
for backend in ${CHECKS:+cuda opencl}; do
    mkdir -p "$out/check-$backend"
    timeout -s KILL 100 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -cp "$here/kernelscope.jar:$here/lib/*" \
        dev.kernelscope.cli.KernelScope gemm --backend $backend --check --rungs 10 > "$out/check-$backend/check.txt" 2>&1
    echo "check $backend: exit $? after $(( $(date +%s) - t0 )) s"; tail -2 "$out/check-$backend/check.txt"
    tar -czf "$top/$tag-check-$backend.tar.gz" -C "$out" "check-$backend"
done
