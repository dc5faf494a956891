#!/usr/bin/env python3
"""Host us per Gemm.sgemm call, before and after, from two `kernelscope gemm --output` records of the same shapes
(docs/results/h100/gemm-host-cost/). Usage: gemm-host-cost-table.py BEFORE.json AFTER.json (gzip or plain)."""
import gzip
import json
import sys


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return {(s["m"], s["n"], s["k"], s["layout"], s["transposes"]): s for s in json.load(f)["sizes"]}


before, after = load(sys.argv[1]), load(sys.argv[2])
print("| shape | host us/call before | after | cuBLAS (same run, after) | e2e % cuBLAS before | after |")
print("|---|---:|---:|---:|---:|---:|")
for key, s in after.items():
    r = s["rungs"][0]
    b = before.get(key)
    rb = b["rungs"][0] if b else None
    name = "%dx%dx%d %s %s" % key
    host_b = "%.1f" % (rb["endToEnd"]["hostNsPerCall"] / 1e3) if rb and rb.get("endToEnd") else "-"
    host_a = "%.1f" % (r["endToEnd"]["hostNsPerCall"] / 1e3) if r.get("endToEnd") else "-"
    vend = "%.1f" % (s["vendorEndToEnd"]["hostNsPerCall"] / 1e3) if s.get("vendorEndToEnd") else "-"
    pct_b = "%.1f" % rb["percentOfVendorEndToEnd"] if rb and rb.get("percentOfVendorEndToEnd") else "-"
    pct_a = "%.1f" % r["percentOfVendorEndToEnd"] if r.get("percentOfVendorEndToEnd") else "-"
    print("| %s | %s | %s | %s | %s | %s |" % (name, host_b, host_a, vend, pct_b, pct_a))
