#!/usr/bin/env bash
# On the H100 machine, in one call: the product compiles every SGEMM rung and every stencil-ladder variant (box3, f32)
# through NVRTC exactly as `kernelscope gemm` / `kernelscope stencil` run them (-Dkernelscope.cuda.keepCubins keeps
# each CUBIN with its NVRTC options), times them, and cuobjdump/nvdisasm list their SASS for `kernelscope simulate
# --sass`. Usage (carry made by bench/simulate/sass-carry.sh DEST): bash DEST/run-sass-h100.sh; results go to $OUT,
# the listings packed in sass.tar.gz (the device tool brings back a limited number of files: on 2026-11-24 the first
# run wrote them one by one and a second call on the warm machine packed them).
set -uo pipefail
carry="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$carry/out}"
mkdir -p "$out/sass" /tmp/ks15c
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
export PATH="/usr/local/cuda/bin:$PATH"
jars="$carry/bundle/kernelscope-core/target"
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx16g -Dkernelscope.cuda.keepCubins=/tmp/ks15c/cubins
    -p "$jars/kernelscope.jar:$jars/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm --format=csv
    nvcc --version | tail -n 2
    cuobjdump --version | tail -n 2
    nvdisasm --version | tail -n 2
    "${ks[@]}" --version
} > "$out/environment.txt" 2>&1
echo "== gemm, every rung, 4096"
timeout 110 "${ks[@]}" gemm --backend cuda --sizes 4096 --warmups 2 --repetitions 10 --output "$out/gemm-4096.json" \
    > "$out/gemm-4096.txt" 2> /tmp/ks15c/gemm.progress
echo "exit $?"
echo "== stencil box3 f32, every variant, 4096x4096"
timeout 60 "${ks[@]}" stencil --backend cuda --filter box3 --type f32 --sizes 4096x4096 --variants all --no-npp \
    --warmups 2 --repetitions 10 --output "$out/stencil-box3-f32-4096.json" > "$out/stencil-box3-f32-4096.txt" \
    2> /tmp/ks15c/stencil.progress
echo "exit $?"
tail -n 3 /tmp/ks15c/gemm.progress /tmp/ks15c/stencil.progress
echo "== SASS"
for cubin in /tmp/ks15c/cubins/*.cubin; do
    stem="$(basename "$cubin" .cubin)"
    cuobjdump -sass "$cubin" > "$out/sass/$stem.sass" 2>&1
    cuobjdump -res-usage "$cubin" > "$out/sass/$stem.res-usage.txt" 2>&1
    cp "/tmp/ks15c/cubins/$stem.options.txt" "$out/sass/"
    echo "$stem: $(grep -c '/\*[0-9a-f]\{4\}\*/' "$out/sass/$stem.sass") instructions"
done
# nvdisasm's two formats (labels .L_x_N; with and without the encodings) for one kernel, to test the reader on them
first="$(ls /tmp/ks15c/cubins/sgemm_register_tiling-*.cubin 2>/dev/null | head -n 1)"
if [[ -n "$first" ]]; then
    nvdisasm "$first" > "$out/sass/nvdisasm-register-tiling.txt" 2>&1
    nvdisasm -hex "$first" > "$out/sass/nvdisasm-hex-register-tiling.txt" 2>&1
fi
tar -czf "$out/sass.tar.gz" -C "$out" sass && rm -rf "$out/sass"
cat "$out/environment.txt"
grep -E "rung|GFLOP|^ *[0-9]" "$out/gemm-4096.txt" | head -n 30
head -n 30 "$out/stencil-box3-f32-4096.txt"
