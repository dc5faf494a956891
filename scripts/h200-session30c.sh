#!/usr/bin/env bash
# Session 30's third H200 call (the second's stencil record came back cut: its files under $OUT passed the device
# tool's count, so here only the tarball goes there). The packed uchar filters through NVIDIA OpenCL with inline PTX
# against the same build without it (-Dkernelscope.opencl.inlinePtx=false), alternating, CUDA in between; the packed
# conformance suite (quick and full) through NVIDIA OpenCL with it; the uchar Gaussian's large-image entry with its
# group shrunk to the 256 work-items NVIDIA's OpenCL allows, against the fallback; box3's register cap there.
# Usage (carry as for h200-session30.sh, plus this script): DEST/h200-session30c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session30c; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=420
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
filters=(--filter box3,box5,box7,gauss5,sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3
         --repetitions 30 --variants tuned)
run check-opencl-ptx 60 "$jar" stencil --backend opencl --check --variants packed
run check-opencl-ptx-full 120 "$jar" stencil --backend opencl --check --variants packed --level full --type u8
for round in 1 2; do
    KS_JAVA_OPTS= run "opencl-ptx-$round" 40 "$jar" stencil --backend opencl "${filters[@]}" --no-npp \
        --output "$r/opencl-ptx-$round.json"
    KS_JAVA_OPTS=-Dkernelscope.opencl.inlinePtx=false run "opencl-c-$round" 40 "$jar" stencil \
        --backend opencl "${filters[@]}" --no-npp --output "$r/opencl-c-$round.json"
    [[ $round == 1 ]] && run cuda 40 "$jar" stencil --backend cuda "${filters[@]}" --output "$r/cuda.json"
done
shrunk='tuned,tuned:GROUP_X=32,tuned:GROUP_Y=4,tuned:GROUP_X=32;GROUP_Y=4'
for b in opencl cuda; do
    run "gauss5-groups-$b" 40 "$jar" stencil --backend $b --filter gauss5 --type u8 --sizes 8192x8192 --warmups 3 \
        --repetitions 30 --variants "$shrunk" --no-npp --output "$r/gauss5-groups-$b.json"
done
run box3-caps-opencl 40 "$jar" stencil --backend opencl --filter box3,box7 --type u8 --sizes 8192x8192 --warmups 3 \
    --repetitions 30 --variants 'tuned,tuned:MIN_GROUPS=0,tuned:MIN_GROUPS=5,tuned:MIN_GROUPS=6' --no-npp \
    --output "$r/box3-caps-opencl.json"
for name in check-opencl-ptx check-opencl-ptx-full; do tail -n 1 "$r/$name.txt"; done
for name in opencl-ptx-1 opencl-c-1 cuda opencl-ptx-2 opencl-c-2; do
    echo "== $name"; grep -E "^u8 |tuned \(" "$r/$name.txt" | cut -c1-72
done
for name in gauss5-groups-opencl gauss5-groups-cuda box3-caps-opencl; do
    echo "== $name"; grep -E "^  [a-z0-9]+ |tuned" "$r/$name.txt" | cut -c1-100
done
