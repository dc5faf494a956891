#!/usr/bin/env python3
# Two `kernelscope stencil --output` records of the same filters (e.g. --backend cuda and --backend opencl): a
# Markdown row per type, size, filter and variant with both medians, both % of their own copy, and the second's speed
# as a % of the first's (the "NVIDIA OpenCL >= 90% of the CUDA backend" figure).
# Usage: stencil_backend_ratio.py FIRST.json[.gz] SECOND.json[.gz]
import gzip
import json
import sys


def medians(path):
    out = {}
    for group in json.load(gzip.open(path, "rt") if path.endswith(".gz") else open(path))["groups"]:
        size = f"{group['width']}x{group['height']}"
        for entry in group["filters"]:
            for variant in entry["variants"]:
                median = (variant.get("timed") or {}).get("medianNs")
                if median:
                    key = (group["type"], size, entry["filter"], variant["variant"])
                    out[key] = (median / 1000, variant.get("percentOfCopy"))
    return out


def main(first_path, second_path):
    first, second = medians(first_path), medians(second_path)
    print(f"| type | size | filter | variant | {first_path} us (% copy) | {second_path} us (% copy) | speed / first |")
    print("|---|---|---|---|---|---|---|")
    for key, (us, pct) in first.items():
        if key in second:
            us2, pct2 = second[key]
            print(f"| {' | '.join(key)} | {us:.1f} ({pct:.1f}%) | {us2:.1f} ({pct2:.1f}%) | {us / us2 * 100:.1f}% |")


if __name__ == "__main__":
    main(*sys.argv[1:3])
