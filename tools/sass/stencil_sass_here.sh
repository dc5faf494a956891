#!/usr/bin/env bash
# Lists a stencil variant's sm_90 SASS on the build machine (no GPU): StencilSource writes the source and defines the
# backend compiles, NvrtcCubin translates it to the CUDA C++ NVRTC gets, nvcc (13.0.88 here, the compiler inside the
# H200's NVRTC 13.0.88) builds the CUBIN, and CUOBJDUMP lists it (CUDA 12.4's or newer: 11.8's leaves some CUDA 13
# instructions undecoded). Writes OUT.sass and OUT.parameters.txt, the form of the simulator's test listings.
# Usage: CUOBJDUMP=/path/to/cuobjdump tools/sass/stencil_sass_here.sh OUT VARIANT FILTER TYPE [NAME=VALUE ...]
# e.g.   tools/sass/stencil_sass_here.sh /tmp/sr11 separable-registers box3 f32   (rung 11's scenario, session 32)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out=$1 variant=$2 filter=$3 type=$4; shift 4
java="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java"
cp="$root/kernelscope-core/target/kernelscope.jar:$root/kernelscope-core/target/lib/*"
"$java" -cp "$cp" "$root/tools/sass/StencilSource.java" "$out" "$variant" "$filter" "$type" replicate "$@"
"$java" -cp "$cp" --enable-native-access=ALL-UNNAMED "$root/tools/sass/NvrtcCubin.java" "$out.cu" "$out.cl" sm_90 > /dev/null
# the backend's options for NVRTC (CudaCompileOptions) where the stencil library passes no OpenCL option: the
# OpenCL-like sqrt, no fast math (session 32 had added --use_fast_math: its FTZ adds and another schedule of rung 10
# were not the SASS that NVRTC made on the H200, docs/results/h200/session33/call4/sass)
nvcc -cubin -arch=sm_90 --prec-sqrt=false $(cat "$out.defines") -o "$out.cubin" "$out.cu"
"${CUOBJDUMP:-cuobjdump}" -sass -res-usage "$out.cubin" > "$out.sass"   # registers, shared bytes: the occupancy
sed 's/^-D//' "$out.defines" > "$out.parameters.txt"
echo "$out.sass: $(grep -c '^ */\*[0-9a-f]*\*/' "$out.sass") instructions; $out.parameters.txt"
