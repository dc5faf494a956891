#!/usr/bin/env bash
# Session 25's H200 call: the packed rung's uchar Sobel in biased 16-bit lanes (08_packed.cl, FILTER 1-3) against the
# vector rung's defaults and its tuned entry (VEC=8, 16x4 groups), magnitude and both directions at 8192^2 and
# 3840x2160, each row verified over the whole image, through CUDA and NVIDIA OpenCL; then the packed rung's conformance
# (the quick level, and the full level's Sobel cases) through both. Each step under `timeout -s KILL`, all steps within
# CAP seconds (default 200); everything in $OUT/session25-sobel and one tar beside it.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-session25-sobel.sh
set -uo pipefail
carry="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session25-sobel"; mkdir -p "$out"
CAP=${CAP:-200}
t0=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then   # the carry's jlink'd runtime (the GPU machine has no JDK)
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do   # NVRTC and NPP
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
# a SLIM carry's runtime runs the CLI on the class path
ks=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g -cp "$carry/kernelscope.jar:$carry/lib/*"
    dev.kernelscope.cli.KernelScope)
{ date -u +"%Y-%m-%dT%H:%M:%SZ"
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,temperature.gpu --format=csv
  "${ks[@]}" --version
} > "$out/environment.txt" 2>&1

step() {   # NAME LIMIT ARGS...: `kernelscope ARGS` killed after LIMIT s (less when CAP is nearly spent); an opencl-*
    local name=$1 limit=$2 start rc icd=(); shift 2   # step sees NVIDIA's OpenCL ICD only
    local left=$(( CAP - ($(date +%s) - t0) ))
    (( left < limit )) && limit=$left
    if (( limit < 5 )); then echo "$name: skipped, no time left" | tee -a "$out/steps.txt"; return; fi
    [[ "$name" == opencl* ]] && icd=(env OCL_ICD_FILENAMES=libnvidia-opencl.so.1)
    start=$(date +%s)
    echo "\$ kernelscope $*" > "$out/$name.txt"
    timeout -s KILL "$limit" "${icd[@]}" "${ks[@]}" "$@" >> "$out/$name.txt" 2> "$out/$name.progress"
    rc=$?
    echo "$name: exit $rc after $(( $(date +%s) - start )) s (limit $limit, at $(( $(date +%s) - t0 )) s)" \
        | tee -a "$out/steps.txt"
}

# the vector rung at its defaults and as its u8 Sobel entry (stencil-tuning.json: what `tuned` runs now); the packed
# rung at its defaults (VEC=8, 4 rows, 32x8), 16-pixel words with 4 and 2 rows, 8 rows of 8, and the entry's 16x4 groups
V='vector,vector:VEC=8;GROUP_X=16;GROUP_Y=4,packed,packed:VEC=16,packed:VEC=16;ROWS=2,packed:VEC=8;ROWS=8'
V="$V,packed:VEC=16;GROUP_X=16;GROUP_Y=4"
B=(--filter sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants "$V")
step cuda-bench 70 stencil --backend cuda "${B[@]}" --output "$out/cuda-bench.json"
step cuda-check 15 stencil --check --backend cuda --variants packed --type u8
step cuda-check-full 15 stencil --check --level full --backend cuda --variants packed --type u8 \
    --filter sobel,sobelx,sobely
step opencl-bench 70 stencil --backend opencl --device NVIDIA "${B[@]}" --no-npp --output "$out/opencl-bench.json"
step opencl-check 15 stencil --check --backend opencl --device NVIDIA --variants packed --type u8
step opencl-check-full 15 stencil --check --level full --backend opencl --device NVIDIA --variants packed --type u8 \
    --filter sobel,sobelx,sobely

find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session25-sobel.tar.gz" -C "$top" session25-sobel
echo "== summary"
for f in "$out"/*check*.txt; do [[ -f "$f" ]] && echo "$(basename "$f" .txt): $(tail -n 1 "$f")"; done
for f in "$out"/cuda-bench.txt "$out"/opencl-bench.txt; do
    [[ -f "$f" ]] || continue
    echo "== $(basename "$f")"; grep -v "^ *$" "$f" | grep -v "roof\|halo:" | cut -c1-130
done
cat "$out/steps.txt"
