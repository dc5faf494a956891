#!/usr/bin/env bash
# Session 22's second H200 call: the host time per call again, after the warm-up took every call path on two
# alternating sets of buffers (the first call's rotating figures were the JIT's cold path), and the vector rung's
# warp-shuffle halo widened to two words per side: the conformance suite's vector cases through CUDA (the shuffle
# runs only there), then radius 4-7 in float and half with and without it.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST): DEST/h200-session22b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session22b"; mkdir -p "$out"
t0=$(date +%s)
HOST=4096x4096x4096,8192x8192x8192,4097x4097x4097,512x512x32768,1024x1024x1024,128x128x16384
V='tuned,tuned:SHUFFLE=1,tuned:SHUFFLE=1;ROWS=16,tuned:SHUFFLE=1;ROWS=4'
GEMM_CARRY="$here" OUT="$out/cuda" timeout -s KILL 400 bash "$here/h100-gemm-e2e.sh" \
    "host=gemm --backend cuda --rungs 10 --shapes $HOST --output $out/cuda/host.json" \
    "check=stencil --check --backend cuda --variants vector" \
    "radii=stencil --backend cuda --filter box9,box11,box15,gauss15 --type f32,f16 --sizes 8192x8192 --variants $V
        --output $out/cuda/radii.json" > "$out/cuda-console.txt" 2>&1
echo "cuda: exit $? after $(( $(date +%s) - t0 )) s"
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/session22b.tar.gz" -C "$top" session22b
grep -h "passed\|FAIL" "$out"/cuda/check.txt | head -20
python3 "$here/gemm-e2e-tables.py" "$out/cuda/host.json.gz" | cut -c1-200
grep -v "^ *$" "$out/cuda/radii.txt" | grep -v "roof" | cut -c1-130
