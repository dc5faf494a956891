#!/usr/bin/env bash
# Session 59's third H200 call: which warnings NVIDIA's OpenCL compiler and NVRTC give on the product's own kernels
# (the OpenCL checks print "1 warning generated." and nothing else). Every stencil variant and a GEMM set of every
# shape class, compiled with -Dkernelscope.compile.warnings=print (the build log of each program that warned).
# Usage (the first call's carry, this build as kernelscope.jar): OUT=/tmp/o DEST/h200-session59c.sh
CAP=${CAP:-240}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session59c
r="$out/warnings"; PACK=$tag-warnings; mkdir -p "$r"
export KS_JAVA_OPTS=-Dkernelscope.compile.warnings=print
s=(stencil --variants all --filter box3,box7,gauss5,sobel,sobelx,box3x4 --type u8,f16,f32 --sizes 64x48,4097x31
   --warmups 1 --repetitions 2 --no-npp)
# (as run in session 59 the GEMM steps also gave --sizes 256, which gemm refuses beside --shapes: they ran nothing)
g=(gemm --warmups 1 --repetitions 2 --shapes 1000x1x1000,300x20x200,128x128x16384,4096x127x4096,3000x3000x300:col:TT,60x3000x2000,8031x256x18)
run stencil-opencl 90 "$here/kernelscope.jar" "${s[@]}" --backend opencl --device NVIDIA
run gemm-opencl 45 "$here/kernelscope.jar" "${g[@]}" --backend opencl --device NVIDIA
run stencil-cuda 60 "$here/kernelscope.jar" "${s[@]}" --backend cuda
run gemm-cuda 35 "$here/kernelscope.jar" "${g[@]}" --backend cuda
for f in "$r"/*.progress; do
    echo "== $(basename "$f"): $(grep -c "compiler warnings on" "$f") programs warned"
    grep -h -E "^(warning|.*: warning)" "$f" | sed -E 's/tempfile_\w+|<kernel>|<source>/SRC/g' | sort | uniq -c | sort -rn | head -8 | cut -c1-260
done
echo "call: $(( $(date +%s) - start )) s"
