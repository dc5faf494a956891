#!/usr/bin/env bash
# Session 51's first H200 call: cache hints on the stencils' word accesses (CACHE_HINTS, issue 13) and an L2 prefetch
# size on rung 10's operand loads (L2_PREFETCH, issue 12), each beside the tuned entry in one process.
# Stencil: the tuned entry and the same with CACHE_HINTS=1 (stores evict-first), 2 (loads read-only with 256-byte L2
# fetches), 3 (both), u8 box3/box5/gauss5/sobel and f32 box3/box5/gauss5/sobel at 8192^2 and 3840x2160 through CUDA,
# the u8 ones through NVIDIA OpenCL. GEMM: 20 calls (the 76-shape sweep's losers and large squares) through the build
# whose rung 10 defaults to L2_PREFETCH=2 (kernelscope-pf2.jar), then through this build in the next process.
# The parameters measured here lost and were removed after the call (docs/results/h200/session51/README.md); they
# exist at commit c846685d, where this script runs as written.
# Usage (carry: .device-carry/s51 from scripts/h200-carry.sh, plus kernelscope-pf2.jar): OUT=/tmp/o DEST/h200-session51.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session51
r="$out/stencil"; PACK=$tag-stencil; mkdir -p "$r"
V="tuned,tuned:CACHE_HINTS=1,tuned:CACHE_HINTS=2,tuned:CACHE_HINTS=3"
common=(--warmups 5 --repetitions 30 --quiet --sizes 8192x8192,3840x2160 --variants "$V")
run u8-cuda 90 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" --type u8 --filter box3,box5,gauss5,sobel \
    --output "$r/u8-cuda.json"
run f32-cuda 90 "$here/kernelscope.jar" stencil --backend cuda "${common[@]}" --no-npp --type f32 \
    --filter box3,box5,gauss5,sobel --output "$r/f32-cuda.json"
run u8-opencl 90 "$here/kernelscope.jar" stencil --backend opencl --device NVIDIA "${common[@]}" --no-npp --type u8 \
    --filter box3,box5,gauss5,sobel --output "$r/u8-opencl.json"
gzip -f "$r"/*.json 2> /dev/null
for f in "$r"/*.json.gz; do python3 "$here/stencil_variants_table.py" "$f" > "${f%.json.gz}.md" 2>&1; done
pack
for f in "$r"/*.md; do echo "== $(basename "$f")"; cut -c1-220 "$f"; done
S=4096x4096x4096,1024x1024x1024,3000x3000x3000,4096x127x4096:row:TN,6296x123x1170,1512x82x771:row:TN,8000x115x648:row:TN
S=$S,5222x164x786:col:NN,1111x1111x9999:col:NN,69x3189x3791:row:TT,37x199x1086:row:NT,1163x717x95:row:TN,127x7837x72
S=$S,684x894x204:col:NT,19x919x127:row:TN,601x283x3891:col:NN,4500x700x6500:row:TT,443x2064x689:row:NT
S=$S,2915x114x4924,1229x17x2431:row:NT
KS_JAR="$here/kernelscope-pf2.jar" step pf-after 200 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/pf-after/after.json"
step pf-before 200 gemm --backend cuda --rungs 10 --shapes "$S" --output "$out/pf-before/before.json"
python3 "$here/../../tools/results/gemm_ab.py" "before=$out/pf-before/before.json.gz" \
    "after=$out/pf-after/after.json.gz" > "$out/pf-ab.md" 2>&1
tail -n 26 "$out/pf-ab.md"
tar -czf "$top/$tag-pf-ab.tar.gz" -C "$out" pf-ab.md
echo "call: $(( $(date +%s) - start )) s"
