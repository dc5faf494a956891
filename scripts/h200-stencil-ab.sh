#!/usr/bin/env bash
# The stencil ladder's tuned filters on the H200, before and after a kernel change, in one device call: the CUDA
# benchmark with the build before (BEFORE_JAR, no verification: that build was verified when it was made) and after
# (the carry's kernelscope.jar, verified), the after build through NVIDIA OpenCL, then the quick conformance level
# of VARIANTS through both backends. Everything lands in ONE tar under $OUT (the device tool brings few files back).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script; BEFORE_JAR is a class path, e.g. the changed
# kernel sources of the build before in DEST/before-res ahead of the jar: the class loader finds them first):
#   CARRY=DEST BEFORE_JAR=DEST/before-res:DEST/kernelscope.jar [CAP=s] [FILTERS=..] [TYPES=..] [SIZES=..]
#   [V=variants] [VARIANTS=vector] scripts/h200-stencil-ab.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
before="${BEFORE_JAR:-}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-ab
mkdir -p "$out" "$r"
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
# the slim runtime runs the CLI on the class path; the jar comes first
ks() { local jar=$1; shift; /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g \
    -cp "$jar:$carry/lib/*" dev.kernelscope.cli.KernelScope "$@"; }
CAP=${CAP:-560}
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-ab.tar.gz" -C "$r" . 2> /dev/null; }
run() {   # name limit jar args...   (packed as soon as the step ends: a cut call still brings back what finished)
    local name=$1 limit jar=$3; limit=$(limit_for "$2"); shift 3
    if (( limit < 8 )); then echo "$name: skipped, no time left" | tee -a "$r/steps.txt"; return; fi
    local t0=$(date +%s)
    echo "\$ kernelscope $*" > "$r/$name.txt"
    timeout -k 5 "$limit" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g \
        -cp "$jar:$carry/lib/*" dev.kernelscope.cli.KernelScope "$@" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    pack
}
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv
    ls -l /usr/local/cuda/lib64/libnvrtc.so.* /usr/local/cuda/lib64/libnppif.so.* 2>&1
    ks "$carry/kernelscope.jar" --version
} > "$r/environment.txt" 2>&1
S=(--sizes "${SIZES:-8192x8192,3840x2160}" --warmups 3 --repetitions 30 --filter "${FILTERS:-box3,box5,box7,gauss5,sobel}"
   --type "${TYPES:-f32,f16,u8}" --variants "${V:-tuned}")
[[ -n "$before" ]] && run cuda-before 150 "$before" stencil --backend cuda "${S[@]}" --no-verify --output "$r/cuda-before.json"
run cuda-after 170 "$carry/kernelscope.jar" stencil --backend cuda "${S[@]}" --output "$r/cuda-after.json"
run opencl-after 150 "$carry/kernelscope.jar" stencil --backend opencl "${S[@]}" --no-npp --output "$r/opencl-after.json"
run check-cuda 50 "$carry/kernelscope.jar" stencil --check --backend cuda --variants "${VARIANTS:-vector}"
run check-opencl 50 "$carry/kernelscope.jar" stencil --check --backend opencl --variants "${VARIANTS:-vector}"
echo "== summary"
for f in "$r"/check-*.txt; do [[ -f "$f" ]] && tail -n 1 "$f"; done
for f in "$r"/cuda-before.txt "$r"/cuda-after.txt "$r"/opencl-after.txt; do
    [[ -f "$f" ]] || continue
    echo "== $(basename "$f")"; grep -E "copy |^  [a-z]|^    tuned" "$f" | cut -c1-150 | head -70
done
cat "$r/steps.txt"
pack
