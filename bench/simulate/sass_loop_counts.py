#!/usr/bin/env python3
# Counts the SASS instructions of each kernel's innermost timed loop (label .. backward BRA) in `cuobjdump -sass`
# output, by class (global load, shared load/store, barrier, FFMA, other), so the simulator runs the compiled mix,
# and the cycles the control codes make the warp wait (Volta+ encoding: bits 41-44 of each instruction's upper
# 64-bit word are its stall count, the minimum cycles before the warp's next instruction; bits 52-57 the scoreboards
# it waits on). exposedStallCycles sums stall-1 over the loop, leaving out the stalls that overlap a wait the
# simulator already models: a load's or barrier's own, and those after a load until the first instruction that waits
# on a scoreboard (they pass during the load's latency).
import json, re, sys



def loop_program(body, stalls, waits):
    """The loop as simulator steps in SASS order: LDG -> mem, STS -> sts, LDS -> lds, BAR -> barrier, the rest alu
    (consecutive ones merged), and `wait K` where an instruction's stall count leaves the warp K cycles idle that
    no load or barrier already covers. The waits stay where the compiler put them: with the yield hint they carry,
    they are where a warp hands the scheduler to another one mid-run."""
    steps, in_load = [], False
    for op, stall, wait in zip(body, stalls, waits):
        mnemonic = op.split()[0]
        kind = ("mem" if mnemonic.startswith("LDG") else "sts" if mnemonic.startswith("STS")
                else "lds" if mnemonic.startswith("LDS") else "barrier" if mnemonic.startswith("BAR") else "alu")
        if kind == "alu" and steps and steps[-1][0] == "alu":
            steps[-1][1] += 1
        else:
            steps.append([kind, 1])
        if kind in ("mem", "lds", "barrier"):
            in_load = kind != "barrier"
            continue
        if in_load and wait == 0:
            continue
        in_load = False
        if stall > 1:
            steps.append(["wait", stall - 1])
    return [k if k == "barrier" else f"{k} {n}" for k, n in steps]


text = open(sys.argv[1]).read()
result = {}
for block in re.split(r"\n\s*Function : ", text)[1:]:
    name = block.split("\n", 1)[0].strip()
    lines = block.split("\n")
    insts, labels, controls = [], {}, []
    for n, line in enumerate(lines):
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;", line)
        if m:
            labels[int(m.group(1), 16)] = len(insts)   # cuobjdump prints branch targets as addresses
            insts.append(m.group(2))
            upper = re.search(r"/\* 0x([0-9a-f]{16}) \*/", lines[n + 1]) if n + 1 < len(lines) else None
            controls.append(int(upper.group(1), 16) >> 41 if upper else None)
    loops = []
    for i, ins in enumerate(insts):
        m = re.search(r"\bBRA\b\s+(?:`\()?(?:\.L_x_\d+|(0x[0-9a-f]+))", ins)
        if m and m.group(1) and int(m.group(1), 16) in labels and labels[int(m.group(1), 16)] <= i:
            loops.append((labels[int(m.group(1), 16)], i))
    if not loops:
        continue
    lo, hi = max(loops, key=lambda l: l[1] - l[0])   # the timed loop is the longest backward branch
    body = [re.sub(r"^@!?U?P\w+\s+", "", s) for s in insts[lo:hi + 1]]
    counts = {"global": 0, "sharedLoad": 0, "sharedStore": 0, "barrier": 0, "ffma": 0, "other": 0}
    for op in body:
        mnemonic = op.split()[0]
        if mnemonic.startswith("LDG"):
            counts["global"] += 1
        elif mnemonic.startswith("LDS"):
            counts["sharedLoad"] += 1
        elif mnemonic.startswith("STS"):
            counts["sharedStore"] += 1
        elif mnemonic.startswith("BAR"):
            counts["barrier"] += 1
        elif mnemonic.startswith("FFMA"):
            counts["ffma"] += 1
        else:
            counts["other"] += 1
    counts["total"] = len(body)
    if all(c is not None for c in controls[lo:hi + 1]):
        stalls = [c & 15 for c in controls[lo:hi + 1]]
        waits = [(c >> 11) & 63 for c in controls[lo:hi + 1]]
        counts["stallCycles"] = sum(stalls)
        exposed, in_load = 0, False
        for op, stall, wait in zip(body, stalls, waits):
            mnemonic = op.split()[0]
            if mnemonic.startswith(("LDG", "LDS", "BAR")):
                in_load = not mnemonic.startswith("BAR")
                continue
            if in_load and wait == 0:
                continue
            in_load = False
            exposed += max(0, stall - 1)
        counts["exposedStallCycles"] = exposed
        counts["program"] = loop_program(body, stalls, waits)
    counts["body"] = body
    result[name] = counts
json.dump(result, sys.stdout, indent=1)
