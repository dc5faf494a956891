#!/usr/bin/env bash
# Candidate configurations of GEMM rung 10 on the GPU machine: the tuned rung as the database chooses it beside each
# --variant (the general entry with the variant's overrides, for every shape) on a list of shapes, one process per
# backend, each against its own vendor BLAS; one line per rung and shape in NAME/BACKEND-table.txt.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR):
#   GEMM_CARRY=DIR DIR/h200-gemm-candidates.sh NAME SHAPES cuda|opencl|cuda,opencl VARIANT...  -> $OUT/NAME.tar.gz
#   e.g. ... split-reduce 127x4096x4096,1024x1024x1024 cuda,opencl SPLIT_REDUCE=1 BM=256,BN=128,SPLIT_REDUCE=1
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="${1:?NAME}"
shapes="${2:?SHAPES, comma-separated}"
backends="${3:?BACKENDS: cuda, opencl or cuda,opencl}"
shift 3
top="${OUT:-$PWD/gemm-results}"
out="$top/$name"
variants=()
for v in "$@"; do variants+=(--variant "10:$v"); done
steps=()
for b in ${backends//,/ }; do
    case "$b" in
        cuda) steps+=("cuda=gemm --backend cuda --rungs 10 ${variants[*]} --shapes $shapes --output $out/cuda.json") ;;
        opencl) steps+=("opencl=gemm --backend opencl --device NVIDIA --rungs 10 ${variants[*]} --shapes $shapes --output $out/opencl.json") ;;
        *) echo "a backend is cuda or opencl, not '$b'" >&2; exit 2 ;;
    esac
done
OUT="$out" "$here/h100-gemm-e2e.sh" "${steps[@]}"
for b in ${backends//,/ }; do
    [[ -f "$out/$b.json" ]] && python3 "$here/gemm-e2e-tables.py" --candidates "$out/$b.json" > "$out/$b-table.txt" 2>&1
done
cat "$out"/*-table.txt 2>/dev/null
find "$out" -name '*.json' -exec gzip -f {} +
tar -czf "$top/$name.tar.gz" -C "$top" "$name"
