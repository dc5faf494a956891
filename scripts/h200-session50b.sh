#!/usr/bin/env bash
# Session 50's second H200 call, issue 13: the uchar Gaussian with DOT_ROWS=1 (call 1: gauss5 68 -> 76-81% of the
# copy at 8192^2) tuned again. (1) gauss3 and gauss5 at 8192^2 and 3840x2160, the tuned entry against 13 forms with
# the dot products (register caps, rows per work-item, group shapes, the ring of STREAM, the halo words apart), through
# CUDA and NVIDIA OpenCL; (2) gauss7-gauss15 (radius 3-7), whose tuned entry is the separable-registers rung, against
# the packed rung with the dot products in several word widths and rows per work-item, through both.
# Usage (carry: .device-carry/s50 with this session's kernelscope.jar): OUT=/tmp/o DEST/h200-session50b.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session50b
r="$out/tune"; PACK=$tag-tune; mkdir -p "$r"
F=(--warmups 5 --repetitions 30 --quiet --no-npp --type u8)
B="tuned:VEC=16;GROUP_X=16;GROUP_Y=4;SHARED_HALO=1;DOT_ROWS=1"
V="tuned,$B,$B;MIN_GROUPS=12,$B;MIN_GROUPS=14,$B;MIN_GROUPS=16,$B;ROWS=8;MIN_GROUPS=12,$B;ROWS=2"
V="$V,$B;ROWS=2;MIN_GROUPS=12,$B;GROUP_X=32;GROUP_Y=2;MIN_GROUPS=12,$B;GROUP_X=32;GROUP_Y=4;MIN_GROUPS=6"
V="$V,$B;ROWS=16;STREAM=4;MIN_GROUPS=12,$B;ROWS=8;STREAM=2,$B;SHARED_HALO=0;MIN_GROUPS=12,$B;GROUP_X=8;GROUP_Y=8;MIN_GROUPS=12"
P="packed:GROUP_X=16;GROUP_Y=4;DOT_ROWS=1"
W="tuned,$P;VEC=16,$P;VEC=16;MIN_GROUPS=8,$P;VEC=8,$P;VEC=8;ROWS=8,$P;VEC=4;ROWS=8,$P;VEC=16;ROWS=8"
W="$W,$P;GROUP_X=32;GROUP_Y=2;VEC=8"
for backend in cuda opencl; do
    run "g35-$backend" 140 "$here/kernelscope.jar" stencil --backend "$backend" --device NVIDIA "${F[@]}" \
        --filter gauss3,gauss5 --sizes 8192x8192,3840x2160 --variants "$V" --output "$r/g35-$backend.json"
    run "gbig-$backend" 120 "$here/kernelscope.jar" stencil --backend "$backend" --device NVIDIA "${F[@]}" \
        --filter gauss7,gauss9,gauss11,gauss13,gauss15 --sizes 8192x8192 --variants "$W" --output "$r/gbig-$backend.json"
done
for f in g35-cuda gbig-cuda g35-opencl gbig-opencl; do
    python3 "$here/stencil_variants_table.py" "$r/$f.json" > "$r/$f.md" 2>&1
done
for f in g35-cuda gbig-cuda g35-opencl gbig-opencl; do   # per filter and size: the tuned time, then the three fastest
    echo "== $f"
    awk '/^u8 /{size=$2} /^  gauss/{filt=$1} /^    (tuned|packed)/{ match($0,/ +[0-9.]+ +[0-9]+ +[0-9.]+%/); split(substr($0,RSTART,RLENGTH),a," "); name=substr($0,5,RSTART-5); gsub(/ +$/,"",name); print size, filt, a[1], a[3], name}' "$r/$f.txt" \
        | sort -k1,1 -k2,2 -k3,3n | awk '{k=$1" "$2; if (k!=last) {n=0; last=k} if (n<4 || (NF==6 && $5=="tuned")) print; n++}' | cut -c1-150
done
pack
echo "call: $(( $(date +%s) - start )) s"
