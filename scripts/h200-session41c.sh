#!/usr/bin/env bash
# Session 41's third H200 call, main with rung 10's border walk loading ahead. (1) Issue 13: where the register-fused
# rung now beats one tuned launch per pass beyond its database entries (f32 radius 1 at 8,294,400 pixels and more):
# f32 box3x4 / box3x2 on 1920x1080, 2048x2048 and 1280x720, f32 box5x2 / gauss5x2 and f16 box3x4 on 8192^2 and
# 3840x2160, the entry's parameters given whole, through both backends. (2) Issue 12: the skinny-m-bt calls of M 65-96
# (B transposed, 128x128x16 tiles that pad M to 128) in 32x64x16 and 64x128x16 tiles, on 12 calls drawn with seed
# 20261502 that no entry was chosen from.
# Usage (carry: as h200-session41.sh): OUT=/tmp/o DEST/h200-session41c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41c
r="$out/fused"; PACK=$tag-fused; mkdir -p "$r"
RF="register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20"
for b in cuda opencl; do
    run small-$b 40 "$here/kernelscope.jar" stencil --backend $b --type f32 --filter box3x4,box3x2 \
        --sizes 1920x1080,2048x2048,1280x720 --warmups 3 --repetitions 30 --no-npp \
        --variants "tuned,$RF;SHUFFLE=1,$RF" --output "$r/small-$b.json"
    run radius2-$b 60 "$here/kernelscope.jar" stencil --backend $b --type f32 --filter box5x2,gauss5x2 \
        --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp \
        --variants "tuned,$RF;SHUFFLE=1,$RF" --output "$r/radius2-$b.json"
    run f16-$b 40 "$here/kernelscope.jar" stencil --backend $b --type f16 --filter box3x4,box3x2 \
        --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp \
        --variants "tuned,$RF;SHUFFLE=1,$RF" --output "$r/f16-$b.json"
done
for s in small radius2 f16; do
    python3 "$here/stencil-results-table.py" "$r/$s-cuda.json" "$r/$s-opencl.json" > "$r/$s.md" 2>&1
    cat "$r/$s.md"
done
pack
T="LANES_M=4,WAVE=32,PAD_A=4,GROUP_M=8,STAGES=1,OVERLAP_BARRIER=1,ASYNC_COPY=0,MAX_REGISTERS=0,CLAMP_EDGES=0"
T="$T,SPLIT_REDUCE=1,STREAM_K=1,MIN_GROUPS=0,PART_SLICES=8"
MBT=77x5766x6260:row:TT,81x2072x5728:row:TT,88x1180x7314:row:TT,68x4543x1895:row:NT,65x3044x2073:row:NT
MBT=$MBT,68x1557x2375:row:NT,74x5074x499:row:NT,71x246x6545:row:NT,234x77x4566:col:TN,86x82x7791:col:TT
MBT=$MBT,437x91x667:col:TT,79x69x1895:col:TN
left=$(( CAP - ($(date +%s) - start) - 5 ))
step mbt $left gemm --backend cuda --rungs 10 --shapes "$MBT" --output "$out/mbt/mbt.json" \
    --variant "10:BM=32,BN=64,BK=16,WM=32,WN=32,$T" \
    --variant "10:BM=64,BN=128,BK=16,WM=32,WN=64,$T"
records=$(ls "$out/mbt/"*.json.gz 2>/dev/null || ls "$out/mbt/"*.partial.jsonl 2>/dev/null)
python3 "$here/gemm-e2e-tables.py" --candidates $records > "$out/mbt/candidates.md" 2>&1
tar -czf "$top/$tag-candidates.tar.gz" -C "$out" mbt/candidates.md
cat "$out/mbt/candidates.md" | cut -c1-150
echo "call: $(( $(date +%s) - start )) s"
