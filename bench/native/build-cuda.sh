#!/usr/bin/env bash
# Builds the CUDA baselines with nvcc (benchmark baselines only, not part of the product): the empty kernel's CUBIN,
# the driver-API launch-latency program and the cuBLAS SGEMM program. ARCH defaults to sm_90 (H100, H200).
# Usage: bench/native/build-cuda.sh [OUTPUT_DIR]; then OUTPUT_DIR/cuda_launch_latency OUTPUT_DIR/empty.cubin and
# OUTPUT_DIR/cublas_sgemm 4096 pedantic; python3 bench/native/torch_sgemm.py is the PyTorch reference.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here}"
arch="${ARCH:-sm_90}"
mkdir -p "$out"
nvcc -cubin -arch="$arch" -o "$out/empty.cubin" "$here/empty_kernel.cu"
nvcc -O2 -o "$out/cuda_launch_latency" "$here/cuda_launch_latency.c" -lcuda
nvcc -O2 -o "$out/cublas_sgemm" "$here/cublas_sgemm.c" -lcublas
nvcc -O2 -o "$out/cuda_graph_launch" "$here/cuda_graph_launch.c" -lcuda
echo "built $out/empty.cubin, $out/cuda_launch_latency, $out/cublas_sgemm, $out/cuda_graph_launch"
