#!/usr/bin/env bash
# opencl helper's H100 measurement run #2 (carried, not part of the repo): unpacks the JDK-less bundle, lists devices
# (registry as is, NVIDIA hidden to test the hint, NVIDIA added), runs the sample checks, bench launch alternated
# with the C baseline (default 20,000 warm-ups and 1,000), bench copy, and the device tests on NVIDIA OpenCL.
set -uo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:?}"
DEV="${DEV:-H100}"
exec > >(tee "$OUT/log.txt") 2>&1
W=/tmp/ks
rm -rf "$W"; mkdir -p "$W"
tar xJf "$C/bundle.tar.xz" -C "$W"
K="$W/bundle/kernelscope"
echo "== date $(date -u +%FT%TZ) kernel $(uname -r)"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv 2>&1 | head -3
echo "== ICD registry"; ls -la /etc/OpenCL/vendors 2>&1; head -n 3 /etc/OpenCL/vendors/*.icd 2>&1
loader="$(ldconfig -p | awk '/libOpenCL.so.1 /{print $NF; exit}')"
khronos=0; grep -q -a OCL_ICD_FILENAMES "$loader" && khronos=1
echo "loader: $loader -> $(readlink -f "$loader") (mentions OCL_ICD_FILENAMES: $khronos)"
nv=""
for f in /usr/lib/libnvidia-opencl.so.1 /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 /usr/local/nvidia/lib64/libnvidia-opencl.so.1; do
    [[ -e "$f" ]] && { nv="$f"; break; }
done
echo "NVIDIA OpenCL library: ${nv:-none found}"

echo "== kernelscope devices (registry as is)"
"$K" devices
echo "== kernelscope devices with NVIDIA hidden (OCL_ICD_VENDORS=dir with PoCL's .icd only): the hint should appear"
mkdir -p /tmp/icd-pocl; cp /etc/OpenCL/vendors/*pocl*.icd /tmp/icd-pocl/ 2>/dev/null
OCL_ICD_VENDORS=/tmp/icd-pocl "$K" devices
if [[ $khronos == 1 ]]; then export OCL_ICD_FILENAMES="$nv"; else mkdir -p /tmp/icd; cp /etc/OpenCL/vendors/*.icd /tmp/icd/; echo "$nv" > /tmp/icd/nvidia.icd; export OCL_ICD_VENDORS=/tmp/icd; fi
echo "== kernelscope devices with OCL_ICD_FILENAMES=${OCL_ICD_FILENAMES:-} OCL_ICD_VENDORS=${OCL_ICD_VENDORS:-}"
"$K" devices
"$K" devices --format json > "$OUT/devices.json"

echo "== bench samples on $DEV (twice: the second run's builds would all be cache hits without CUDA_CACHE_DISABLE)"
"$K" bench samples --device "$DEV" > /dev/null
"$K" bench samples --device "$DEV" --output "$OUT/samples-nvidia.json"

echo "== launch latency: C baseline, Java (20,000 warm-ups), Java (1,000 warm-ups), alternated"
bash "$C/native/build.sh" /tmp/launch_latency
for i in 1 2 3; do
    /tmp/launch_latency --device "$DEV" | tee -a "$OUT/launch-c.jsonl"
    "$K" bench launch --device "$DEV" --output "/tmp/launch-java-$i.json"
    "$K" bench launch --device "$DEV" --warmups 1000 --output "/tmp/launch-java-1k-$i.json"
done
{ echo "["; cat /tmp/launch-java-1.json; echo ","; cat /tmp/launch-java-2.json; echo ","; cat /tmp/launch-java-3.json; echo "]"; } > "$OUT/launch-java.json"
{ echo "["; cat /tmp/launch-java-1k-1.json; echo ","; cat /tmp/launch-java-1k-2.json; echo ","; cat /tmp/launch-java-1k-3.json; echo "]"; } > "$OUT/launch-java-1k.json"

echo "== copy bandwidth"
"$K" bench copy --device "$DEV" --output "$OUT/copy.json"

echo "== device tests (JUnit) on the first OpenCL device"
T="$C/tests"
"$W/bundle/build/runtime/bin/java" --enable-native-access=ALL-UNNAMED -jar "$T/junit-platform-console-standalone-1.13.4.jar" \
    execute --disable-banner --details=tree \
    --class-path "$T/test-classes:$W/bundle/target/kernelscope.jar:$(ls "$W"/bundle/target/lib/*.jar | paste -sd:):$T/assertj-core-3.27.6.jar" \
    --select-package dev.kernelscope.device --select-class dev.kernelscope.cli.DeviceCommandsTest 2>&1 \
    | grep -v -E 'ProviderNotFoundException|walkFilesForUri|Error scanning files' > "$OUT/junit.txt"
grep -E "NvidiaOpenClTest|verboseBuildLog|computeCapability" -A2 "$OUT/junit.txt" | head -12
tail -16 "$OUT/junit.txt"
nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv 2>&1 | head -3
echo "== done $(date -u +%FT%TZ)"
