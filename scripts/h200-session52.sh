#!/usr/bin/env bash
# Session 52's first H200 call, issue 13: `tune --stencil` with the new multi-size objective (each configuration
# verified and timed at 8192^2, 3840x2160 and 4097x3001; the geometric mean of their medians) on the tuned variant of
# eight filters, greedy-ils from the settings in use (each size's), 50 s each through CUDA. Entries tuned at 8192^2
# alone lost at the other sizes before (session 51's Sobel). Each run's top configurations in its output.
# Usage (carry: .device-carry/s52 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session52.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session52
r="$out/tune"; PACK=$tag-tune; mkdir -p "$r"
for job in box3:f32:vector gauss5:f32:vector sobel:f32:vector box9:f32:separable-registers \
           box3:u8:packed box5:u8:packed gauss5:u8:packed sobel:u8:packed; do
    IFS=: read -r f t v <<< "$job"
    run "$f-$t" 66 "$here/kernelscope.jar" tune --backend cuda --stencil "$v" --filter "$f" --type "$t" \
        --size 8192x8192,3840x2160,4097x3001 --strategy greedy-ils --time-limit 50s --max-evals 200 --warmups 3 \
        --repetitions 15 --top 5 --cache "$r/cache-$f-$t.json" --output "$r/tune-$f-$t.json" \
        --write-database "$r/database-$f-$t.json"
    grep -E "^\s*(baseline|[0-9]+ )|Database|No database" "$r/$f-$t.txt" | head -8
done
gzip -f "$r"/cache-*.json 2> /dev/null
pack
echo "call: $(( $(date +%s) - start )) s"
