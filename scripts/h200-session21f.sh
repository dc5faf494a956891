#!/usr/bin/env bash
# Session 21's last H200 call, with the device time left: narrow-few-at candidates (64x64x32, 128x64x16) beside
# the class's 64x64x16 entry on its TN shapes, for the next session's choice.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST): DEST/h200-session21f.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21f"; mkdir -p "$out"
AT=2048x40x3000:row:TN,1200x64x3000:row:TN,3000x50x2004:row:TN,2500x44x1000:row:TN,2800x48x1600:row:TN
AT=$AT,2048x36x2048:row:TN,3000x48x3000:row:TN
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 150 bash "$here/h100-gemm-e2e.sh" \
    "at=gemm --backend cuda --rungs 10 --shapes $AT --output $out/cuda/at.json
        --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32 --variant 10:BM=64,BN=64,BK=32,WM=32,WN=32,PART_SLICES=4
        --variant 10:BM=32,BN=64,BK=32,WM=32,WN=32" > "$out/cuda-console.txt" 2>&1
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session21f.tar.gz" -C "$top" session21f
python3 "$here/gemm-e2e-tables.py" --candidates "$out/cuda/at.json.gz" | sed 's/ SK1//; s/ok True//' | cut -c1-120
