#!/usr/bin/env bash
# kernelscope tune on the stencil ladder's vector rung, on the H200: one `tune --stencil` per filter and pixel type
# (TUNES: filter:type items), each greedy-ils from the entry in use under a time limit, its Kernel Tuner cache, T4
# file, JSON record and database copy (--write-database) kept; everything packed into ONE tar under $OUT.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script):
#   CARRY=DEST [LIMIT=40s] [KILL=55] [SIZE=8192x8192] [TUNES="gauss5:f32 sobel:u8"] scripts/h200-stencil-tune.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-tune
mkdir -p "$out" "$r"
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g -cp "$carry/kernelscope.jar:$carry/lib/*"
    dev.kernelscope.cli.KernelScope)
size="${SIZE:-8192x8192}"
{ date -u +"%Y-%m-%dT%H:%M:%SZ"; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv; "${ks[@]}" --version; } \
    > "$r/environment.txt" 2>&1
for item in ${TUNES:-gauss5:f32 sobel:f32 box7:f32 box3:f16 gauss5:f16 sobel:f16 sobel:u8}; do
    filter=${item%%:*} type=${item##*:} name="$filter-$type"
    cmd=(tune --backend cuda --stencil vector --filter "$filter" --type "$type" --size "$size" --strategy greedy-ils
         --time-limit "${LIMIT:-40s}" --max-evals 200 --warmups 3 --repetitions 20 --top 6 --cache "$r/cache-$name.json"
         --t4 "$r/t4-$name.json" --output "$r/tune-$name.json" --write-database "$r/database-$name.json")
    echo "\$ kernelscope ${cmd[*]}" > "$r/$name.txt"
    t0=$(date +%s)
    timeout -k 5 "${KILL:-55}" "${ks[@]}" "${cmd[@]}" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    tar -czf "$out/stencil-tune.tar.gz" -C "$r" .
done
for f in "$r"/*-*.txt; do
    [[ "$f" == */steps.txt || "$f" == */environment.txt ]] && continue
    echo "== $(basename "$f" .txt)"; grep -E "^baseline|^ *[0-9]+ +[0-9.]+ |^Database|stopped" "$f" | head -5 | cut -c1-150
done
