#!/usr/bin/env bash
# Session 60's third H200 call: the columns kernel of the vector class with one wave along K where its groups reach
# half a group per SM (GemmVector.wavesAlongK), against main before in the next process, end to end and kernel-only,
# through CUDA and NVIDIA OpenCL, on calls the sweep of call 2 did not run (row-major VxOxK with V vectors and O
# contiguous outputs, column-major and transposed forms) and two controls the rule leaves alone.
# Usage (carry: scripts/h200-carry.sh DEST <before-rev>, plus this script): OUT=/tmp/o DEST/h200-session60c.sh
CAP=${CAP:-500}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session60c
S=12x700x4500,9x1500x3000,16x450x7000,14x900x2200,11x333x9000,13x2500x1800,600x10x5000:col:NN
S=$S,1200x13x3500:col:NN,800x12x4000:row:TN,507x10x5744:col:NN,16x4096x4096,4096x16x4096
AB_TIMES=1 ab cuda 200 gemm --backend cuda --rungs 10 --shapes "$S"
AB_TIMES=1 ab opencl 200 gemm --backend opencl --device NVIDIA --rungs 10 --shapes "$S"
for n in cuda opencl; do
    python3 "$here/../../tools/results/gemm_ab.py" "before=$out/$n-before/before.json.gz" \
        "after=$out/$n-after/after.json.gz" > "$out/$n-ab-percent.md" 2>&1
    echo "== $n, % of the vendor"; tail -n 16 "$out/$n-ab-percent.md"
done
tar -czf "$top/$tag-percent.tar.gz" -C "$out" cuda-ab-percent.md opencl-ab-percent.md
echo "call: $(( $(date +%s) - start )) s"
