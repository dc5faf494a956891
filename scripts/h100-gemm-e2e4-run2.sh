#!/usr/bin/env bash
# Issue 12's fourth sweep, second call (docs/results/h100/gemm-e2e-4.md, run2): the committed code (short-k class up to
# K < 256 with 32x64 tiles and a slice depth chosen by waves, no split along K below K = 256, membar.gl in the split
# kernel through NVIDIA OpenCL): the "after" table on run1's shapes and the tiny and small-k shapes the rules touch,
# the tuned rung's conformance through CUDA and through NVIDIA OpenCL (the short-k class now serves both), and the
# short-k shapes through NVIDIA OpenCL.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR): GEMM_CARRY=DIR DIR/h100-gemm-e2e4-run2.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/gemm-results}/r2"
SK=1000x1000x200,1200x1000x128,2000x2000x64,1536x1536x96,1024x2048x128,1800x2000x120,3000x1300x96,1000x3000x32
SK=$SK,2048x2048x128,768x768x768,1000x1000x1000,1024x1024x1024
SKINNY=127x4096x4096,4096x127x4096,64x8192x2048,333x4444x555
MORE=200x200x200,256x256x256,640x480x320,8192x8192x128
OUT="$out" "$here/h100-gemm-e2e.sh" \
    "after=gemm --backend cuda --rungs 10 --shapes $SK,$SKINNY,4096x4096x4096,512x512x512,$MORE --output $out/after.json" \
    "explain=gemm --backend cuda --explain $SK,$MORE" \
    "check=gemm --backend cuda --check --rungs 10" \
    "opencl-check=gemm --backend opencl --device NVIDIA --check --rungs 10" \
    "opencl-sweep=gemm --backend opencl --device NVIDIA --rungs 10 --shapes 1000x1000x200,1200x1000x128,2000x2000x64,1536x1536x96,1024x2048x128 --output $out/opencl.json"
python3 - "$out" <<'PY' 2>&1 | tee "$out/short-table.txt"
import json, sys, os
for name in ("after", "opencl"):
    path = os.path.join(sys.argv[1], name + ".json")
    if not os.path.exists(path):
        print(name, "missing"); continue
    print("==", name)
    for s in json.load(open(path))["sizes"]:
        r = s["rungs"][0]
        v = s.get("vendor", {}).get("medianNs", 0) / 1e6
        print(f'{s["m"]}x{s["n"]}x{s["k"]} {r.get("shapeClass")}: kern {r.get("percentOfVendor", 0):.1f} e2e '
              f'{r.get("percentOfVendorEndToEnd", 0):.1f} ms {r.get("totalMedianNs", 0)/1e6:.4f}/{v:.4f} '
              f'host {r.get("endToEnd", {}).get("hostNsPerCall", 0)/1e3:.1f} regs {r["resources"]["registersPerThread"]} '
              f'ok {r.get("verification", {}).get("passed")}')
PY
for f in check opencl-check; do echo "$f: $(grep -c '^pass' "$out/$f.progress") passed, $(grep -c '^FAIL' "$out/$f.progress") failed"; grep '^FAIL' "$out/$f.progress" | head -5; done
for f in "$out"/*.json; do gzip -f "$f"; done
tar -czf "${OUT:-$PWD/gemm-results}/r2.tar.gz" -C "$(dirname "$out")" r2
