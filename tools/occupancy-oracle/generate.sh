#!/usr/bin/env bash
# Regenerates the NVIDIA occupancy expectations (src/test/resources/.../nvidia-oracle.csv) from the CUDA toolkit's
# own calculator header. Needs g++ and a CUDA toolkit (CUDA_HOME, default /usr/local/cuda); nothing else, no GPU.
# Usage: tools/occupancy-oracle/generate.sh [OUTPUT.csv]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cuda="${CUDA_HOME:-/usr/local/cuda}"
out="${1:-$root/kernelscope-core/src/test/resources/dev/kernelscope/model/occupancy/nvidia-oracle.csv}"
header="$cuda/include/cuda_occupancy.h"
[[ -f "$header" ]] || { echo "generate.sh: $header not found (set CUDA_HOME to a CUDA toolkit)" >&2; exit 1; }

build="$root/kernelscope-core/target/occupancy-oracle"
mkdir -p "$build" "$(dirname "$out")"
g++ -std=c++17 -O2 -Wall -Wextra -Werror -I"$cuda/include" "$here/occupancy_oracle.cpp" -o "$build/occupancy-oracle"
"$build/occupancy-oracle" > "$out.tmp"
mv "$out.tmp" "$out"
echo "generate.sh: wrote $out ($(($(wc -l < "$out") - 2)) rows) from $header" >&2
