#!/usr/bin/env python3
# One markdown table from `kernelscope stencil --output` JSON records: per pixel type, size, filter and variant, the
# median time, % of the copy measured in the same process, the speed-up over NPP and the registers, one column per
# file (e.g. before / after a change, CUDA / OpenCL). Usage: scripts/stencil-results-table.py A.json B.json ...
import gzip
import json
import sys


def load(path):
    record = json.load(gzip.open(path, 'rt') if path.endswith('.gz') else open(path))
    rows = {}
    for group in record['groups']:
        cell = (group['type'], f"{group['width']}x{group['height']}")
        copy_us = group['copy']['medianNs'] / 1000
        for filt in group['filters']:
            npp_us = filt['npp']['medianNs'] / 1000 if filt.get('npp') else None
            for variant in filt['variants']:
                us = variant['timed']['medianNs'] / 1000 if variant.get('timed') else None
                registers = (variant.get('resources') or {}).get('registersPerThread')
                rows[cell + (filt['filter'], variant['variant'])] = (us, copy_us, npp_us, registers)
    return rows


def main(paths):
    tables = [load(p) for p in paths]
    print('| type size filter variant | ' + ' | '.join(
        f"{p.split('/')[-1].replace('.json', '')} us (%copy, xNPP, regs)" for p in paths) + ' |')
    print('|---|' + '---|' * len(paths))
    # every row of every file, in the order they first appear: a tuned filter whose database choice changed between
    # the files is two rows ("tuned (vector, per pass)" before, "tuned (register-fused)" after), not one dropped
    keys = list(dict.fromkeys(key for table in tables for key in table))
    for key in keys:
        cells = []
        for table in tables:
            if key not in table or table[key][0] is None:
                cells.append('-')
                continue
            us, copy_us, npp_us, registers = table[key]
            npp = f', {npp_us / us:.2f}x' if npp_us else ''
            cells.append(f'{us:.1f} ({100 * copy_us / us:.1f}%{npp}, {registers} regs)')
        if any(c != '-' for c in cells):
            print(f"| {' '.join(key)} | " + ' | '.join(cells) + ' |')


if __name__ == '__main__':
    main(sys.argv[1:])
