#!/usr/bin/env bash
# A next H200 call (prepared in session 32, not yet run): the conformance runs session 32 cut at their limits, and
# whether NVRTC on the device makes the SASS that nvcc made here for the simulator scenarios of rungs 10 and 11.
#  1. Rung 11's full conformance level through NVIDIA OpenCL (830 of 1,044 passed before session 32's 150 s limit).
#  2. gemm --check of the tuned rung through CUDA and NVIDIA OpenCL with the tiny class's new entry (cut at 103 and
#     81 cases by session 32's 100 s limits).
#  3. NVRTC's CUBINs of rungs 10 (box3x4 f32) and 11 (box3 f32) listed by the device's cuobjdump, against the
#     listings of the simulator's test resources (nvcc 13.0.88 here, CUDA 12.4's cuobjdump): instruction lines compared.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, whose tools-sass.jar holds StencilSource, plus this script,
# h200-stencil-lib.sh and the sass/10_register_fused.sass.gz, 11_separable_registers.sass.gz of the stencil test
# resources):
#   [PARTS=sass] DEST/h200-session33b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session33b; out="$top"
carry="$here"; r=/tmp/$tag/checks; PACK=$tag-checks; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
environment
jar="$here/kernelscope.jar"
mkdir -p "$r/sass"
instructions() { grep -o '^ */\*[0-9a-f]*\*/ *[^;]*;' "$1" | sed 's/  */ /g'; }
for item in 11_separable_registers:separable-registers:box3 10_register_fused:register-fused:box3x4; do
    IFS=: read -r stem variant filter <<< "$item"
    # compiled into tools-sass.jar: run as a source file, it needed jdk.compiler, which the slim runtime lacks
    # (session 33's third call: "Module jdk.compiler not in boot Layer")
    /tmp/ks-runtime/bin/java -cp "$jar:$here/lib/*:$here/tools-sass.jar" StencilSource "$r/sass/$stem" "$variant" \
        "$filter" f32 replicate > /dev/null
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -cp "$jar:$here/lib/*:$here/tools-sass.jar" NvrtcCubin \
        "$r/sass/$stem.cubin" "$r/sass/$stem.cl" sm_90 $(cat "$r/sass/$stem.defines") > "$r/sass/$stem-nvrtc.log" 2>&1
    # no CUBIN, no comparison (session 33's third call compared an empty listing and reported every line as differing)
    [[ -s "$r/sass/$stem.cubin" ]] || { echo "$stem: no CUBIN (sass/$stem-nvrtc.log)"; continue; }
    cuobjdump -sass "$r/sass/$stem.cubin" > "$r/sass/$stem-nvrtc.sass" 2>&1
    diff <(instructions "$r/sass/$stem-nvrtc.sass") <(zcat "$here/$stem.sass.gz" | instructions /dev/stdin) \
        > "$r/sass/$stem.diff" && echo "$stem: NVRTC's instructions are the nvcc listing's" \
        || echo "$stem: $(grep -c '^[<>]' "$r/sass/$stem.diff") instruction lines differ (sass/$stem.diff)"
done
pack
[[ "${PARTS:-all}" == sass ]] && exit 0   # PARTS=sass: the SASS comparison alone, not the conformance runs below
run check-full-opencl 300 "$jar" stencil --backend opencl --check --level full --variants separable-registers
tail -1 "$r/check-full-opencl.txt"
for backend in cuda opencl; do
    run "gemm-check-$backend" 110 "$jar" gemm --backend "$backend" --check --rungs 10
    grep -c "^pass" "$r/gemm-check-$backend.progress"; grep "^FAIL" "$r/gemm-check-$backend.progress" | tail -2
    tail -n 1 "$r/gemm-check-$backend.txt"
done
