#!/usr/bin/env bash
# Session 22's first H200 call: the conformance suite through CUDA and NVIDIA OpenCL with narrow-few-at's 64x64x32
# entry (session 21 chose it after its last conformance run), that class's shapes, the host time per call with 16
# calls per end-to-end sample, rung 10 tiles beside the skinny-m-bt entry on B-transposed calls of M 48-128 (half
# of them shapes no earlier call ran), and the stencil rungs at radius 7 in float (the large-radius target).
# (`--variant 10:PART_SLICES=4` ran the general entry's 128x256x8 tiles in parts of 4, not the class's tiles: a
# --variant applies on top of the device's general entry.)
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST): DEST/h200-session22.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session22"; mkdir -p "$out"
t0=$(date +%s)
AT=2048x36x2048:row:TN,2048x40x3000:row:TN,2500x44x1000:row:TN,1200x64x3000:row:TN,3000x50x2004:row:TN
AT=$AT,2800x48x1600:row:TN
HOST=4096x4096x4096,8192x8192x8192,4097x4097x4097,512x512x32768,1024x1024x1024,128x128x16384
MBT=100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,96x3000x2000:row:NT,80x6000x1500:row:NT
MBT=$MBT,128x4096x4096:row:TT,48x8192x2048:row:NT,120x6000x4000:row:NT,72x5000x2500:row:NT
MBT=$MBT,112x3000x6000:row:NT,90x10000x1000:row:NT,128x2048x8192:row:NT
R7='tuned,vector:ROWS=16,separable-local:TILE_X=64;TILE_Y=8,separable-local:TILE_X=128;TILE_Y=8,local-tile:TILE_X=64;TILE_Y=16'
R7="$R7,register-column:ROWS=32,register-column:GROUP_X=128;GROUP_Y=2;ROWS=64,separable-two-pass"
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 380 bash "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" \
    "at=gemm --backend cuda --rungs 10 --shapes $AT --output $out/cuda/at.json" \
    "host=gemm --backend cuda --rungs 10 --shapes $HOST --output $out/cuda/host.json" \
    "mbt=gemm --backend cuda --rungs 10 --shapes $MBT --output $out/cuda/mbt.json
        --variant 10:BM=64,BN=128,BK=16,WM=32,WN=64 --variant 10:BM=128,BN=64,BK=16,WM=32,WN=32
        --variant 10:BM=64,BN=64,BK=16,WM=32,WN=32 --variant 10:PART_SLICES=4
        --variant 10:BM=64,BN=128,BK=8,WM=64,WN=64" \
    "radius7=stencil --backend cuda --filter box15,gauss15 --type f32 --sizes 8192x8192
        --variants $R7 --output $out/cuda/radius7.json" \
    > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 170 bash "$here/h100-gemm-e2e.sh" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10" > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session22.tar.gz" -C "$top" session22
grep -h "passed" "$out"/*/*check.txt
python3 "$here/gemm-e2e-tables.py" "$out/cuda/at.json.gz" | cut -c1-160
python3 "$here/gemm-e2e-tables.py" "$out/cuda/host.json.gz" | cut -c1-200
python3 "$here/gemm-e2e-tables.py" --candidates "$out/cuda/mbt.json.gz" 2>&1 | sed 's/ SK1//; s/ok True//' | cut -c1-120
grep -v "^ *$" "$out/cuda/radius7.txt" | tail -25 | cut -c1-160
