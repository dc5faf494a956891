#!/usr/bin/env bash
# The stencil ladder's tuned filters on the H200, before and after a kernel change, in one device call: the CUDA
# benchmark with the build before (BEFORE_JAR, no verification: that build was verified when it was made) and after
# (the carry's kernelscope.jar, verified), the after build through NVIDIA OpenCL, then the quick conformance level
# of VARIANTS through both backends. Everything lands in ONE tar under $OUT (the device tool brings few files back).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script and h200-stencil-lib.sh; BEFORE_JAR is a
# class path, e.g. the changed kernel sources of the build before in DEST/before-res ahead of the jar: the class
# loader finds them first):
#   CARRY=DEST BEFORE_JAR=DEST/before-res:DEST/kernelscope.jar [CAP=s] [FILTERS=..] [TYPES=..] [SIZES=..]
#   [V=variants] [VARIANTS=vector] scripts/h200-stencil-ab.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
before="${BEFORE_JAR:-}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-ab
PACK=stencil-ab
CAP=${CAP:-560}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/h200-stencil-lib.sh"
environment
S=(--sizes "${SIZES:-8192x8192,3840x2160}" --warmups 3 --repetitions 30 --filter "${FILTERS:-box3,box5,box7,gauss5,sobel}"
   --type "${TYPES:-f32,f16,u8}" --variants "${V:-tuned}")
[[ -n "$before" ]] && run cuda-before 150 "$before" stencil --backend cuda "${S[@]}" --no-verify --output "$r/cuda-before.json"
run cuda-after 170 "$carry/kernelscope.jar" stencil --backend cuda "${S[@]}" --output "$r/cuda-after.json"
run opencl-after 150 "$carry/kernelscope.jar" stencil --backend opencl "${S[@]}" --no-npp --output "$r/opencl-after.json"
run check-cuda 50 "$carry/kernelscope.jar" stencil --check --backend cuda --variants "${VARIANTS:-vector}"
run check-opencl 50 "$carry/kernelscope.jar" stencil --check --backend opencl --variants "${VARIANTS:-vector}"
echo "== summary"
for f in "$r"/check-*.txt; do [[ -f "$f" ]] && tail -n 1 "$f"; done
for f in "$r"/cuda-before.txt "$r"/cuda-after.txt "$r"/opencl-after.txt; do
    [[ -f "$f" ]] || continue
    echo "== $(basename "$f")"; grep -E "copy |^  [a-z]|^    tuned" "$f" | cut -c1-150 | head -70
done
cat "$r/steps.txt"
pack
