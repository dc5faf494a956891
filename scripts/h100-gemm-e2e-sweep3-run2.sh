#!/usr/bin/env bash
# Issue 12's third sweep, second call (docs/results/h100/gemm-e2e-3/run2): conformance of every rung after the first
# call's two changes (a transposed B is read in place only beside a transposed A; the short-k class is K <= 96), and the
# shapes they move: row-major NT (B^T alone, now packed), the short-K shapes, and the transposed shapes again.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR scripts/h100-gemm-e2e-sweep3-run2.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}/r"
S=3000x2000x1000:row:NT,1024x1024x1024:row:NT,2048x2048x2048:col:TN,3000x2000x1000:col:TT,1024x1024x1024:col:NT
S=$S,2048x2048x2048:row:TN,1536x1536x96,2000x2000x64,3000x1300x96,1200x1000x128,1800x2000x120,200x200x200
script="$here/h100-gemm-e2e.sh"
[[ -f "$script" ]] || script="$here/../scripts/h100-gemm-e2e.sh"
OUT="$out" "$script" \
    "check=gemm --backend cuda --check" \
    "explain=gemm --backend cuda --explain $S" \
    "sweep=gemm --backend cuda --rungs 10 --shapes $S --output $out/sweep.json"
python3 - "$out/sweep.json" <<'PY' 2>&1 | tee "$out/short-table.txt"
import json, sys
for s in json.load(open(sys.argv[1]))["sizes"]:
    r = s["rungs"][0]
    print(f'{s["m"]}x{s["n"]}x{s["k"]} {s["layout"]} {s["transposes"]} {r["shapeClass"]}: kernel {r["percentOfVendor"]:.1f}'
          f' e2e {r["percentOfVendorEndToEnd"]:.1f} ms {r["totalMedianNs"]/1e6:.4f}/{s["vendor"]["medianNs"]/1e6:.4f}'
          f' host {r["endToEnd"]["hostNsPerCall"]/1e3:.1f}/{s["vendorEndToEnd"]["hostNsPerCall"]/1e3:.1f}')
PY
grep -c '^pass' "$out/check.progress"; grep '^FAIL' "$out/check.progress" | head
tar -czf "${OUT:-$PWD/gemm-results}/r.tar.gz" -C "$(dirname "$out")" r
