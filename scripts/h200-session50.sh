#!/usr/bin/env bash
# Session 50's first H200 call, issue 13: the uchar Gaussian's row sums by two-way dot products (08_packed.cl,
# DOT_ROWS=1). (1) CUDA, u8 gauss3 and gauss5 at 8192^2 and 3840x2160: the tuned entry against itself with DOT_ROWS=1,
# and with a register cap of 12 groups per SM (the dot products took 86 registers against 78 in nvcc 13.0's build);
# gauss7 in the packed rung both ways against its tuned (separable-registers) entry; (2) the same through NVIDIA
# OpenCL; (3) the SASS of the gauss5 entry both ways (cubins/*.cubin, built off the device by nvcc 13.0.88 from
# tools/sass/StencilSource.java's source): instructions per function and the mix that changed.
# Usage (carry: .device-carry/s50 with this session's kernelscope.jar): OUT=/tmp/o DEST/h200-session50.sh
CAP=${CAP:-540}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session50
r="$out/dot"; PACK=$tag-dot; mkdir -p "$r"
F=(--warmups 5 --repetitions 30 --quiet)
V="tuned,tuned:DOT_ROWS=1,tuned:DOT_ROWS=1;MIN_GROUPS=12"
P7="packed:VEC=16;GROUP_X=16;GROUP_Y=4"
for backend in cuda opencl; do
    run "g35-$backend" 150 "$here/kernelscope.jar" stencil --backend "$backend" --device NVIDIA "${F[@]}" --type u8 \
        --filter gauss3,gauss5 --sizes 8192x8192,3840x2160 --variants "$V" --output "$r/g35-$backend.json"
    run "g7-$backend" 70 "$here/kernelscope.jar" stencil --backend "$backend" --device NVIDIA "${F[@]}" --no-npp \
        --type u8 --filter gauss7 --sizes 8192x8192 --variants "tuned,$P7,$P7;DOT_ROWS=1" --output "$r/g7-$backend.json"
done
for f in g35-cuda g7-cuda g35-opencl g7-opencl; do
    python3 "$here/stencil_variants_table.py" "$r/$f.json" > "$r/$f.md" 2>&1; echo "== $f"; cut -c1-170 "$r/$f.md"
done
mkdir -p "$r/sass"
for c in "$here"/cubins/*.cubin; do
    s="$r/sass/$(basename "$c" .cubin)"
    cuobjdump -sass "$c" > "$s.sass" 2>&1; cuobjdump -res-usage "$c" > "$s.res" 2>&1
    echo "== $(basename "$s"): $(grep -o 'REG:[0-9]*' "$s.res" | head -1), $(grep -cE '^\s+/\*[0-9a-f]{4,5}\*/' "$s.sass") instructions"
    grep -oE '^\s+/\*[0-9a-f]{4,5}\*/\s+(@!?U?P[0-9T] )?[A-Z0-9_]+' "$s.sass" | awk '{print $NF}' | sed 's/\..*//' \
        | sort | uniq -c | sort -rn | head -14 | paste -sd' '
done
pack
echo "call: $(( $(date +%s) - start )) s"
