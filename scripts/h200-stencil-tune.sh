#!/usr/bin/env bash
# kernelscope tune on a stencil ladder rung (VARIANT, default the vector rung), on the H200: one `tune --stencil` per
# filter and pixel type (TUNES: filter:type items), each greedy-ils from the entry in use under a time limit, its Kernel
# Tuner cache, T4 file, JSON record and database copy (--write-database) kept; everything packed into ONE tar under
# $OUT.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script and h200-stencil-lib.sh):
#   CARRY=DEST [LIMIT=40s] [KILL=55] [SIZE=8192x8192] [TUNES="gauss5:f32 sobel:u8"] [VARIANT=vector]
#   scripts/h200-stencil-tune.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-tune
PACK=stencil-tune
CAP=${CAP:-560}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/h200-stencil-lib.sh"
environment
size="${SIZE:-8192x8192}"
for item in ${TUNES:-gauss5:f32 sobel:f32 box7:f32 box3:f16 gauss5:f16 sobel:f16 sobel:u8}; do
    filter=${item%%:*} type=${item##*:} name="$filter-$type"
    run "$name" "${KILL:-55}" "$carry/kernelscope.jar" tune --backend cuda --stencil "${VARIANT:-vector}" \
        --filter "$filter" --type "$type" --size "$size" --strategy greedy-ils --time-limit "${LIMIT:-40s}" \
        --max-evals 200 --warmups 3 --repetitions 20 --top 6 --cache "$r/cache-$name.json" --t4 "$r/t4-$name.json" --output "$r/tune-$name.json" \
        --write-database "$r/database-$name.json"
done
for f in "$r"/*-*.txt; do
    echo "== $(basename "$f" .txt)"; grep -E "^baseline|^ *[0-9]+ +[0-9.]+ |^Database|stopped" "$f" | head -5 | cut -c1-150
done
