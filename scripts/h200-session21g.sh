#!/usr/bin/env bash
# Session 21's last H200 call: main with narrow-few-at's 64x64x32 entry (chosen from the fifth call): the conformance
# suite through CUDA and NVIDIA OpenCL, and the class's shapes of the sweep through both backends, so the final tables
# (session21d's with these rows replaced) show the entry main holds.
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST): DEST/h200-session21g.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session21g"; mkdir -p "$out"
AT=2048x36x2048:row:TN,2048x40x3000:row:TN,2500x44x1000:row:TN,1200x64x3000:row:TN,3000x50x2004:row:TN
AT=$AT,2800x48x1600:row:TN
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 160 bash "$here/h100-gemm-e2e.sh" \
    "check=gemm --check --backend cuda --rungs 10" \
    "at=gemm --backend cuda --rungs 10 --shapes $AT --output $out/cuda/at.json" > "$out/cuda-console.txt" 2>&1
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 260 bash "$here/h100-gemm-e2e.sh" \
    "opencl-at=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $AT --output $out/opencl/at.json" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10" > "$out/opencl-console.txt" 2>&1
find "$out" -name '*.json' -exec gzip -f {} +
python3 "$here/gemm-e2e-tables.py" "$out/cuda/at.json.gz" "$out/opencl/at.json.gz" > "$out/tables.md" 2>&1
tar -czf "$top/session21g.tar.gz" -C "$top" session21g
grep -h "passed" "$out"/*/*check.txt; cat "$out/tables.md" | cut -c1-150
