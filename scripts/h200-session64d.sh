#!/usr/bin/env bash
# Session 64's fourth H200 call (issue 12): the conformance suite through CUDA (kernelscope gemm --check --rungs 10)
# with the classes skinny-n-96, short-k-m96 and short-k-n96; call 3's run of it ran out of its 130 s.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session64d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call4
conformance cuda 300 --backend cuda
cp "$r/cuda.txt" "$top/$tag-check-cuda.txt"
grep -E "skinny-n-96|short-k-m96|short-k-n96" "$r/cuda.txt"
echo "call: $(( $(date +%s) - start )) s"
