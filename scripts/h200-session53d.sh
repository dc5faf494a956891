#!/usr/bin/env bash
# Session 53's fourth H200 call, issue 13: the uchar entries tuned again on three sizes at once now that an odd pitch
# has its own packed form (session 52's multi-size tunes chose 8-pixel words only for 4097x3001's slowness then).
# For each of box3, box5, gauss5 and sobel: `tune --stencil packed` (greedy-ils from the settings in use, 40 s, CUDA)
# on 8192^2, 3840x2160 and 4097x3001 with --write-database into a class-path overlay; where it wrote an entry, the
# tuned filter with that database (T) against this build's (A) in alternating processes, twice.
# Usage (carry: .device-carry/s53d): OUT=/tmp/o DEST/h200-session53d.sh
CAP=${CAP:-480}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session53d
r="$out/tune"; PACK=$tag-tune; mkdir -p "$r"
sizes=8192x8192,3840x2160,4097x3001
for f in box3 gauss5 sobel box5; do
    overlay="$r/db-$f"; db="$overlay/dev/kernelscope/kernels/stencil/stencil-tuning.json"; mkdir -p "${db%/*}"
    run "tune-$f" 55 "$here/kernelscope.jar" tune --backend cuda --stencil packed --filter "$f" --type u8 \
        --size "$sizes" --strategy greedy-ils --time-limit 40s --max-evals 200 --warmups 3 --repetitions 15 --top 5 \
        --cache "$r/cache-$f.json" --output "$r/tune-$f.json" --write-database "$db"
    grep -E "^\s*(baseline|[0-9]+ )|Database|No database|database" "$r/tune-$f.txt" | head -8
    [[ -s "$db" ]] || continue
    for round in 1 2; do
        for build in A T; do
            jar="$here/kernelscope.jar"; [[ $build == T ]] && jar="$overlay:$here/kernelscope.jar"
            run "bench-$f-$build$round" 20 "$jar" stencil --backend cuda --warmups 5 --repetitions 30 --quiet --no-npp \
                --variants tuned --type u8 --filter "$f" --sizes "$sizes" --output "$r/bench-$f-$build$round.json"
        done
    done
    gzip -f "$r"/bench-$f-*.json 2> /dev/null
    for round in 1 2; do
        python3 "$here/../../tools/results/stencil_backend_ratio.py" "$r/bench-$f-A$round.json.gz" \
            "$r/bench-$f-T$round.json.gz" > "$r/bench-$f-$round.md" 2>&1
        sed "s#$r/##g" "$r/bench-$f-$round.md" | cut -d"|" -f3,4,6-8 | tail -n +3
    done
    pack
done
gzip -f "$r"/cache-*.json 2> /dev/null
pack
echo "call: $(( $(date +%s) - start )) s"
