#!/usr/bin/env python3
"""Markdown tables of an issue-12 sweep: the tuned rung against cuBLAS (kernel-only and end to end, per shape, with the
geometric means) from a `kernelscope gemm --output` record, and optionally the same shapes through NVIDIA's OpenCL as
% of the CUDA record and % of CLBlast, from the OpenCL record or, where that run was cut off, its .partial.jsonl.

Usage: gemm-e2e-tables.py CUDA.json[.gz] [OPENCL.json[.gz] | OPENCL.json.partial.jsonl[.gz]]
       gemm-e2e-tables.py --candidates RECORD.json[.gz]...   every rung and --variant of each shape, one line each
                                                              (a cut run's RECORD.json.partial.jsonl too)
Either record may be a comma-separated list of records (a sweep run in parts), read in that order."""
import gzip
import json
import math
import statistics
import sys


def load(paths):
    return [row for path in paths.split(",") for row in load_one(path)]


def load_one(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        if ".jsonl" in path:     # the journal: a header line, then {"shape": ..., "result": ...} per measurement
            rows = [json.loads(line) for line in f][1:]
            return [(journal_name(row["shape"]), row["result"]) for row in rows]
        record = json.load(f)
    return [(name(s), s["rungs"][0]) for s in record["sizes"]]


def name(size):
    base = f'{size["m"]}x{size["n"]}x{size["k"]}'
    return base if size["layout"] == "row" and size["transposes"] == "NN" else f'{base}:{size["layout"]}:{size["transposes"]}'


def journal_name(shape):
    """The journal's GemmShape.toString ("465x277x363 col-major A^T") as name() spells it, so the two records join."""
    words = shape.split()
    layout = "col" if "col-major" in words else "row"
    transposes = ("T" if "A^T" in words else "N") + ("T" if "B^T" in words else "N")
    return words[0] if layout == "row" and transposes == "NN" else f'{words[0]}:{layout}:{transposes}'


SLOW_PERCENT = 90      # the floor for OpenCL against CUDA
HOST_BOUND = 0.9       # host time per call over end-to-end time per call from which a call counts as host-bound


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def host_us(end_to_end, field):
    """A host-time field in us, or '-' in records made before it existed (session 21 and earlier)."""
    return f'{end_to_end[field] / 1e3:.1f}' if field in end_to_end else "-"


def warm_up(end_to_end):
    """The end-to-end warm-up's rounds and ms (session 28 on), or '-' in records made before."""
    if "warmUpRounds" not in end_to_end:
        return "-"
    return f'{end_to_end["warmUpRounds"]} in {end_to_end["warmUpMs"]:.0f} ms'


def packs_us(rung):
    """The rung's pack launches in us (summed), or '-' for a call that packs nothing."""
    packs = rung.get("packMedianNs") or []
    return f'{sum(packs) / 1e3:.1f}' if packs else "-"


def twins(parameters):
    return ", ".join(t for t in ("K_TAIL", "TRANS_A", "TRANS_B", "TRANS_C", "CLAMP_EDGES") if parameters.get(t))


def candidate_rows(path):
    """(shape name, cuBLAS ms, [rung results]) per shape, from a record or a cut run's .partial.jsonl journal."""
    if ".jsonl" in path:         # one rung result per line; cuBLAS's time from the result's own percentage
        shapes = {}
        for shape, r in load_one(path):
            vendor_ms = r["totalMedianNs"] * r["percentOfVendor"] / 100 / 1e6
            shapes.setdefault(shape, [vendor_ms, []])[1].append(r)
        return [(shape, vendor_ms, rungs) for shape, (vendor_ms, rungs) in shapes.items()]
    with gzip.open(path, "rt") if path.endswith(".gz") else open(path) as f:
        record = json.load(f)
    # no vendor (an OpenCL device without CLBlast): None, so a table of times (gemm_ab.py --times) still reads it
    return [(name(size), size["vendor"]["medianNs"] / 1e6 if size.get("vendor") else None, size["rungs"])
            for size in record["sizes"]]


def candidates(paths):
    for path in paths:
        print("==", path)
        for shape, vendor_ms, rungs in candidate_rows(path):
            for r in rungs:
                p = r.get("parameters", {})
                # SK: STREAM_K; PS: PART_SLICES (a --variant sits on the general entry, so it takes that entry's
                # parts unless it names its own: session 42's call 4 read tiles in parts of 8 as the tiny entry's,
                # which has none); xS: SLICED_K, sets of waves sharing a slice's k steps (shown above 1)
                tag = "%dx%dx%d W%dx%d%s SK%d PS%d %s" % (
                    p.get("BM", 0), p.get("BN", 0), p.get("BK", 0), p.get("WM", 0), p.get("WN", 0),
                    "x%dS" % p["SLICED_K"] if p.get("SLICED_K", 1) > 1 else "", p.get("STREAM_K", 1),
                    p.get("PART_SLICES", 0),
                    "cand" if "override" in r.get("parameterSource", "") else "tuned:" + str(r.get("shapeClass")))
                print(f'{shape} {tag:42s} kern {r.get("percentOfVendor", 0):6.1f} e2e '
                      f'{r.get("percentOfVendorEndToEnd", 0):6.1f} ms {r.get("totalMedianNs", 0) / 1e6:.4f}/{vendor_ms:.4f} '
                      f'regs {(r.get("resources") or {}).get("registersPerThread")} '
                      f'g/u {(r.get("occupancy") or {}).get("modelGroupsPerUnit")} '
                      f'ok {r.get("verification", {}).get("passed")}')


def main():
    if sys.argv[1] == "--candidates":
        candidates(sys.argv[2:])
        return
    cuda = load(sys.argv[1])
    # packs us: the launches that copy an operand first (alignment, a transposed read), inside "kernel ms"; where
    # they are most of the gap to cuBLAS the kernel itself is not what loses (session 62). The last column, so that
    # the call scripts that cut the table by field keep their fields.
    print("| shape | class | tile, twins | kernel % | e2e % | kernel ms (ours / cuBLAS) | host us per call | on one set of buffers | first after idle | warm-up | packs us |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for shape, r in cuda:
        p = r["parameters"]
        vendor_ms = r["totalMedianNs"] * r["percentOfVendor"] / 100 / 1e6
        tile = "gemv" if "BM" not in p else f'{p["BM"]}x{p["BN"]}x{p["BK"]} {twins(p)}'   # matrix-vector: no tile
        print(f'| {shape} | {r["shapeClass"]} | {tile} | {r["percentOfVendor"]:.1f} | '
              f'{r["percentOfVendorEndToEnd"]:.1f} | {r["totalMedianNs"] / 1e6:.4f} / {vendor_ms:.4f} | '
              f'{r["endToEnd"]["hostNsPerCall"] / 1e3:.1f} | {host_us(r["endToEnd"], "hostNsSameBuffers")} | '
              f'{host_us(r["endToEnd"], "hostNsFirstCall")} | {warm_up(r["endToEnd"])} | {packs_us(r)} |')
    print(f'\n{len(cuda)} shapes: geometric mean {geomean([r["percentOfVendorEndToEnd"] for _, r in cuda]):.1f}% end to end, '
          f'{geomean([r["percentOfVendor"] for _, r in cuda]):.1f}% kernel-only')
    if len(sys.argv) < 3:
        return
    by_shape = dict(cuda)
    opencl = load(sys.argv[2])
    print("\n| shape | OpenCL kernel / e2e ms | % of CUDA kernel / e2e | % of CLBlast e2e | host us per call (OpenCL / CUDA) |")
    print("|---|---:|---:|---:|---:|")
    kernel, e2e, clblast, slow = [], [], [], []
    for shape, r in opencl:
        c = by_shape[shape]
        k = c["totalMedianNs"] / r["totalMedianNs"] * 100
        e = c["endToEnd"]["medianNs"] / r["endToEnd"]["medianNs"] * 100
        kernel.append(k)
        e2e.append(e)
        of_clblast = r.get("percentOfVendorEndToEnd")   # absent where the run had no CLBlast
        if of_clblast is not None:
            clblast.append(of_clblast)
        if e < SLOW_PERCENT:
            slow.append((r, c))
        print(f'| {shape} | {r["totalMedianNs"] / 1e6:.4f} / {r["endToEnd"]["medianNs"] / 1e6:.4f} | {k:.1f} / {e:.1f} | '
              f'{"none" if of_clblast is None else f"{of_clblast:.1f}"} | '
              f'{r["endToEnd"]["hostNsPerCall"] / 1e3:.1f} / {c["endToEnd"]["hostNsPerCall"] / 1e3:.1f} |')
    print(f'\n{len(opencl)} shapes: geometric mean {geomean(kernel):.1f}% / {geomean(e2e):.1f}% of CUDA (kernel / end to end),'
          + (f' {geomean(clblast):.1f}% of CLBlast end to end' if clblast else ' no CLBlast in the run'))
    if slow:
        # a call is host-bound where the host's time per call is most of the call's time end to end: back-to-back
        # calls then wait on the host, not on the device
        bound = [r for r, _ in slow if r["endToEnd"]["hostNsPerCall"] >= HOST_BOUND * r["endToEnd"]["medianNs"]]
        packed = sum(1 for r, _ in slow if r.get("packMedianNs"))
        print(f'{len(slow)} below {SLOW_PERCENT}% of CUDA end to end: {len(bound)} host-bound (OpenCL host time per call '
              f'at least {HOST_BOUND:.0%} of its end-to-end time), {packed} with a pack; median host us per call '
              f'{statistics.median([r["endToEnd"]["hostNsPerCall"] for r, _ in slow]) / 1e3:.1f} through OpenCL, '
              f'{statistics.median([c["endToEnd"]["hostNsPerCall"] for _, c in slow]) / 1e3:.1f} through CUDA')


if __name__ == "__main__":
    main()
