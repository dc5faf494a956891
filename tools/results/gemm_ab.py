#!/usr/bin/env python3
# Sets GEMM runs side by side per shape: several `kernelscope gemm --output` records (processes run alternately with
# one setting changed), or the rung results of one record (the database's choice and each --variant), as a Markdown
# table of kernel-only and end-to-end % of cuBLAS, with geometric means and how often each beats the first column.
# --times: each cell the kernel-only and end-to-end times in us (not % of the vendor, whose own time differs between
# processes), the means the geometric mean of each column's speed over the first's.
# Usage: gemm_ab.py [--times] LABEL=RECORD[@N] ...   RECORD: .json, .json.gz or a cut run's .json.partial.jsonl (after the last
#        "="); N: the shape's Nth rung result (0, the default: the database's choice; 1: the first --variant, ...).
#        Only the shapes every column has are compared.
import importlib.util
import os
import sys

# scripts/gemm-e2e-tables.py reads the records and journals (candidate_rows) and keeps the geometric mean
_SPEC = importlib.util.spec_from_file_location("gemm_e2e_tables", os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "gemm-e2e-tables.py"))
tables = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(tables)


def column(argument, times=False):
    label, _, spec = argument.rpartition("=")   # a label may hold "=", a path not
    path, _, index = spec.partition("@")
    n = int(index or 0)
    rows = {}
    for shape, _vendor_ms, rungs in tables.candidate_rows(path):
        if len(rungs) <= n:
            continue
        r = rungs[n]
        rows[shape] = ((r["totalMedianNs"] / 1e3, r["endToEnd"]["medianNs"] / 1e3) if times
                       else (r.get("percentOfVendor", 0.0), r.get("percentOfVendorEndToEnd", 0.0)))
    return label, rows


def table(columns, unit):
    """Prints the shapes every column has, one row each; returns those shapes."""
    shapes = [s for s in columns[0][1] if all(s in rows for _, rows in columns)]
    print("| shape | " + " | ".join(f"{label}: kernel / e2e {unit}" for label, _ in columns) + " |")
    print("|---|" + "---:|" * len(columns))
    for s in shapes:
        print(f"| {s} | " + " | ".join(f"{rows[s][0]:.1f} / {rows[s][1]:.1f}" for _, rows in columns) + " |")
    return shapes


def main(arguments):
    times = arguments[0] == "--times"
    if times:
        return main_times([column(a, True) for a in arguments[1:]])
    columns = [column(a) for a in arguments]
    shapes = table(columns, "%")
    print(f"\n{len(shapes)} shapes, geometric means (kernel-only / end to end, % of cuBLAS):")
    first = columns[0][1]
    for label, rows in columns:
        kernel = tables.geomean([rows[s][0] for s in shapes])
        e2e = tables.geomean([rows[s][1] for s in shapes])
        faster = sum(1 for s in shapes if rows[s][0] > first[s][0])
        print(f"- {label}: {kernel:.1f} / {e2e:.1f}" + ("" if rows is first else
              f"; kernel-only above {columns[0][0]} on {faster} of {len(shapes)}"))


def main_times(columns):
    shapes = table(columns, "us")
    first = columns[0][1]
    print(f"\n{len(shapes)} shapes, geometric mean speed over {columns[0][0]} (kernel-only / end to end, %):")
    for label, rows in columns[1:]:
        kernel = tables.geomean([100 * first[s][0] / rows[s][0] for s in shapes])
        e2e = tables.geomean([100 * first[s][1] / rows[s][1] for s in shapes])
        faster = sum(1 for s in shapes if rows[s][1] < first[s][1])
        print(f"- {label}: {kernel:.1f} / {e2e:.1f}; end to end faster on {faster} of {len(shapes)}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: gemm_ab.py LABEL=RECORD[@N] ...")
    main(sys.argv[1:])
