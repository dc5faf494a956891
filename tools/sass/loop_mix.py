#!/usr/bin/env python3
# Reads nvdisasm/cuobjdump SASS text and prints, per function and for every loop (a backward branch) in it, its
# instruction count by opcode, the share of FFMA, local-memory traffic (LDL/STL) and FFMAs whose three non-reused
# source registers share a register bank (Volta and later: 2 banks, reg % 2; a conflict needs all three in one bank).
# Each function's addresses start at 0 again, so a listing of several is read one function at a time (until session
# 63 the loops of one were counted over all of them). read_sass, loops, opcode and functions are the SASS reading
# ldg_positions.py shares.
import collections
import re
import sys


def read_sass(lines):
    """[(address, instruction)] of a listing's lines, and {label: address} of nvdisasm's .L_x_N labels."""
    code = []
    labels = {}
    pending = []
    for line in lines:
        label = re.match(r"\s*\.L_x_(\d+):", line)
        if label:
            pending.append(label.group(1))
            continue
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;", line)
        if m:
            address = int(m.group(1), 16)
            for name in pending:
                labels[name] = address
            pending = []
            code.append((address, m.group(2)))
    return code, labels


def loops(code, labels):
    """(first, last) address of every loop: each branch back to an earlier address."""
    found = []
    for address, instruction in code:
        target = re.search(r"BRA.*\.L_x_(\d+)", instruction)          # nvdisasm: a label
        absolute = re.search(r"BRA\s+(?:P\d+,\s*)?0x([0-9a-f]+)", instruction)  # cuobjdump: an address
        start = labels.get(target.group(1)) if target else int(absolute.group(1), 16) if absolute else None
        if start is not None and start < address:
            found.append((start, address))
    return found


def opcode(instruction):
    """The instruction's opcode, without its predicate."""
    return re.sub(r"^@!?U?P\w+\s+", "", instruction).split()[0]


def functions(text):
    """(name, body) of each function of a listing (cuobjdump's "Function : NAME" headers), or the whole text."""
    parts = re.split(r"Function : (\S+)\n", text)
    named = [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2)]
    return named or [("listing", text)]


def main(path):
    for name, body in functions(open(path).read()):
        print("function %s:" % name)
        mix_of_loops(body)


def mix_of_loops(body):
    code, labels = read_sass(body.splitlines())
    local = sum(1 for _, i in code if re.search(r"\b(LDL|STL)\b", i))
    print("  whole function: %d instructions, LDL/STL: %d" % (len(code), local))
    for start, end in loops(code, labels):
        mix = collections.Counter()
        conflicts = 0
        for address, instruction in code:
            if start <= address <= end:
                op = opcode(instruction)
                mix[op] += 1
                if op == "FFMA":
                    sources = [o.strip() for o in instruction.split(None, 1)[1].split(",")][1:]
                    banks = [int(r.group(1)) % 2 for o in sources for r in [re.match(r"-?R(\d+)(\.reuse)?$", o)]
                             if r and not r.group(2)]
                    conflicts += len(banks) == 3 and len(set(banks)) == 1
        total = sum(mix.values())
        print("  loop %#06x-%#06x: %d instructions, FFMA %d (%.1f%%), 3-source bank conflicts %d" % (
            start, end, total, mix["FFMA"], 100.0 * mix["FFMA"] / total, conflicts))
        print("     " + ", ".join("%s %d" % kv for kv in mix.most_common()))


if __name__ == "__main__":
    main(sys.argv[1])
