#!/usr/bin/env bash
# Builds the C launch-latency baseline with the system compiler against the OpenCL ICD loader. Links -lOpenCL, or
# libOpenCL.so.1 directly where the unversioned development symlink is missing (runtime-only machines).
set -euo pipefail
out="$(realpath -m "${1:-$(dirname "$0")/launch_latency}")"   # a relative OUT is the caller's, not this folder's
cd "$(dirname "$0")"
# Without the headers gcc's first error is "fatal error: CL/cl.h: No such file or directory"; say what to install.
if ! printf '#include <CL/cl.h>\n' | gcc -x c -E - >/dev/null 2>&1; then
    echo "build.sh: the OpenCL C headers (CL/cl.h) are not installed; on Debian or Ubuntu: apt-get install" \
        "opencl-c-headers (or ocl-icd-opencl-dev, which also brings the -lOpenCL link)." >&2
    exit 2
fi
gcc -O2 -Wall -o "$out" launch_latency.c -lOpenCL 2>/dev/null \
    || gcc -O2 -Wall -o "$out" launch_latency.c -l:libOpenCL.so.1
echo "built $out"
