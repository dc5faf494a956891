#!/usr/bin/env bash
# Builds the C launch-latency baseline with the system compiler against the OpenCL ICD loader. Links -lOpenCL, or
# libOpenCL.so.1 directly where the unversioned development symlink is missing (runtime-only machines).
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-./launch_latency}"
gcc -O2 -Wall -o "$out" launch_latency.c -lOpenCL 2>/dev/null \
    || gcc -O2 -Wall -o "$out" launch_latency.c -l:libOpenCL.so.1
echo "built $out"
