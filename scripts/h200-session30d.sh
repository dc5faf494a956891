#!/usr/bin/env bash
# Session 30's fourth H200 call: does a register cap (MIN_GROUPS, passed to NVIDIA's OpenCL as -cl-nv-maxrregcount)
# help or hurt there? The tuned entries that carry one (uchar box3 at both sizes, the float box3x4 fused in
# registers) against the same entries uncapped, through NVIDIA OpenCL with inline PTX, two rounds in alternate processes.
# Why: session 30's third call ran box3's large-image entry at 50.8 us capped for 8 groups and 44.3 uncapped there.
# Usage (carry as for h200-session30.sh, plus this script): DEST/h200-session30d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session30d; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=240
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
for round in 1 2; do
    run "u8-box3-$round" 40 "$jar" stencil --backend opencl --filter box3 --type u8 --sizes 8192x8192,3840x2160 \
        --warmups 3 --repetitions 30 --variants 'tuned,tuned:MIN_GROUPS=0' --no-npp --output "$r/u8-box3-$round.json"
    run "f32-box3x4-$round" 60 "$jar" stencil --backend opencl --filter box3x4 --type f32 \
        --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants 'tuned,tuned:MIN_GROUPS=0' --no-npp \
        --output "$r/f32-box3x4-$round.json"
done
for name in u8-box3-1 f32-box3x4-1 u8-box3-2 f32-box3x4-2; do
    echo "== $name"; grep -E "^(u8|f32) |tuned" "$r/$name.txt" | cut -c1-100
done
