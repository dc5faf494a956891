#!/usr/bin/env bash
# A next H200 call for issue 12 (not yet run): the vector class's calls of 17-32 columns (or rows) read along K whose
# matrix holds fewer than 2^22 floats, which run gemv.cl's tile kernels (1229x17x2431 NT ran at 67.4% of cuBLAS end to
# end in session 28's sweep), against the narrow-32 and skinny-32 entries' tiles (64x32x16 and 32x64x16, each with
# the general entry's split reduce and parts of 8 slices), on 1229x17x2431 NT and eight calls drawn at random (seed
# 20261211; a --variant runs tiles, never the matrix-vector kernels), one process.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-gemm-steps.sh):
#   DEST/h200-gemm-candidates29.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=candidates29; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
VECTOR=1229x17x2431:row:NT,5527x30x716:col:TN,32x2849x1174:col:TN,2221x19x1682:col:TT,817x22x3700:col:TN
VECTOR=$VECTOR,1774x26x815:col:TN,31x874x1745:row:TT,21x596x2755:col:TN,481x31x2825:row:NT
step vector 120 gemm --backend cuda --rungs 10 --shapes $VECTOR --output "$out/vector/vector.json" \
    --variant 10:BM=64,BN=32,BK=16,WM=32,WN=32,LANES_M=4 --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32,LANES_M=4
python3 "$here/gemm-e2e-tables.py" --candidates "$out/vector/"*.json.gz > "$out/vector/candidates.md" 2>&1
tar -czf "$top/$tag-vector-candidates.tar.gz" -C "$out" vector/candidates.md
cut -c1-118 "$out/vector/candidates.md" | grep -v "^=="
