#!/usr/bin/env python3
# Draws GEMM shapes no sweep was tuned on, for `kernelscope gemm --shapes`: M, N, K log-uniform in [8, 8192], kept
# where 2e6 <= 2 M N K <= 2 x 6000^3, layout row (2/3) or col, transposes NN (2/5), NT, TN or TT (session 25's rule).
# Usage: scripts/gemm-random-shapes.py SEED COUNT   (prints one comma-separated list)
import math
import random
import sys

def draw(seed, count):
    rng = random.Random(seed)
    shapes = []
    while len(shapes) < count:
        m, n, k = (int(round(math.exp(rng.uniform(math.log(8), math.log(8192))))) for _ in range(3))
        layout = "row" if rng.random() < 2 / 3 else "col"
        transposes = rng.choice(["NN", "NN", "NT", "TN", "TT"])
        if 2e6 <= 2.0 * m * n * k <= 2.0 * 6000 ** 3:
            shapes.append(f"{m}x{n}x{k}:{layout}:{transposes}")
    return shapes

if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: gemm-random-shapes.py SEED COUNT")
    print(",".join(draw(int(sys.argv[1]), int(sys.argv[2]))))
