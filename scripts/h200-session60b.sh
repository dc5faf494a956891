#!/usr/bin/env bash
# Session 60's second H200 call: the vector class's tile kernels (gemv.cl panel_tile_*, 9-64 vectors) on calls of few
# outputs and a long K, where call 1 found the plan's 4 waves along K with K's slices rounded up to two chunks slower
# than 2 waves with slices of one chunk (10x507x5744 20.6 against 18.9 us). PanelSweep per shape: the plan, and 1, 2
# and 4 waves along K with K cut into slices of one chunk (S = ceil(K / 128)), 8 K values per step, the slices added
# by gemv_sum or by their last group (+last). Row-major shapes; MxNxK with M the vectors runs panel_tile_columns.
# Usage (carry: scripts/h200-carry.sh DEST, plus tools-panel.jar and this script): OUT=/tmp/o DEST/h200-session60b.sh
CAP=${CAP:-560}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session60b
r="$out/panel"; PACK=$tag-panel; mkdir -p "$r"
J="$here/kernelscope.jar"
sweep() {   # backend shape...
    local backend=$1 shape k s v device=(); shift
    [[ $backend == opencl ]] && device=(NVIDIA)
    for shape in "$@"; do
        k=${shape##*x}; k=${k%%:*}; s=$(( (k + 127) / 128 ))
        v="p,p+last,t4x4x4x2x8/$s,t4x4x2x2x8/$s,t4x4x1x2x8/$s,t4x4x2x2x8/$s+last,t4x4x4x2x8/$s+last,t4x4x2x2x8"
        left=$(limit_for 60); (( left < 10 )) && { echo "$shape: no time left"; return; }
        timeout -k 5 "$left" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
            -cp "$J:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep "$shape" "$v" \
            "$backend" "${device[@]}" 2>> "$r/$backend.progress" | grep -v "^shape" >> "$r/$backend.txt"
        pack
    done
}
columns=(10x507x5744 12x509x6000 9x1001x4000 16x300x8000 10x2000x3000 13x777x3333 16x1500x2500 11x250x12000
         14x3000x1500 24x600x5000 32x400x4000 9x4096x4096 16x4096x4096)
rows=(507x10x5744 1001x12x4000 300x16x8000 2000x10x3000)
sweep cuda "${columns[@]}" "${rows[@]}"
sweep opencl 10x507x5744 9x1001x4000 16x300x8000 10x2000x3000 24x600x5000 507x10x5744
for b in cuda opencl; do echo "== $b"; cat "$r/$b.txt" 2> /dev/null | cut -c1-110; done
echo "call: $(( $(date +%s) - start )) s"
