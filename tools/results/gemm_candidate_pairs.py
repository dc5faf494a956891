#!/usr/bin/env python3
# Pairs the rows of a gemm-e2e-tables.py --candidates listing (scripts/) per shape: the database's choice ("tuned:")
# against one --variant ("cand"), as a Markdown table with the kernel-time ratio, and the geometric means of both
# (kernel-only and end-to-end % of cuBLAS), for the session records under docs/results.
# Usage: gemm_candidate_pairs.py candidates.md
import math
import re
import sys

ROW = re.compile(r"kern\s+([\d.]+) e2e\s+([\d.]+) ms ([\d.]+)/([\d.]+)")


def main(path):
    pairs = {}
    for line in open(path):
        found = ROW.search(line)
        if found:
            side = "database" if " tuned:" in line else "variant"
            pairs.setdefault(line.split()[0], {})[side] = tuple(map(float, found.groups()))
    print("| shape | variant: kernel % / e2e % / ms | database: kernel % / e2e % / ms | variant ms / database ms |")
    print("|---|---|---|---|")
    columns = {"vk": [], "dk": [], "ve": [], "de": [], "ratio": []}
    for shape, both in pairs.items():
        if len(both) < 2:
            continue
        v, d = both["variant"], both["database"]
        print(f"| {shape} | {v[0]:.1f} / {v[1]:.1f} / {v[2]:.4f} | {d[0]:.1f} / {d[1]:.1f} / {d[2]:.4f} | {v[2] / d[2]:.3f} |")
        for key, value in zip(columns, (v[0], d[0], v[1], d[1], v[2] / d[2])):
            columns[key].append(value)
    mean = {k: math.exp(sum(map(math.log, v)) / len(v)) for k, v in columns.items() if v}
    faster = sum(1 for r in columns["ratio"] if r > 1)
    print(f"\n{len(columns['ratio'])} shapes, geometric means: kernel-only {mean['vk']:.1f} (variant) against"
          f" {mean['dk']:.1f}% (database), end to end {mean['ve']:.1f} against {mean['de']:.1f}%; the database's"
          f" choice faster on {faster}")


if __name__ == "__main__":
    main(sys.argv[1])
