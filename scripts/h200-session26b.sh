#!/usr/bin/env bash
# Session 26's second H200 call: the GEMM conformance suite through CUDA and through NVIDIA OpenCL at main (the
# short-k and skinny-n-small classes, e0e6bdf4), then how the tiles fit C: 14 shapes drawn at random whose row-major
# view is in the general class (scripts/gemm-random-shapes.py's rule, seed 20261202, the first 14 with both sides above
# 128, 2 M N K >= 2^31, 256 <= K < 8 max(M, N)) and ten losers of session 26's first call, each in its class's tiles
# and in 256x128x8, 128x128x8 (MIN_GROUPS=2), 128x128x16 and 64x128x16, end to end and kernel-only against cuBLAS.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-session26b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session26b"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT GEMM-ARGS...
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
FIT=2581x1269x3047:row:NT,3418x1107x1902:row:TT,6824x394x4663:row:NT,1220x1280x2702:row:NT,2329x2311x5951:row:NN
FIT=$FIT,646x2850x758:row:TT,1860x275x7364:row:NN,175x4806x2538:row:NN,1813x555x7919:col:NT,349x4288x1060:row:TT
FIT=$FIT,1952x2901x784:col:TN,208x3034x3115:row:NN,3117x3361x1202:row:NN,1256x3218x4003:row:NT
LOST=311x6055x6859:col:TT,3112x532x6113:row:TT,851x2695x4167:col:NN,1111x1111x9999:col:NN,640x75x759:col:NN
LOST=$LOST,69x3189x3791:row:TT,971x73x2135:col:NT,5222x164x786:col:NN,601x283x3891:col:NN,401x2737x259:row:TT
run check-cuda 120 gemm --check --backend cuda --rungs 10
run check-opencl 150 gemm --check --backend opencl --rungs 10
run fit 270 gemm --backend cuda --rungs 10 --shapes $FIT,$LOST --output "$out/fit/fit.json" \
    --variant 10:BM=256,BN=128,BK=8,WM=64,WN=64,LANES_M=4 \
    --variant 10:BM=128,BN=128,BK=8,WM=32,WN=64,LANES_M=4,MIN_GROUPS=2 \
    --variant 10:BM=128,BN=128,BK=16,WM=32,WN=64,LANES_M=4 \
    --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64,LANES_M=4
find "$out" -name '*.json' -exec gzip -f {} +
python3 "$here/gemm-e2e-tables.py" --candidates "$out/fit/"*.json.gz > "$out/fit/candidates.md" 2>&1
tar -czf "$top/session26b.tar.gz" -C "$top" session26b
for name in check-cuda check-opencl; do echo "== $name"; grep -h "passed\|FAIL" "$out/$name/$name.txt" | tail -4; done
cut -c1-118 "$out/fit/candidates.md" | grep -v "^=="
