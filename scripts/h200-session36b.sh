#!/usr/bin/env bash
# A second next H200 call, prepared in session 35 and not run, issue 12: the tiny class's calls with one launch per
# call. Through NVIDIA OpenCL a call's host time (15-24 us where a pack or the split's reduce kernel adds a second
# launch, session 34's OpenCL sweep) sets the pace of small calls; the tiny entry splits along K with a reduce kernel
# of its own (SPLIT_REDUCE=1). The sweep's 14 tiny calls through NVIDIA OpenCL (CLBlast in the same process when
# carried) and through CUDA: the database's entry against it with the split's parts summed by the last group (no second
# launch, SPLIT_REDUCE=0) and with nothing split (STREAM_K=0).
# Usage (carry: [CLBLAST_DEB=...] SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh,
# h200-stencil-lib.sh): OUT=/tmp/o DEST/h200-session36b.sh; then pack /tmp/o into the real OUT (8 files at most).
# Step names starting "opencl" run with NVIDIA's ICD (h100-gemm-e2e.sh).
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session36b
TINY=684x894x204:col:NT,1163x717x95:row:TN,746x557x152,685x1175x21,3307x163x87:col:TN,138x2017x133:row:TT
TINY=$TINY,298x495x122:row:NT,8031x256x18:col:TN,465x277x363:row:NT,759x156x13,233x1328x21:col:NN
TINY=$TINY,178x1017x324:row:TT,2560x177x22,276x3564x52:row:TN
ENTRY="BM=32,BN=64,BK=32,WM=16,WN=32,LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0"
ENTRY="$ENTRY,MIN_GROUPS=4,MAX_REGISTERS=0,CLAMP_EDGES=0,PART_SLICES=0"   # the tiny entry's (gemm-tuning.json)
shares=2   # the time left, halved for OpenCL's step, all of the rest for CUDA's
for backend in opencl cuda; do
    left=$(( (CAP - ($(date +%s) - start)) / shares - 5 )); shares=1
    step $backend-tiny $left gemm --backend $backend --rungs 10 --shapes "$TINY" \
        --output "$out/$backend-tiny/$backend-tiny.json" \
        --variant "10:$ENTRY,SPLIT_REDUCE=0,STREAM_K=1" --variant "10:$ENTRY,SPLIT_REDUCE=0,STREAM_K=0"
done
echo "call: $(( $(date +%s) - start )) s"
