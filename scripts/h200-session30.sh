#!/usr/bin/env bash
# A next H200 call (prepared in session 29, not yet run): what session 29 changed and could not measure again.
#  1. The uchar Gaussian through NVIDIA OpenCL at 8192^2, whose large-image entry (64x8 groups) that platform refused:
#     Filter now falls back to the entry for any size (the record's parameterSource says so), CUDA beside it.
#  2. The two narrow calls with B transposed above 2^22 floats that the refined rule keeps in gemv.cl again
#     (4944x19x6299 NT, 19x2088x6509 column-major TN: 70.8 and 79.2% of cuBLAS end to end there in session29/c), and
#     the 22 calls it still moves.
#  3. The 76-shape sweep twice, in consecutive processes: which shapes stay below 90% in both (session 29 found the
#     smallest calls' end-to-end figures moving by up to +-50% between processes at equal kernel times).
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script, h200-gemm-steps.sh,
# h200-gemm-unseen-shapes.sh and h200-stencil-lib.sh): DEST/h200-session30.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session30; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
carry="$here"; r="$out/stencil"; PACK=$tag-stencil; CAP=60
source "$here/h200-stencil-lib.sh"
for b in cuda opencl; do
    run "gauss5-$b" 25 "$here/kernelscope.jar" stencil --backend "$b" --filter gauss5 --type u8 --sizes 8192x8192 \
        --warmups 3 --repetitions 30 --variants tuned --no-npp --output "$r/gauss5-$b.json"
done
grep -h -o '"parameterSource" *: *"[^"]*"' "$r"/gauss5-*.json
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
MOVED=4944x19x6299:row:NT,19x2088x6509:col:TN,1229x17x2431:row:NT,5527x30x716:col:TN,32x2849x1174:col:TN
MOVED=$MOVED,2221x19x1682:col:TT,817x22x3700:col:TN,1774x26x815:col:TN,31x874x1745:row:TT,21x596x2755:col:TN
MOVED=$MOVED,481x31x2825:row:NT,2627x27x7322:row:NN,1889x26x4462:row:NN,21x1563x3373:row:TT,6000x28x252:row:NN
MOVED=$MOVED,6000x28x3001:row:NN,18x3714x3082:row:NT,3121x20x2370:col:TN,1516x31x787:col:TN,1427x30x7997:col:TT
MOVED=$MOVED,3531x31x6075:row:NN,8070x19x5711:col:TN,21x1993x6066:row:NT,26x918x2793:col:TN
step moved 90 gemm --backend cuda --rungs 10 --shapes $MOVED --output "$out/moved/moved.json"
for round in 1 2; do
    step "sweep$round" 330 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN \
        --output "$out/sweep$round/sweep$round.json"
done
for name in moved sweep1 sweep2; do echo "== $name"; tail -n 2 "$out/$name/tables.md"; done
