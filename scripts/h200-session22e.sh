#!/usr/bin/env bash
# Session 22's fifth H200 call: CUDA launch sequences keeping up to 8 graph instances, one per recent set of
# argument values (CudaBackend.GRAPH_INSTANCES). The CUDA backend's and the GEMM plan cache's GPU tests, the GEMM
# conformance suite through CUDA, and the host time per call on six shapes with the buffers rotating.
# Usage (repository root; carry: scripts/h100-verify-carry.sh DEST, plus this script): DEST/h200-session22e.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session22e"; mkdir -p "$out"
t0=$(date +%s)
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
[[ -f "$C/test/junit-console.jar" ]] || xz -dk "$C/test/junit-console.jar.xz"
K="$C/bundle/kernelscope"
J="$C/bundle/build/runtime/bin/java"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$out/gpu.txt" 2>&1
timeout -s KILL 110 "$J" --enable-native-access=ALL-UNNAMED -cp "$C/test/junit-console.jar:$C/test/test-classes.jar:$C/bundle/kernelscope-core/target/kernelscope.jar:$C/bundle/kernelscope-core/target/lib/*:$C/test/assertj.jar" \
    org.junit.platform.console.ConsoleLauncher execute --disable-banner --disable-ansi-colors --details=tree \
    --select-class dev.kernelscope.device.cuda.CudaBackendGpuTest --select-class dev.kernelscope.device.cuda.CudaLeakGpuTest \
    --select-class dev.kernelscope.kernels.gemm.GemmPlanCacheTest > "$out/junit.txt" 2>&1
echo "junit: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 60 "$K" gemm --backend cuda --rungs 10 \
    --shapes 4096x4096x4096,8192x8192x8192,4097x4097x4097,512x512x32768,1024x1024x1024,128x128x16384 \
    --output "$out/host.json" > "$out/host.txt" 2> "$out/host.progress"
echo "host: exit $? after $(( $(date +%s) - t0 )) s"
timeout -s KILL 100 "$K" gemm --check --backend cuda --rungs 10 > "$out/check.txt" 2>&1
echo "check: exit $? after $(( $(date +%s) - t0 )) s"
gzip -f "$out/host.json" 2>/dev/null
tar -czf "$top/session22e.tar.gz" -C "$top" session22e
grep -E "tests (successful|failed|skipped)" "$out/junit.txt"; grep -B2 -A6 "✘\|MethodSource.*FAILED" "$out/junit.txt" | head -30
grep -h "passed" "$out/check.txt"
grep "host per call" "$out/host.progress" | cut -c1-170
