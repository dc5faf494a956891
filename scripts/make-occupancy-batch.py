#!/usr/bin/env python3
# Writes a deterministic CSV of occupancy queries for benchmarking `kernelscope occupancy --batch`:
#   scripts/make-occupancy-batch.py ROWS FILE   (e.g. 1000000 big.csv)
# Rows cycle over every preset family with values valid on that architecture, plus a carried-through "kernel" column.
import random
import sys

NVIDIA = ["sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120"]
AMD_GCN = ["gcn", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"]
AMD_RDNA = ["gfx1010", "gfx1030", "gfx1100", "gfx1102", "gfx1201"]
SMALL = ["rogue", "apple-a8", "apple7"]  # at most 512 threads per group, at most 16 KiB shared here


def row(rng):
    pick = rng.random()
    scalar, wave, mode = "", "", ""
    if pick < 0.45:
        arch = rng.choice(NVIDIA)
        threads = 32 * rng.randint(1, 32)
        registers = rng.randint(16, 128)
        shared = 256 * rng.randint(0, 160)
    elif pick < 0.70:
        arch = rng.choice(AMD_GCN)
        threads = 64 * rng.randint(1, 16)
        registers = rng.randint(16, 128)
        shared = 512 * rng.randint(0, 64)
        scalar = str(rng.randint(16, 96))
    elif pick < 0.95:
        arch = rng.choice(AMD_RDNA)
        threads = 32 * rng.randint(1, 32)
        registers = rng.randint(16, 200)
        shared = 1024 * rng.randint(0, 64)
        wave = rng.choice(["32", "64"])
        mode = rng.choice(["wgp", "cu"])
    else:
        arch = rng.choice(SMALL)
        threads = 32 * rng.randint(1, 16)
        registers = rng.randint(16, 96)
        shared = 16 * rng.randint(0, 1000)
    return f"{arch},{threads},{registers},{shared},{scalar},{wave},{mode},k{rng.randint(0, 9999)}\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-occupancy-batch.py ROWS FILE")
    rows, path = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(20251122)
    with open(path, "w", buffering=1 << 20) as out:
        out.write("arch,threads_per_block,registers_per_thread,shared_bytes_per_block,"
                  "scalar_registers,wave_size,mode,kernel\n")
        out.writelines(row(rng) for _ in range(rows))


if __name__ == "__main__":
    main()
