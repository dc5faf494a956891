#!/usr/bin/env bash
# Session 51's seventh H200 call, issue 13: the f32 entries tuned again through CUDA at 8192^2 (their entries date from
# sessions 17-32; through NVIDIA OpenCL, without warp shuffles, the Sobel magnitude ran 140.8 us against CUDA's 145.8
# in call 4). `tune --stencil` (greedy-ils, 45 s each) on the tuned variant of sobel, gauss5 (vector) and box5
# (separable-registers), starting from the entry; each run's top configurations in its output.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh): OUT=/tmp/o DEST/h200-session51g.sh
CAP=${CAP:-330}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51g
r="$out/tune"; PACK=$tag-tune; mkdir -p "$r"
for job in sobel:vector gauss5:vector box5:separable-registers; do
    f=${job%%:*} v=${job#*:}
    run "$f-f32" 70 "$here/kernelscope.jar" tune --backend cuda --stencil "$v" --filter "$f" --type f32 --size 8192x8192 \
        --strategy greedy-ils --time-limit 45s --max-evals 200 --warmups 3 --repetitions 20 --top 6 \
        --cache "$r/cache-$f-f32.json" --output "$r/tune-$f-f32.json" --write-database "$r/database-$f-f32.json"
    sed -n '1,40p' "$r/$f-f32.txt" | grep -E "^\s*(#|[0-9]|rank|best|entry|tuned|space)" | head -14
done
gzip -f "$r"/cache-*.json 2> /dev/null
pack
echo "call: $(( $(date +%s) - start )) s"
