#!/usr/bin/env python3
"""Where a GEMM kernel's main loop issues its global loads: for each SASS listing (cuobjdump -sass), the loop of
each GEMM function (sgemm_tuned, sgemm_tuned_split; else the listing's first function) that holds its math, its
instruction count, its LDG offsets, how many of its FFMAs come before the first LDG, and how many ptxas placed
between the loop's two barriers (rung 8's STAGES=1 step). Loads issued after most of the math leave their latency
exposed (docs/results/h200/session45, call 3); math between the barriers keeps the SM busy while its one group waits
there (52 in the general entry's packed kernel, none in session 63's slower SCALAR_LOADS=2 twin).
Usage: ldg_positions.py FILE.sass [...]"""
import sys

from loop_mix import functions as all_functions
from loop_mix import loops, opcode, read_sass


def functions(text):
    """(name, body) of each sgemm_tuned* function but the reduces, or of the listing's first function."""
    named = all_functions(text)
    gemm = [(n, b) for n, b in named if n.startswith("sgemm_tuned") and "reduce" not in n]
    return gemm or named[:1]


def main_loop(body):
    code, labels = read_sass(body.splitlines())
    rows = [(address, opcode(instruction)) for address, instruction in code]
    found = loops(code, labels)
    if not found:
        return None
    def ffmas(loop):
        return [a for a, op in rows if loop[0] <= a <= loop[1] and op == "FFMA"]
    # the innermost loop holding most of the math: the shortest of those with at least half the FFMAs of the richest
    # (the split kernel's main loop sits inside its loop over runs)
    most = max(len(ffmas(l)) for l in found)
    loop = min((l for l in found if 2 * len(ffmas(l)) >= most), key=lambda l: l[1] - l[0])
    inside = [(a, op) for a, op in rows if loop[0] <= a <= loop[1]]
    barriers = [a for a, op in inside if op.startswith("BAR")]
    between = (sum(1 for a, op in inside if barriers[0] < a < barriers[-1] and op == "FFMA")
               if len(barriers) >= 2 else None)
    return loop, len(inside), ffmas(loop), [a for a, op in inside if op.startswith("LDG")], between


for path in sys.argv[1:]:
    for name, body in functions(open(path).read()):
        found = main_loop(body)
        where = f"{path.split('/')[-1]} {name}"
        if found is None:
            print(f"{where}: no loop")
            continue
        (first, last), count, ffma, ldg, between = found
        before = sum(1 for a in ffma if ldg and a < ldg[0])
        barriers = "" if between is None else f"; {between} between its barriers"
        print(f"{where}: loop {first:#x}-{last:#x}, {count} instructions, {len(ffma)} FFMA; {len(ldg)} LDG at "
              f"{', '.join(hex(a) for a in ldg)}; {before} of the FFMAs before the first LDG{barriers}")
