#!/usr/bin/env bash
# Session 60's first H200 call. The conformance suites through NVIDIA OpenCL, whole (session 59's were cut by their
# time limits before their summaries): GEMM's and the stencil suite split by pixel type, four processes side by side,
# with -Dkernelscope.compile.warnings=print (which program warns, and whether rung 11's mended source still does).
# Then tools/panel's PanelSweep on the vector class's calls of few outputs and a long K (507x10x5744 column-major ran
# at 76.6% of cuBLAS kernel-only in session 50's sweep): the plan's K slices against other counts.
# Usage (carry: scripts/h200-carry.sh DEST, plus tools-panel.jar and this script): OUT=/tmp/o DEST/h200-session60.sh
CAP=${CAP:-585}
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session60
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
J="$here/kernelscope.jar"
export KS_JAVA_OPTS=-Dkernelscope.compile.warnings=print
for t in u8 f16 f32; do
    run "stencil-opencl-$t" 430 "$J" stencil --check --backend opencl --device NVIDIA --quiet --type "$t" &
done
run gemm-opencl 430 "$J" gemm --check --backend opencl --device NVIDIA --quiet &
wait
unset KS_JAVA_OPTS
for f in "$r"/*-opencl*.txt; do echo "$(basename "$f"): $(tail -n 1 "$f" | cut -c1-200)"; done
for f in "$r"/*-opencl*.progress; do
    echo "== $(basename "$f"): $(grep -c "compiler warnings on" "$f") programs warned"
    grep -h -E "^(warning|.*: warning)" "$f" | sed -E 's/tempfile_\w+|<kernel>|<source>/SRC/g' | sort | uniq -c \
        | sort -rn | head -6 | cut -c1-260
done
pack
r="$out/panel"; PACK=$tag-panel; mkdir -p "$r"
left=$(limit_for 150)
if (( left > 20 )); then
    timeout -k 5 "$left" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$J:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep \
        10x507x5744,12x509x6000,9x1001x4000,16x300x8000,10x2000x3000,8x700x12000 \
        p,p/33,p/45,p/64,p/96,t4x4x2,t4x4x8,t4x4x4x4,t4x4x4x8 cuda > "$r/slices.txt" 2> "$r/slices.progress"
    echo "panel: exit $?"; cat "$r/slices.txt"
fi
pack
echo "call: $(( $(date +%s) - start )) s"
