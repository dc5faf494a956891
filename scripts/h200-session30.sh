#!/usr/bin/env bash
# A next H200 call (prepared in session 29, not yet run): what session 29 changed and could not measure again.
#  1. The uchar Gaussian through NVIDIA OpenCL at 8192^2, whose large-image entry (64x8 groups) that platform refused:
#     Filter now falls back to the entry for any size (the record's parameterSource says so), CUDA beside it.
#  2. The two narrow calls with B transposed above 2^22 floats that the refined rule keeps in gemv.cl again
#     (4944x19x6299 NT, 19x2088x6509 column-major TN: 70.8 and 79.2% of cuBLAS end to end there in session29/c), and
#     the 22 calls it still moves.
#  3. The 76-shape sweep twice, in consecutive processes: which shapes stay below 90% in both (session 29 found the
#     smallest calls' end-to-end figures moving by up to +-50% between processes at equal kernel times).
#  4. (PART=1) NVIDIA OpenCL's SASS of four packed uchar filters (sass/*.cl, *.defines from tools/sass/StencilSource.java)
#     beside NVRTC's, and whether NVIDIA's OpenCL compiler takes inline PTX (a byte permute), which its C lacks.
# PART=1 runs 1, 2, 4 and the first sweep; PART=2 the second sweep (one device call holds 600 s).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-gemm-steps.sh,
# h200-gemm-unseen-shapes.sh, h200-stencil-lib.sh, tools/sass/opencl_ptx.py and opencl_sass.sh): PART=1 DEST/h200-session30.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session30; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
part=${PART:-1}
carry="$here"; r="$out/stencil"; PACK=$tag-stencil$part; CAP=60
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
if [[ $part == 2 ]]; then
    step sweep2 330 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep2/sweep2.json"
    tail -n 2 "$out/sweep2/tables.md"
    exit 0
fi
mkdir -p "$out/sass"
cat > "$out/sass/ptx-probe.cl" <<'CL'
__kernel void probe(__global uint* a) {
    uint x = a[get_global_id(0)], r;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(0u), "r"(0x4341u));
    a[get_global_id(0)] = r;
}
CL
(cd "$out/sass" && python3 "$here/opencl_ptx.py" ptx-probe ptx-probe.cl > ptx-probe.txt 2>&1; echo "probe exit $?" >> ptx-probe.txt
 grep -n "prmt" ptx-probe.ptx >> ptx-probe.txt 2>&1; cat ptx-probe.txt
 for k in box3 sobely gauss5 sobel; do
     bash "$here/opencl_sass.sh" "ocl-$k" "$here/sass/$k.cl" $(cat "$here/sass/$k.defines") > "ocl-$k.out" 2>&1
     echo "$k: exit $? $(grep -c '^ */\*[0-9a-f]*\*/' "ocl-$k.sass" 2>/dev/null) lines; $(cat "ocl-$k.out" | tail -n 1)"
 done)
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
for b in cuda opencl; do
    run "gauss5-$b" 25 "$here/kernelscope.jar" stencil --backend "$b" --filter gauss5 --type u8 --sizes 8192x8192 \
        --warmups 3 --repetitions 30 --variants tuned --no-npp --output "$r/gauss5-$b.json"
done
grep -h -o '"parameterSource" *: *"[^"]*"' "$r"/gauss5-*.json
MOVED=4944x19x6299:row:NT,19x2088x6509:col:TN,1229x17x2431:row:NT,5527x30x716:col:TN,32x2849x1174:col:TN
MOVED=$MOVED,2221x19x1682:col:TT,817x22x3700:col:TN,1774x26x815:col:TN,31x874x1745:row:TT,21x596x2755:col:TN
MOVED=$MOVED,481x31x2825:row:NT,2627x27x7322:row:NN,1889x26x4462:row:NN,21x1563x3373:row:TT,6000x28x252:row:NN
MOVED=$MOVED,6000x28x3001:row:NN,18x3714x3082:row:NT,3121x20x2370:col:TN,1516x31x787:col:TN,1427x30x7997:col:TT
MOVED=$MOVED,3531x31x6075:row:NN,8070x19x5711:col:TN,21x1993x6066:row:NT,26x918x2793:col:TN
step moved 90 gemm --backend cuda --rungs 10 --shapes $MOVED --output "$out/moved/moved.json"
step sweep1 330 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep1/sweep1.json"
for name in moved sweep1; do echo "== $name"; tail -n 2 "$out/$name/tables.md"; done
