#!/usr/bin/env bash
# A next H200 call, prepared in session 33 and not run (too little device time was left to start a machine): the
# tiny class (session 32's new entry) through NVIDIA OpenCL against the CUDA backend and CLBlast, on the 76-shape
# sweep's 14 tiny calls (issue 12: OpenCL >= 90% of CUDA and >= 150% of CLBlast; the last OpenCL sweep, session 28,
# ran before that entry). Tables: gemm-e2e-tables.py CUDA OPENCL.
# Step names starting "opencl" run with NVIDIA's ICD (h100-gemm-e2e.sh).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-gemm-steps.sh, h200-stencil-lib.sh):
#   DEST/h200-session33f.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session33f; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-150}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
t0=$start
environment
TINY=746x557x152,684x894x204:col:NT,685x1175x21,3307x163x87:col:TN,138x2017x133:row:TT,298x495x122:row:NT
TINY=$TINY,1163x717x95:row:TN,8031x256x18:col:TN,465x277x363:row:NT,276x3564x52:row:TN,759x156x13
TINY=$TINY,233x1328x21:col:NN,178x1017x324:row:TT,2560x177x22
step cuda-tiny 60 gemm --backend cuda --rungs 10 --shapes "$TINY" --output "$out/cuda-tiny/cuda-tiny.json"
step opencl-tiny $(( CAP - ($(date +%s) - start) - 5 )) gemm --backend opencl --rungs 10 --shapes "$TINY" \
    --output "$out/opencl-tiny/opencl-tiny.json"
cuda=$(ls "$out/cuda-tiny/"*.json.gz 2>/dev/null || ls "$out/cuda-tiny/"*.partial.jsonl)
opencl=$(ls "$out/opencl-tiny/"*.json.gz 2>/dev/null || ls "$out/opencl-tiny/"*.partial.jsonl)
python3 "$here/gemm-e2e-tables.py" "$cuda" "$opencl" > "$out/tables.md" 2>&1
tail -n 3 "$out/tables.md"
tar -czf "$top/$tag-tables.tar.gz" -C "$out" tables.md
