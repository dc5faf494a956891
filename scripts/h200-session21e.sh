#!/usr/bin/env bash
# Session 21's closing H200 call: the conformance suite through CUDA and NVIDIA OpenCL with main as committed (the
# part depth's 3-groups-per-SM rule came after the third call's CUDA check).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST): DEST/h200-session21e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21e"; mkdir -p "$out"
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 90 bash "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" > "$out/cuda-console.txt" 2>&1
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 200 bash "$here/h100-gemm-e2e.sh" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10" > "$out/opencl-console.txt" 2>&1
tar -czf "$top/session21e.tar.gz" -C "$top" session21e
grep -h "passed" "$out"/*/*check.txt; grep -ch "^pass" "$out"/opencl/opencl-check.progress
