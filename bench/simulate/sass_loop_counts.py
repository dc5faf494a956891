#!/usr/bin/env python3
# Counts the SASS instructions of each kernel's innermost timed loop (label .. backward BRA) in `cuobjdump -sass`
# output, by class (global load, shared load/store, barrier, FFMA, other), so the simulator runs the compiled mix.
import json, re, sys

text = open(sys.argv[1]).read()
result = {}
for block in re.split(r"\n\s*Function : ", text)[1:]:
    name = block.split("\n", 1)[0].strip()
    lines = block.split("\n")
    insts, labels = [], {}
    for line in lines:
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;", line)
        if m:
            labels[int(m.group(1), 16)] = len(insts)   # cuobjdump prints branch targets as addresses
            insts.append(m.group(2))
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
    counts["body"] = body
    result[name] = counts
json.dump(result, sys.stdout, indent=1)
