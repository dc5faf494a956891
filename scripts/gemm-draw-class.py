#!/usr/bin/env python3
# Draws GEMM calls of one shape class for `kernelscope gemm --shapes`: the row-major product's M, N, K log-uniform in
# the given ranges, written as a row- or column-major call (half each) with random transposes, kept only where
# `./kernelscope gemm --explain` (the product's own rules, no device needed) names the class (CLASS any: every call).
# Usage: scripts/gemm-draw-class.py SEED COUNT CLASS --m 65:96 --n 65:8192 --k 8:8192 [--trans-b yes|no|any]
#        [--max-flop F] [--min-flop F]   (prints one comma-separated list)
import argparse
import math
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CLI = os.path.join(HERE, "..", "kernelscope")
MAX_ROUNDS = 50     # batches of draws classified before giving up on a class the ranges may not hold


def log_uniform(rng, bounds):
    low, high = bounds
    return int(round(math.exp(rng.uniform(math.log(low), math.log(high)))))


def as_call(rng, m, n, k, trans_a, trans_b):
    """The product M x N x K (row-major view) as a call: row-major as is, or column-major with sides and roles
    swapped (a column-major C = op(A) op(B) of n x m is the row-major product m x n of op(B)^T op(A)^T)."""
    if rng.random() < 0.5:
        return f"{m}x{n}x{k}:row:{'T' if trans_a else 'N'}{'T' if trans_b else 'N'}"
    return f"{n}x{m}x{k}:col:{'T' if trans_b else 'N'}{'T' if trans_a else 'N'}"


def shape_classes(calls):
    """The class of each distinct call, from one `gemm --explain` (its lines come in the order given)."""
    if not os.access(CLI, os.X_OK):
        # a device carry has the jar but not the launcher (session 49, call 2): draw on the build machine instead
        sys.exit(f"{CLI} is missing or not executable: draw the calls in a checkout with the launcher and pass "
                 "them to the device script as a list")
    out = subprocess.run([CLI, "gemm", "--explain", ",".join(calls)], capture_output=True, text=True,
                         check=False).stdout
    found = re.findall(r"^shape .*?: class (\S+)", out, re.MULTILINE)
    if len(found) != len(calls):
        sys.exit(f"gemm --explain named {len(found)} classes for {len(calls)} calls:\n{out}")
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("seed", type=int)
    parser.add_argument("count", type=int)
    parser.add_argument("shape_class")
    for side in ("m", "n", "k"):
        parser.add_argument(f"--{side}", default="8:8192")
    parser.add_argument("--trans-b", choices=["yes", "no", "any"], default="any")
    parser.add_argument("--max-flop", type=float, default=2.0 * 6000 ** 3)
    parser.add_argument("--min-flop", type=float, default=2e6)
    args = parser.parse_args()
    bounds = {side: tuple(int(v) for v in getattr(args, side).split(":")) for side in ("m", "n", "k")}
    rng = random.Random(args.seed)
    kept = []
    for rounds in range(MAX_ROUNDS + 1):
        if len(kept) == args.count:
            break
        if rounds == MAX_ROUNDS:
            sys.exit(f"{len(kept)} of {args.count} calls of class {args.shape_class} in {MAX_ROUNDS} rounds of draws:"
                     f" the ranges may hold none under the product's rules (`gemm --explain` says a call's class)")
        batch = []
        while len(batch) < 4 * (args.count - len(kept)):
            m, n, k = (log_uniform(rng, bounds[side]) for side in ("m", "n", "k"))
            trans_a = rng.random() < 0.5
            trans_b = {"yes": True, "no": False, "any": rng.random() < 0.5}[args.trans_b]
            if args.min_flop <= 2.0 * m * n * k < args.max_flop:
                call = as_call(rng, m, n, k, trans_a, trans_b)
                if call not in batch and call not in kept:    # `gemm --explain` names a call once
                    batch.append(call)
        classes = shape_classes(batch) if args.shape_class != "any" else ["any"] * len(batch)
        for call, found in zip(batch, classes):
            if args.shape_class in (found, "any") and len(kept) < args.count:
                kept.append(call)
    print(",".join(kept))


if __name__ == "__main__":
    main()
