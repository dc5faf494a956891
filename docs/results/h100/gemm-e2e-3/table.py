#!/usr/bin/env python3
# Markdown table of a `kernelscope gemm --output` record (end to end and kernel-only against cuBLAS), beside an
# earlier record's end-to-end percentages. Usage: table.py NEW.json [OLD.json] [OPENCL.json]
import json, math, sys

def key(s):
    return (s["m"], s["n"], s["k"], s["layout"], s["transposes"])

def label(s):
    base = f'{s["m"]}x{s["n"]}x{s["k"]}'
    return base if (s["layout"], s["transposes"]) == ("row", "NN") else f'{base} {s["layout"]} {s["transposes"]}'

def rung(s, index=0):
    return s["rungs"][index]

new = json.load(open(sys.argv[1]))
old = {key(s): s for s in json.load(open(sys.argv[2]))["sizes"]} if len(sys.argv) > 2 else {}
ocl = {key(s): s for s in json.load(open(sys.argv[3]))["sizes"]} if len(sys.argv) > 3 else {}
print("| shape | class | cuBLAS kernel ms | Gemm kernels ms (packs incl.) | % cuBLAS kernel | cuBLAS e2e ms | Gemm.sgemm e2e ms"
      " | % cuBLAS e2e | before (run 4) | host us/call Gemm / cuBLAS |" + (" OpenCL e2e ms | OpenCL / CUDA |" if ocl else ""))
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|" + ("---:|---:|" if ocl else ""))
e2e, kern, below, oc = [], [], [], []
for s in new["sizes"]:
    r = rung(s)
    pe, pk = r["percentOfVendorEndToEnd"], r["percentOfVendor"]
    e2e.append(pe); kern.append(pk)
    if pe < 90:
        below.append(label(s))
    before = old.get(key(s))
    before = f'{rung(before)["percentOfVendorEndToEnd"]:.1f}' if before else "new"
    row = (f'| {label(s)} | {r["shapeClass"]} | {s["vendor"]["medianNs"]/1e6:.3f} | {r["totalMedianNs"]/1e6:.3f}'
           f' | {pk:.1f} | {s["vendorEndToEnd"]["medianNs"]/1e6:.3f} | {r["endToEnd"]["medianNs"]/1e6:.3f}'
           f' | **{pe:.1f}** | {before} | {r["endToEnd"]["hostNsPerCall"]/1e3:.1f} / '
           f'{s["vendorEndToEnd"]["hostNsPerCall"]/1e3:.1f} |')
    o = ocl.get(key(s))
    if ocl:
        if o:
            ratio = 100 * r["endToEnd"]["medianNs"] / rung(o)["endToEnd"]["medianNs"]
            oc.append(ratio)
            row += f' {rung(o)["endToEnd"]["medianNs"]/1e6:.3f} | {ratio:.1f} |'
        else:
            row += " - | - |"
    print(row)
g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
print(f'\ngeomean over {len(e2e)} shapes: end to end {g(e2e):.1f}% of cuBLAS, kernel-only {g(kern):.1f}%'
      + (f'; OpenCL / CUDA end to end {g(oc):.1f}% over {len(oc)} shapes' if oc else ''))
print("below 90% end to end: " + (", ".join(below) if below else "none"))
