#!/usr/bin/env bash
# The benchmark matrices over the GPUs of one host in one device call (carry: scripts/h200x2-sweep-carry.sh): a GEMM
# shape matrix (rungs 8 and 10 beside cuBLAS) on 1 GPU and on every GPU (`gemm --devices`), then a stencil matrix
# (two filters, two pixel types, two sizes, beside NPP and the copy roof) on every GPU. Records, stdout and stderr go
# to $OUT as one tar; a table of wall times and which device measured each cell comes last.
# Usage, from the repository root: .device-carry/16a/h200x2-matrix.sh
set -uo pipefail
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="${OUT:-/tmp/kernelscope-matrix}"
W=/tmp/matrix; rm -rf "$W"; mkdir -p "$W" "$OUT"
[[ -x "$C/bundle/build/runtime/bin/java" ]] || tar -xJf "$C/runtime.tar.xz" -C "$C/bundle/build"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
K="$C/bundle/kernelscope"
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=index,name,driver_version --format=csv; "$K" --version; } > "$W/environment.txt" 2>&1
SHAPES="${SHAPES:-1024x1024x1024,2048x2048x2048,4096x4096x4096,3000x3000x3000,4096x127x4096,1000x1000x200}"
run() {   # name args...
    local name="$1"; shift
    local started=$SECONDS
    echo "$K $*" > "$W/command-$name.txt"
    timeout 280 "$K" "$@" --quiet --output "$W/$name.json" > "$W/stdout-$name.txt" 2> "$W/stderr-$name.txt"
    echo "== $name: exit $? in $((SECONDS - started)) s" | tee -a "$W/walls.txt"
}
run gemm-1gpu gemm --backend cuda --rungs 8,10 --shapes "$SHAPES" --devices 0
run gemm-2gpu gemm --backend cuda --rungs 8,10 --shapes "$SHAPES" --devices all
run stencil-2gpu stencil --backend cuda --filter box3,gauss5 --type u8,f32 --sizes 8192x8192,3840x2160 --devices all
tar -czf "$OUT/matrix.tar.gz" -C /tmp matrix
cat "$W/walls.txt"
grep -h "measured on" "$W"/stdout-*.txt | sort | uniq -c
tail -n 2 "$W"/stderr-*.txt
