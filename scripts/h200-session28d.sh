#!/usr/bin/env bash
# Session 28's fourth H200 call for issue 12: the sweep's first six shapes, in the sweep's order, in a fresh process
# with the end-to-end warm-up that waits for the JIT (JitQuiet). In the sweep (session28c) the second and third,
# 4275x7686x566 column-major TT and 170x42x1055, took 23.6 and 25.9 us of host time per call, against 2-6 us for the
# same calls later in a process. Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this
# script and h200-gemm-steps.sh): DEST/h200-session28d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session28d; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
FIRST=6296x123x1170:row:NN,4275x7686x566:col:TT,170x42x1055:row:NN,401x2737x259:row:TT,2245x11x89:row:NN
FIRST=$FIRST,507x10x5744:col:NN
step first 90 gemm --backend cuda --rungs 10 --shapes $FIRST --output "$out/first/first.json"
cut -d'|' -f2,3,5,6,8,9 "$out/first/tables.md"
