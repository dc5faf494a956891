#!/usr/bin/env bash
# Session 61's sixth H200 call: the packed rung's quick conformance through CUDA and NVIDIA OpenCL, side by side, with
# the pitch alignments that compile alike sharing one program (StencilVariant.pitchForm, abc950b6).
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session61f.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
J=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -cp "$here/kernelscope.jar:$here/lib/*" dev.kernelscope.cli.KernelScope)
mkdir -p "$OUT"
timeout 130 "${J[@]}" stencil --backend cuda --device NVIDIA --check --variants packed --quiet > "$OUT/check-cuda.txt" 2>&1 &
timeout 130 "${J[@]}" stencil --backend opencl --device NVIDIA --check --variants packed --quiet > "$OUT/check-opencl.txt" 2>&1 &
wait
nvidia-smi --query-gpu=name,driver_version --format=csv > "$OUT/environment.txt" 2>&1
for b in cuda opencl; do echo "$b: $(tail -n 2 "$OUT/check-$b.txt" | paste -sd' ')"; done
