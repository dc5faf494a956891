#!/usr/bin/env python3
# How precisely each published cache ranks its best configurations: the standard error of each record's `time`
# (Kernel Tuner's mean of `times`) relative to it, the first sample against the others' mean (a warm-up run kept
# in the mean), and how many configurations lie within 5% of the optimum by `time`, by the median of `times` and by
# the mean without the first sample. Usage: cache-noise.py CACHE.json.gz ...
import gzip, json, statistics as st, sys

for path in sys.argv[1:]:
    cache = json.load(gzip.open(path))['cache']
    ok = [r for r in cache.values() if isinstance(r.get('time'), (int, float)) and isinstance(r.get('times'), list)
          and len(r['times']) > 1]
    best = min(r['time'] for r in ok)
    medians = [st.median(r['times']) for r in ok]
    rest = [st.mean(r['times'][1:]) for r in ok]
    top = sorted(ok, key=lambda r: r['time'])[:2]
    print('%-30s configs %5d | median SE of time %5.1f%% | first/rest %.2f | within 5%%: by time %3d, by median %3d,'
          ' without the first sample %3d | second best %.3fx, best kernel %.4f ms' % (
              path.split('/')[-1].replace('.json.gz', ''), len(ok),
              100 * st.median(st.stdev(r['times']) / len(r['times']) ** 0.5 / r['time'] for r in ok),
              st.median(r['times'][0] / st.mean(r['times'][1:]) for r in ok),
              sum(r['time'] <= 1.05 * best for r in ok), sum(m <= 1.05 * min(medians) for m in medians),
              sum(m <= 1.05 * min(rest) for m in rest), top[1]['time'] / best, best))
