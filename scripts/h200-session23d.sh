#!/usr/bin/env bash
# Session 23's fourth H200 call: Nsight Compute on deep-k shapes still below 90% of cuBLAS with the SLICED_K=2 entry
# (scripts/h200-gemm-ncu.sh: every kernel the tuned rung and cuBLAS launch, with time, occupancy and stalls).
# Usage (repository root; carry: scripts/h100-verify-carry.sh DEST with tools-ncu.jar and h200-gemm-ncu.sh, plus
# this script): DEST/h200-session23d.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; mkdir -p "$top"
g=/tmp/ks-gemm-carry; mkdir -p "$g"        # the layout h200-gemm-ncu.sh reads, from the verify carry's bundle
ln -sf "$C/bundle/kernelscope-core/target/kernelscope.jar" "$g/kernelscope.jar"
ln -sfn "$C/bundle/kernelscope-core/target/lib" "$g/lib"
ln -sf "$C/tools-ncu.jar" "$g/tools-ncu.jar"
ln -sf "$C/runtime.tar.xz" "$g/runtime.tar.xz"
GEMM_CARRY="$g" OUT="$top" bash "$C/h200-gemm-ncu.sh" session23d \
    128x128x16384,256x128x8192,96x96x6004,100x60x4800:col:NT
