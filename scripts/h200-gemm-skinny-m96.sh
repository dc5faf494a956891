#!/usr/bin/env bash
# Prepared in session 64 for a next H200 call (issue 12), not yet run: session 64 found that skinny-n-96's 128x96x16
# tiles (four 32x96 waves, 8x12 outputs per lane) beat every tiling before them for N 65-96 (call 5: 85.5 -> 105.4% of
# cuBLAS kernel-only from 2^31 FLOP). This asks the same of M 65-96, where the skinny-m classes run 128x256x8 (from
# 2^31 FLOP), 128x128x16 (B transposed) or 32x64x16 tiles (skinny-m-96, skinny-m-bt-96): the turned-over tiles,
# 96x128x16 in four 96x32 waves of 12x8 outputs per lane (LANES_M=8), and 96x128x24 in six 32x64 waves (short-k-m96's),
# beside the database's choice, one process per class, on 6 calls drawn for each with seeds 20261215-20261218. Then
# the A/B that session 64's call 5 lacked: skinny-n-96 from 2^31 FLOP against the build before it (BEFORE: 5b444f89).
# The 96x128x16 (LANES_M=8) tiles passed the conformance suite on PoCL (gemm --check -D ..., 53/53, session 64).
# Usage (carry: scripts/h200-carry.sh DEST 5b444f89, plus this script): OUT=/tmp/o DEST/h200-gemm-skinny-m96.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" skinnym96
declare -A CALLS=(
    [skinny-m]=79x29311x753:row:NN,75x16161x2934:row:TN,78x25534x551:row:NN,12943x65x7626:col:NN,92x18020x5426:row:NN,83x11458x2494:row:TN
    [skinny-m-96]=67x314x1362:row:NN,80x101x571:row:NN,305x69x1889:col:NN,2001x70x450:col:NT,523x72x7779:col:NN,70x6568x1144:row:TN
    [skinny-m-bt]=19140x74x4918:col:TT,15549x68x7264:col:TN,81x15338x3407:row:TT,75x4251x2001:row:TT,76x22299x6489:row:NT,74x4227x3558:row:NT
    [skinny-m-bt-96]=76x12636x282:row:TT,66x219x750:row:NT,3977x87x905:col:TN,5380x84x430:col:TT,72x184x594:row:TT,923x82x614:col:TT
)
for class in skinny-m skinny-m-96 skinny-m-bt skinny-m-bt-96; do
    candidates "$class" 100 gemm --backend cuda --rungs 10 --repetitions 10 --quiet --shapes "${CALLS[$class]}" \
        --variant 10:BM=96,BN=128,BK=16,WM=96,WN=32,LANES_M=8 --variant 10:BM=96,BN=128,BK=24,WM=32,WN=64,LANES_M=4
    cp "$out/$class/candidates.md" "$top/$tag-$class-candidates.md"
done
SN=19659x88x3251:row:TT,2986x77x8536:row:TT,80x3935x6726:col:NT,2623x94x10321:row:NT,67x8192x2522:col:NT
SN+=,82x8988x2107:col:TN,2585x84x11959:row:NN,2784x87x13750:row:TT,8192x96x8192,4096x80x4096
ab skinny-n 80 gemm --backend cuda --rungs 10 --repetitions 10 --quiet --shapes "$SN"
cp "$out/skinny-n-ab.md" "$top/$tag-skinny-n-ab.md"
echo "call: $(( $(date +%s) - start )) s"
