#!/usr/bin/env bash
# The next H200 call for issue 12 after session 27 (not yet run): the GEMM conformance suite through NVIDIA OpenCL
# with session 27's build; the sweep's three shapes session 27's limit cut off; 30 sweep shapes through NVIDIA OpenCL
# against CLBlast (the carry's clblast-xz) for "OpenCL >= 90% of CUDA and >= 150% of CLBlast"; and the tiny calls
# stored transposed with a K tail of 100-330 (138x2017x133 TT ran 14.0 us 8 deep in place against 11.7 us 32 deep with
# packs in session 26's process), with four drawn for it (seed 20261206), in three consecutive processes: the entry's
# depth with packs (5c75bcab, before session 27), the least-padded depth with packs, and that depth read in place
# where ScalarLoadsCost says (session 27's default).
# Usage (repository root; carry: CLBLAST_DEB=libclblast1_1.5.3-3_amd64.deb SLIM=1 scripts/h100-gemm-carry.sh DEST,
# 5c75bcab's kernelscope.jar as DEST/base-kernelscope.jar, plus this script, h200-gemm-steps.sh and
# h200-gemm-unseen-shapes.sh): DEST/h200-session28.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=session28; out="$top/$tag"; mkdir -p "$out"
t0=$(date +%s)
source "$here/h200-gemm-steps.sh"
source "$here/h200-gemm-unseen-shapes.sh"
step check-opencl 140 gemm --check --backend opencl --rungs 10
grep -h "passed" "$out/check-opencl/check-opencl.txt" | tail -1
step rest 60 gemm --backend cuda --rungs 10 --shapes 8000x115x648:row:TN,108x5203x34:col:NT,1825x37x53:col:NN \
    --output "$out/rest/rest.json"
step opencl 130 gemm --backend opencl --rungs 10 --shapes $DRAWN,$RANDOM20 --output "$out/opencl/opencl.json"
TAILS=138x2017x133:row:TT,178x1017x324:row:TT,276x3564x52:row:TN,1133x224x213:row:TT,805x440x274:row:TT
TAILS=$TAILS,426x933x219:row:TT,498x612x206:row:TT
# entry depth with packs (the build before session 27), least padded with packs, least padded read in place by cost
KS_JAR="$here/base-kernelscope.jar" KS_JAVA_OPTS=-Dkernelscope.gemm.scalarLoads=off step tails-entry 40 gemm \
    --backend cuda --rungs 10 --shapes $TAILS --output "$out/tails-entry/tails-entry.json"
KS_JAVA_OPTS=-Dkernelscope.gemm.scalarLoads=off step tails-packs 40 gemm --backend cuda --rungs 10 --shapes $TAILS \
    --output "$out/tails-packs/tails-packs.json"
step tails-cost 40 gemm --backend cuda --rungs 10 --shapes $TAILS --output "$out/tails-cost/tails-cost.json"
for name in rest opencl tails-entry tails-packs tails-cost; do echo "== $name"; tail -n 3 "$out/$name/tables.md"; done
