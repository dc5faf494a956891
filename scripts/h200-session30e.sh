#!/usr/bin/env bash
# Session 30's fifth H200 call: the packed rung keeping a row's two halo words as one at radius 1-2 (KS_SHARED_HALO:
# the left word's pixels -2, -1 and the right word's VEC, VEC + 1 in one slot), against the build before it
# (kernelscope-before.jar), alternating processes, through CUDA (NPP beside it) and NVIDIA OpenCL; box7 (radius 3,
# unchanged) as the control; the packed Sobel magnitude beside the tuned (vector) one; the packed conformance suite
# with the change (quick through both backends, the full uchar level through CUDA).
# Usage (carry as for h200-session30.sh, plus this script and kernelscope-before.jar): DEST/h200-session30e.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session30e; out="$top"
carry="$here"; r=/tmp/$tag/stencil; PACK=$tag-stencil; CAP=480
source "$here/h200-stencil-lib.sh"
environment
filters=(--filter box3,box5,box7,gauss5,sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3
         --repetitions 30 --variants 'tuned,packed:VEC=16;GROUP_X=16;GROUP_Y=4')
run check-cuda 60 "$here/kernelscope.jar" stencil --backend cuda --check --variants packed
run check-cuda-full 90 "$here/kernelscope.jar" stencil --backend cuda --check --variants packed --level full --type u8
run check-opencl 60 "$here/kernelscope.jar" stencil --backend opencl --check --variants packed
for step in cuda:after cuda:before opencl:after opencl:before cuda:before cuda:after; do
    b=${step%%:*}; build=${step#*:}; jar="$here/kernelscope.jar"; [[ $build == before ]] && jar="$here/kernelscope-before.jar"
    n=1; [[ -f "$r/$b-$build-1.json" ]] && n=2
    npp=(); [[ $b == opencl || $n == 2 ]] && npp=(--no-npp)
    run "$b-$build-$n" 45 "$jar" stencil --backend $b "${filters[@]}" "${npp[@]}" --output "$r/$b-$build-$n.json"
done
for name in check-cuda check-cuda-full check-opencl; do tail -n 1 "$r/$name.txt"; done
