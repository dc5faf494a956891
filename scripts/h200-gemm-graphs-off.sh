#!/usr/bin/env bash
# A next H200 call for issue 12 (not yet run): is any of the ~1.3 us per call that session 26 saw between our end to end
# and our GEMM kernel's time on calls of about 10 us (docs/results/h200/session26/README.md, section 5) the CUDA graph
# launch? (Most of it is likely the pack those calls launch first: h200-gemm-scalar-loads.sh removes that.)
# The sweep's calls under 30 us, with graphs (the default) and with plain launches (-Dkernelscope.cuda.graphs=false),
# in the order on, off, on, off, one process each, end to end and kernel-only against cuBLAS in the same process.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script): DEST/h200-gemm-graphs-off.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; out="$top/graphs-off"; mkdir -p "$out"
t0=$(date +%s)
SHORT=3307x163x87:col:TN,138x2017x133:row:TT,8031x256x18:col:TN,685x1175x21,298x495x122:row:NT,1163x717x95:row:TN
SHORT=$SHORT,746x557x152,684x894x204:col:NT,2560x177x22,116x7373x25,127x7837x72,62x584x178:col:NT,593x39x130:col:NN
SHORT=$SHORT,21x6526x22,759x156x13,233x1328x21:col:NN,465x277x363:row:NT,178x1017x324:row:TT,1536x1536x96,640x480x320
for run in on1 off1 on2 off2; do
    opts=""; [[ $run == off* ]] && opts="-Dkernelscope.cuda.graphs=false"
    KS_JAVA_OPTS="$opts" GEMM_CARRY="$here" OUT="$out/$run" timeout -s KILL 100 bash "$here/h100-gemm-e2e.sh" \
        "$run=gemm --backend cuda --rungs 10 --shapes $SHORT --output $out/$run/$run.json" > "$out/$run-console.txt" 2>&1
    echo "$run: exit $? after $(( $(date +%s) - t0 )) s"
done
find "$out" -name '*.json' -exec gzip -f {} +
for run in on1 off1 on2 off2; do python3 "$here/gemm-e2e-tables.py" "$out/$run/"*.json.gz > "$out/$run/tables.md" 2>&1; done
tar -czf "$top/graphs-off.tar.gz" -C "$top" graphs-off
for run in on1 off1 on2 off2; do echo "== $run"; tail -n 2 "$out/$run/tables.md"; done
