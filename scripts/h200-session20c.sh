#!/usr/bin/env bash
# Session 20's third H200 call: the skinny-m-bt class (B stored transposed, M 65-128) through CUDA on the shapes it was
# chosen on and new ones, the conformance suite through CUDA and NVIDIA OpenCL, and the shapes session 20 changed
# through NVIDIA OpenCL against CLBlast (h100-gemm-e2e.sh: the ICD and CLBlast from the carry).
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST): DEST/h200-session20c.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session20c"; mkdir -p "$out"
t0=$(date +%s)
BT=100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,96x3000x2000:row:NT,80x6000x1500:row:NT
BT=$BT,128x4096x4096:row:TT,5000x100x3000:col:TN,100x5000x3000,127x4096x4096
CHANGED=32x2000x3000,32x2000x6000:row:NT,48x2000x3000,60x3000x2004,128x128x10004,64x64x8196,96x96x6004
CHANGED=$CHANGED,2000x1500x700:col:NN,2000x3000x500,1000x1000x1004,2048x2048x2052,64x4096x4096:row:NT
CHANGED=$CHANGED,40x6000x3000:row:NT,100x5000x3000:row:NT,127x4096x4096:row:NT,128x128x16384,64x64x8192
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 170 bash "$here/h100-gemm-e2e.sh" \
    "bt=gemm --backend cuda --rungs 10 --shapes $BT --output $out/cuda/bt.json" \
    "check=gemm --check --backend cuda --rungs 10" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
GEMM_CARRY="$here" OUT="$out/opencl" timeout -s KILL 390 bash "$here/h100-gemm-e2e.sh" \
    "opencl-changed=gemm --backend opencl --device NVIDIA --rungs 10 --shapes $CHANGED --output $out/opencl/changed.json" \
    "opencl-check=gemm --check --backend opencl --device NVIDIA --rungs 10" > "$out/opencl-console.txt" 2>&1
echo "opencl: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session20c.tar.gz" -C "$top" session20c
grep -h "passed" "$out"/*/check.txt "$out"/*/opencl-check.txt 2>/dev/null
python3 "$here/gemm-e2e-tables.py" --candidates "$out/cuda/bt.json.gz" 2>&1 | cut -c1-150
python3 "$here/gemm-e2e-tables.py" --candidates "$out/opencl/changed.json.gz" 2>&1 | cut -c1-150
