#!/usr/bin/env bash
# The whole-product check on an NVIDIA GPU machine without a JDK (carry built by scripts/h100-verify-carry.sh):
# the GPU-only JUnit tests, `kernelscope devices`, `devices --check-occupancy`, the GEMM and stencil conformance
# suites through CUDA, `analyze` of a user kernel (libclang on the host) with a timed run, a simulated scenario, a
# tuner replay, and `kernelscope demo` (the SGEMM ladder at 4096^3 against cuBLAS and the filter ladder), all through
# the bundle's own launcher. Logs and JSON go to $OUT; a short
# table comes last. The device tool brings back at most 8 files, so the logs are written under /tmp and packed into
# one $OUT/verify-logs.tar.gz at the end. Usage, from the repository root: .device-carry/verify/h100-verify.sh [STEP ...] (default: all
# steps; e.g. `junit-gpu` alone, then the rest, when one call's time limit cannot hold them all).
set -uo pipefail
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DEST="${OUT:-/tmp/kernelscope-verify-out}"
OUT="/tmp/kernelscope-verify"
mkdir -p "$OUT" "$DEST"
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
[[ -f "$C/test/junit-console.jar" ]] || xz -dk "$C/test/junit-console.jar.xz"
# tune-replay's cache: the first of the repository's own (the tree travels with the carry, which sits in its
# .device-carry/ unless built elsewhere; then the repository is the working directory)
root="$(cd "$C/../.." && pwd)"
[[ -d "$root/kernelscope-core" ]] || root="$PWD"
replay_cache="$(ls "$root"/kernelscope-core/src/test/resources/dev/kernelscope/tune/caches/*.json.gz | head -n 1)"
K="$C/bundle/kernelscope"
J="$C/bundle/build/runtime/bin/java"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > "$OUT/gpu.txt" 2>&1
declare -A status

wanted=" ${*:-all} "
step() {   # step NAME COMMAND...: runs it with its output in $OUT/NAME.txt, records the exit code
    local name="$1"; shift
    [[ "$wanted" == " all " || "$wanted" == *" $name "* ]] || { status[$name]="not run"; return; }
    local started=$SECONDS
    "$@" > "$OUT/$name.txt" 2>&1
    status[$name]="exit $? in $((SECONDS - started)) s"
    echo "== $name: ${status[$name]}"; tail -n 25 "$OUT/$name.txt"
}

# One JVM per GPU test class, so a slow or hung class costs itself, not the others' output: in session 36 the classes
# in one JVM outlived a 330 s limit and left nothing (the launcher prints its tree at the end). JUNIT_BUDGET (s,
# default 570) bounds the step; JUNIT_SKIP names classes to leave out (simple names, space-separated); JUNIT_CLASSES
# (fully qualified, space-separated) runs those instead of the GPU-only list, e.g. a test that runs on every device.
junit_classes() {
    local deadline=$((SECONDS + ${JUNIT_BUDGET:-570})) failed=0 class left
    for class in ${JUNIT_CLASSES:-$(cat "$C/test/gpu-test-classes.txt")}; do
        if [[ " ${JUNIT_SKIP:-} " == *" ${class##*.} "* ]]; then echo "== $class: skipped (JUNIT_SKIP)"; continue; fi
        left=$((deadline - SECONDS))
        if (( left < 10 )); then echo "== $class: not run (JUNIT_BUDGET spent)"; failed=1; continue; fi
        echo "== $class"
        timeout "$left" "$J" --enable-native-access=ALL-UNNAMED -XX:ErrorFile="$OUT/hs_err_%p.log" \
            -cp "$C/test/junit-console.jar:$C/test/test-classes.jar:$C/bundle/kernelscope-core/target/kernelscope.jar:$C/bundle/kernelscope-core/target/lib/*:$C/test/assertj.jar" \
            org.junit.platform.console.ConsoleLauncher execute --disable-banner --disable-ansi-colors --details=tree \
            --select-class "$class"
        case $? in
            0) ;;
            124) echo "== $class: cut by JUNIT_BUDGET after $left s (its last test fails as 'session closed': the JVM's shutdown hook closed it)"; failed=1 ;;
            *) failed=1 ;;
        esac
    done
    return $failed
}
step junit-gpu junit_classes
step devices "$K" devices
step check-occupancy "$K" devices --check-occupancy
step gemm-check "$K" gemm --check --backend cuda --quiet
step stencil-check "$K" stencil --check --backend cuda --quiet
# the same suites through NVIDIA's OpenCL: the image + sampler rung runs only there, and OpenCL kernels take their
# own compile paths (no __launch_bounds__, no NVRTC)
step gemm-check-opencl env OCL_ICD_FILENAMES=libnvidia-opencl.so.1 "$K" gemm --check --backend opencl --device NVIDIA \
    --quiet
step stencil-check-opencl env OCL_ICD_FILENAMES=libnvidia-opencl.so.1 "$K" stencil --check --backend opencl \
    --device NVIDIA --quiet
step analyze "$K" analyze "$C/test/analyze/mem004_scalar_loads.cl" --kernel sum4 --global 16777216 --local 256 \
    --device cuda:0 --arg buf:float:67108864:random --arg buf:float:16777216:zeros --run
step simulate "$K" simulate --scenario seed000-barrier-2groups
step tune-replay "$K" tune --replay "$replay_cache" --seeds 5
step demo "$K" demo
# the sweep path on one GPU: the same 16 rung-10 configurations measured in-process and by a tune-worker process
# (--devices all), so the dispatch overhead per configuration on a GPU host is on record
step tune-inprocess "$K" tune --rung 10 --shape 2048x2048x2048 --strategy random --seed 7 --max-evals 16 \
    --device cuda:0 --quiet --output "$OUT/tune-inprocess.json"
step tune-sweep "$K" tune --rung 10 --shape 2048x2048x2048 --strategy random --seed 7 --max-evals 16 \
    --devices all --quiet --output "$OUT/tune-sweep.json"

echo
echo "KernelScope on $(cat "$OUT/gpu.txt")"
printf '%-16s %s\n' STEP RESULT
for name in junit-gpu devices check-occupancy gemm-check stencil-check gemm-check-opencl stencil-check-opencl \
        analyze simulate tune-replay demo tune-inprocess tune-sweep; do printf '%-16s %s\n' "$name" "${status[$name]}"; done
grep -E "^== |tests (successful|failed|aborted)" "$OUT/junit-gpu.txt" 2>/dev/null
grep -E "agree|disagree" "$OUT/check-occupancy.txt" 2>/dev/null | tail -n 2
grep -E "^  (8|10) |cuBLAS|vendor BLAS:" "$OUT/demo.txt" 2>/dev/null | head -n 6
grep -E "^sweep:|tuner overhead" "$OUT/tune-sweep.txt" "$OUT/tune-inprocess.txt" 2>/dev/null
tar -czf "$DEST/verify-logs.tar.gz" -C "$OUT" .
