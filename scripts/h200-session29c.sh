#!/usr/bin/env bash
# Session 29's third H200 call, the build before (DEST/base-kernelscope.jar, 7dc1fc84) against this one (05ccd435):
#  1. GEMM (issue 12): the calls the session-29 rule moves from gemv.cl to the 32-wide tiles, in consecutive processes:
#     candidates29's nine (seed 20261211), candidates29b's three tile winners, two tests' edge calls (6000x28x252,
#     6000x28x3001) and ten drawn in the rule's region by scripts/gemm-draw-vector-widths.py (set D, seed 20261214).
#  2. Stencil (issue 13): the packed uchar filters whose edge work-items now stay on the whole-row path, before and
#     after (CUDA, NPP in the after process), with the tuned entry's register caps (MIN_GROUPS 5, 6) and 4 rows; the
#     same through NVIDIA OpenCL; the packed conformance suite through both; Nsight Compute on box3 after.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, the build before as base-kernelscope.jar,
# plus this script, h200-gemm-steps.sh and h200-stencil-lib.sh): DEST/h200-session29c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session29c; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
MOVED=1229x17x2431:row:NT,5527x30x716:col:TN,32x2849x1174:col:TN,2221x19x1682:col:TT,817x22x3700:col:TN
MOVED=$MOVED,1774x26x815:col:TN,31x874x1745:row:TT,21x596x2755:col:TN,481x31x2825:row:NT,2627x27x7322:row:NN
MOVED=$MOVED,1889x26x4462:row:NN,21x1563x3373:row:TT,6000x28x252:row:NN,6000x28x3001:row:NN
MOVED=$MOVED,18x3714x3082:row:NT,3121x20x2370:col:TN,1516x31x787:col:TN,1427x30x7997:col:TT,3531x31x6075:row:NN
MOVED=$MOVED,8070x19x5711:col:TN,19x2088x6509:col:TN,21x1993x6066:row:NT,4944x19x6299:row:NT,26x918x2793:col:TN
KS_JAR="$here/base-kernelscope.jar" step gemm-base 110 gemm --backend cuda --rungs 10 --shapes $MOVED \
    --output "$out/gemm-base/gemm-base.json"
step gemm-new 110 gemm --backend cuda --rungs 10 --shapes $MOVED --output "$out/gemm-new/gemm-new.json"
for name in gemm-base gemm-new; do echo "== $name"; tail -n 2 "$out/$name/tables.md"; done
# the stencil steps: h200-stencil-lib.sh's run (one kernelscope command under a limit, packed as it ends)
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=330
source "$here/h200-stencil-lib.sh"
environment
S=(--filter box3,box5,box7,gauss5,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30)
run cuda-before 60 "$here/base-kernelscope.jar" stencil --backend cuda "${S[@]}" --variants tuned --no-verify --no-npp \
    --output "$r/cuda-before.json"
run cuda-after 110 "$here/kernelscope.jar" stencil --backend cuda "${S[@]}" \
    --variants "tuned,tuned:MIN_GROUPS=5,tuned:MIN_GROUPS=6,tuned:ROWS=4" --output "$r/cuda-after.json"
run opencl-after 60 "$here/kernelscope.jar" stencil --backend opencl "${S[@]}" --variants tuned --no-npp \
    --output "$r/opencl-after.json"
run check-cuda 40 "$here/kernelscope.jar" stencil --check --backend cuda --variants packed
run check-opencl 40 "$here/kernelscope.jar" stencil --check --backend opencl --variants packed
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
timeout 60 "$ncu" --clock-control none --set full -k regex:stencil_ -c 1 -o "$r/ncu-u8-box3-after" \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope stencil --backend cuda --filter box3 --type u8 --sizes 8192x8192 --no-npp \
    --no-verify --warmups 0 --repetitions 1 --quiet --variants tuned > "$r/ncu-u8-box3-after.progress" 2>&1
"$ncu" -i "$r/ncu-u8-box3-after.ncu-rep" --page details --print-details all > "$r/ncu-u8-box3-after.txt" 2>&1
pack
echo "== stencil"
for f in "$r"/check-*.txt; do [[ -f "$f" ]] && tail -n 1 "$f"; done
for f in "$r"/cuda-before.txt "$r"/cuda-after.txt "$r"/opencl-after.txt; do
    [[ -f "$f" ]] || continue
    echo "== $(basename "$f")"; grep -E "copy |^  [a-z]|^    tuned" "$f" | cut -c1-150 | head -70
done
grep -E "Duration|Registers Per|Achieved Occupancy|Active Threads Per|Issue Slots Busy|DRAM Throughput" \
    "$r/ncu-u8-box3-after.txt" | head -8
