#!/usr/bin/env bash
# Session 49's first H200 call, issue 13: is the last, part-full wave what holds the tuned filters at 3840x2160 (64-89%
# of the copy where 8192^2 reaches 88-95%)? (1) the tuned u8 and f32 box3, box5, gauss5 and sobel at 3840 x 2016 ..
# 2304 (heights whose groups fill 2.4-3.1 waves) and at 2 and 4 times 2160, each against the copy of its own size;
# (2) f32 box3 at 3840x2160 with the tuned entry's rows per work-item and group height changed (groups 2-4x finer).
# Usage (carry: .device-carry/s49 with main's kernelscope.jar): OUT=/tmp/o DEST/h200-session49.sh
CAP=${CAP:-420}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session49
r="$out/waves"; PACK=$tag-waves; mkdir -p "$r"
F=(--warmups 5 --repetitions 30 --no-npp --quiet)
run heights 200 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --type u8,f32 --variants tuned \
    --filter box3,box5,gauss5,sobel --sizes 3840x2016,3840x2112,3840x2160,3840x2208,3840x2304,3840x4320,3840x8640 \
    --output "$r/heights.json"
run finer 80 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --type f32 --filter box3,gauss5 \
    --variants "tuned,tuned:ROWS=2,tuned:ROWS=1,tuned:GROUP_Y=4,tuned:ROWS=8" --sizes 3840x2160,8192x8192 \
    --output "$r/finer.json"
for f in heights finer; do
    python3 "$here/stencil_variants_table.py" "$r/$f.json" > "$r/$f.md" 2>&1; echo "== $f"; cat "$r/$f.md"
done
pack
echo "call: $(( $(date +%s) - start )) s"
