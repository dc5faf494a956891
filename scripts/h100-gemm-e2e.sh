#!/usr/bin/env bash
# Issue 12's GEMM runs on an NVIDIA GPU machine in one call: end-to-end and kernel-only timings of the Gemm API
# against cuBLAS over a sweep of shapes, the PyTorch torch.mm yardstick, conformance and --explain, each a step.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR scripts/h100-gemm-e2e.sh STEP...
#   (KS_JAR=PATH: another kernelscope.jar, e.g. an older build to compare with, beside the carry's libraries;
#    KS_JAVA_OPTS: more JVM options, e.g. -Dkernelscope.cuda.graphInstances=1)
#   STEP = NAME=GEMM-ARGS   runs `kernelscope GEMM-ARGS` (e.g. "sweep=gemm --backend cuda --shapes ..."), writing
#                           $OUT/NAME.txt (stdout) and $OUT/NAME.progress (stderr); JSON where the args say --output
#                           (a NAME starting with "opencl" runs with NVIDIA's OpenCL ICD: OCL_ICD_FILENAMES)
#          torch=SIZES      tools/yardstick/torch_mm.py over SIZES (comma-separated) -> $OUT/torch-mm.json
# The SM clock is logged every 200 ms while the steps run ($OUT/clocks.csv).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
carry="${GEMM_CARRY:-$root/.device-carry/gemm}"
out="${OUT:-$root/gemm-results}"
mkdir -p "$out"
torch_mm="$root/tools/yardstick/torch_mm.py"
[[ -f "$carry/torch_mm.py" ]] && torch_mm="$carry/torch_mm.py"   # the carry's copy when the checkout predates it
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
# CLBlast for the OpenCL steps: the GPU machine has none installed, so the carry may hold libclblast.so.1 taken
# from Debian's libclblast1 package (apt-get download libclblast1 && dpkg -x), in $carry/clblast or xz-packed in
# $carry/clblast-xz (h100-gemm-carry.sh), unpacked here once
if [[ -f "$carry/clblast-xz/libclblast.so.1.xz" && ! -f "$carry/clblast/libclblast.so.1" ]]; then
    mkdir -p "$carry/clblast" && xz -dc "$carry/clblast-xz/libclblast.so.1.xz" > "$carry/clblast/libclblast.so.1"
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib "$carry/clblast"; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java ${KS_JAVA_OPTS:-} --enable-native-access=dev.kernelscope -Xmx48g -XX:ErrorFile=$out/hs_err_%p.log
    -p "${KS_JAR:-$carry/kernelscope.jar}:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
if ! /tmp/ks-runtime/bin/java --list-modules | grep -q '^java.desktop'; then   # a SLIM carry: the class path
    ks=(/tmp/ks-runtime/bin/java ${KS_JAVA_OPTS:-} --enable-native-access=ALL-UNNAMED -Xmx48g -XX:ErrorFile=$out/hs_err_%p.log
        -cp "${KS_JAR:-$carry/kernelscope.jar}:$carry/lib/*" dev.kernelscope.cli.KernelScope)
fi
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,temperature.gpu --format=csv
    "${ks[@]}" --version
    python3 -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda)" 2>&1
    python3 -c "import triton; print('triton', triton.__version__)" 2>&1 | tail -n 1
} > "$out/environment.txt" 2>&1
cat "$out/environment.txt"
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv \
    -lms 200 > "$out/clocks.csv" 2>/dev/null &
smi=$!
for step in "$@"; do
    name="${step%%=*}"
    args="${step#*=}"
    start=$(date +%s)
    if [[ "$name" == torch ]]; then
        timeout --foreground 240 python3 "$torch_mm" "$out/torch-mm.json" ${args//,/ } > "$out/torch.txt" 2>&1
        rc=$?
        cat "$out/torch.txt"
    else
        # shellcheck disable=SC2086 # the step's arguments are words
        icd=()
        [[ "$name" == opencl* ]] && icd=(env OCL_ICD_FILENAMES=libnvidia-opencl.so.1)
        # --foreground keeps java in the caller's process group, so a caller's own time limit (h200-gemm-steps.sh)
        # kills it too: in session 39's third call a sweep outlived its step by this inner limit and ran on beside
        # the conformance steps that followed it
        timeout --foreground 400 "${icd[@]}" "${ks[@]}" $args > "$out/$name.txt" 2> "$out/$name.progress"
        rc=$?
        tail -n 3 "$out/$name.progress"
    fi
    echo "== $name: exit $rc in $(( $(date +%s) - start )) s"
done
kill "$smi" 2>/dev/null
gzip -f "$out/clocks.csv"
