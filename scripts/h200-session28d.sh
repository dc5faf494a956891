#!/usr/bin/env bash
# The next H200 call for issue 12 after session 28 (not yet run: session 28's device time ran out). It measures
# whether the end-to-end warm-up that waits for the JIT (JitQuiet, a631e581) removes the host time the first rungs of a
# process showed (170x42x1055, the sweep's third shape: 25.9 us of host time per call against 4.0 later in a
# process): the sweep's first six shapes, in the sweep's order, in fresh processes alternating the build before
# (KS_JAR=DEST/base-kernelscope.jar, 6a8974f5) and this one, twice each; the record's warmUpRounds and warmUpMs say how
# long each warm-up took. Then the GEMM conformance suite through NVIDIA OpenCL, which session 28 cut off at 140 s.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, 6a8974f5's kernelscope.jar as
# DEST/base-kernelscope.jar, plus this script and h200-gemm-steps.sh): DEST/h200-session28d.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session28d; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
FIRST=6296x123x1170:row:NN,4275x7686x566:col:TT,170x42x1055:row:NN,401x2737x259:row:TT,2245x11x89:row:NN
FIRST=$FIRST,507x10x5744:col:NN
for round in 1 2; do
    KS_JAR="$here/base-kernelscope.jar" step "first-base$round" 60 gemm --backend cuda --rungs 10 --shapes $FIRST \
        --output "$out/first-base$round/first-base$round.json"
    step "first-quiet$round" 60 gemm --backend cuda --rungs 10 --shapes $FIRST \
        --output "$out/first-quiet$round/first-quiet$round.json"
done
step check-opencl 240 gemm --check --backend opencl --rungs 10
grep -h "passed" "$out/check-opencl/check-opencl.txt" | tail -1
for name in first-base1 first-quiet1 first-base2 first-quiet2; do
    echo "== $name"; cut -d'|' -f2,6,8,11 "$out/$name/tables.md"
done
