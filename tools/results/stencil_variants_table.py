#!/usr/bin/env python3
# One Markdown table of `kernelscope stencil --output` records: a row per type, size and filter, a column per variant
# (median us and % of the copy measured in the same group; the variant as the record names it, overrides in
# braces), for the session records under docs/results.
# Usage: stencil_variants_table.py RECORD.json[.gz] [RECORD.json[.gz] ...]
import gzip
import json
import sys


def rows(path):
    record = json.load(gzip.open(path, "rt") if path.endswith(".gz") else open(path))
    for group in record["groups"]:
        size = f"{group['width']}x{group['height']}"
        copy_us = group["copy"]["medianNs"] / 1000
        for entry in group["filters"]:
            cells = []
            for variant in entry["variants"]:
                timed = variant.get("timed") or {}
                median = timed.get("medianNs")
                cells.append((variant["variant"], None if median is None else median / 1000, variant.get("percentOfCopy")))
            yield group["type"], size, copy_us, entry["filter"], cells


def main(paths):
    for path in paths:
        print(f"\n`{path}`\n")
        header = None
        for pixel, size, copy_us, name, cells in rows(path):
            if header is None:
                header = [c[0] for c in cells]
                print("| type | size | copy us | filter | " + " | ".join(header) + " |")
                print("|---" * (4 + len(header)) + "|")
            shown = [f"{us:.1f} ({pct:.1f}%)" if us is not None else "failed" for _, us, pct in cells]
            print(f"| {pixel} | {size} | {copy_us:.1f} | {name} | " + " | ".join(shown) + " |")


if __name__ == "__main__":
    main(sys.argv[1:])
