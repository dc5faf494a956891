#!/usr/bin/env bash
# The next H200 call for issue 12 after session 26 (not yet run): the GEMM conformance suite through CUDA and NVIDIA
# OpenCL with the class cases of general-fine, general-tall and skinny-m-small (session 26 had no device time left for
# it), the 76-shape sweep of session 26's third call with the final build (TileFit.TALL_WEIGHT 0.95, which moved four of its shapes to
# configurations measured only in other processes), and 30 of those shapes through NVIDIA OpenCL against CLBlast (the
# carry's clblast-xz) for issue 12's "OpenCL >= 90% of CUDA and >= 150% of CLBlast".
# Usage (repository root; carry: CLBLAST_DEB=libclblast1_1.5.3-3_amd64.deb SLIM=1 scripts/h100-gemm-carry.sh DEST, plus
# this script and h200-gemm-unseen-shapes.sh): DEST/h200-session27.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/session27"; mkdir -p "$out"
t0=$(date +%s)
run() {   # NAME LIMIT GEMM-ARGS...
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
}
source "$here/h200-gemm-unseen-shapes.sh"
run check-cuda 100 gemm --check --backend cuda --rungs 10
run check-opencl 110 gemm --check --backend opencl --rungs 10
run sweep 190 gemm --backend cuda --rungs 10 --shapes $UNSEEN,$RANDOM20,$DRAWN --output "$out/sweep/sweep.json"
run opencl 110 gemm --backend opencl --rungs 10 --shapes $DRAWN,$RANDOM20 --output "$out/opencl/opencl.json"
find "$out" -name '*.json' -exec gzip -f {} +
for name in sweep opencl; do
    python3 "$here/gemm-e2e-tables.py" "$out/$name/"*.json.gz > "$out/$name/tables.md" 2>&1
done
tar -czf "$top/session27.tar.gz" -C "$top" session27
for name in check-cuda check-opencl; do grep -h "passed" "$out/$name/$name.txt" | tail -1; done
for name in sweep opencl; do echo "== $name"; tail -n 3 "$out/$name/tables.md"; done
