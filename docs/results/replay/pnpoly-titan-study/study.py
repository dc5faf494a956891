# Study of pnpoly_RTX_Titan (tune-pnpoly session, 2026-11-29): where the optimum lies, its neighbours, and how well
# any model of a search's sample can order the region it lies in. Reads the published cache; output in study.txt.
# Usage: python3 study.py [path to the caches]  (default ../../../../../shared/data/kernel-tuner-caches)
import collections, gzip, json, math, random, statistics as st, sys

root = sys.argv[1] if len(sys.argv) > 1 else '../../../../../shared/data/kernel-tuner-caches'
d = json.load(gzip.open(f'{root}/pnpoly_RTX_Titan.json.gz'))
keys, params, cache = d['tune_params_keys'], d['tune_params'], d['cache']
ran = {tuple(map(int, k.split(','))): v['time'] for k, v in cache.items() if isinstance(v['time'], (int, float))}
best = min(ran.values())
opt = min(ran, key=ran.get)
print(f'parameters {keys}; {len(cache)} configurations, {len(ran)} ran, optimum {opt} {best * 1000:.1f} us')
print('values:', {k: (len(v), v[0], v[-1]) for k, v in params.items()})

print('\n1. The 12 fastest (time / optimum) and their runs (first run is a warm-up, ~2.6x):')
for k in sorted(ran, key=ran.get)[:12]:
    t = cache[','.join(map(str, k))]['times']
    print(f'  {k}  {ran[k] / best:.3f}  median of runs {st.median(t) / best:.3f}  runs without the first '
          f'{st.mean(t[1:]) / best:.3f}')
for f in (1.05, 1.10, 1.15, 1.20):
    print(f'  within {round((f - 1) * 100)}%: {sum(t <= f * best for t in ran.values())}')

print('\n2. Per-parameter: fastest and median over the configurations with each value (x optimum):')
for i, p in enumerate(keys):
    by = collections.defaultdict(list)
    for k, t in ran.items():
        by[k[i]].append(t / best)
    print(f'  {p}: ' + ', '.join(f'{v}: {min(x):.2f}/{st.median(x):.2f}' for v, x in sorted(by.items())))

print('\n3. The optimum\'s one-parameter neighbours (x optimum; F: failed):')
for i, p in enumerate(keys):
    row = []
    for v in params[p]:
        if v == opt[i]:
            continue
        k = opt[:i] + (v,) + opt[i + 1:]
        key = ','.join(map(str, k))
        row.append(f'{v}: ' + (f'{ran[k] / best:.2f}' if k in ran else 'F' if key in cache else '-'))
    print(f'  {p}: ' + ', '.join(row))

print('\n4. Its region (tile_size 20, use_method 0), between_method x block_size_x (x optimum):')
print('      ' + ' '.join(f'{b:>4}' for b in params['block_size_x']))
for bm in params['between_method']:
    cells = []
    for b in params['block_size_x']:
        k = (bm, b, 20, 0)
        cells.append(f'{ran[k] / best:4.2f}' if k in ran else '   F')
    print(f'  bm{bm} ' + ' '.join(cells))
region = [k for k in ran if k[2] == 20 and k[3] == 0]
print(f'  {len(region)} configurations ran; random order finds the optimum after a median '
      f'{(len(region) + 1) / 2:.1f} of them')

def main_effects(sample):
    """Backfitted additive model on log time, each value's effect shrunk by n/(n+3)."""
    mu = st.mean(math.log(ran[k]) for k in sample)
    eff = [collections.defaultdict(float) for _ in keys]
    for _ in range(6):
        for p in range(len(keys)):
            s, n = collections.defaultdict(float), collections.Counter()
            for k in sample:
                s[k[p]] += math.log(ran[k]) - mu - sum(eff[q][k[q]] for q in range(len(keys)) if q != p)
                n[k[p]] += 1
            eff[p] = collections.defaultdict(float, {v: s[v] / (n[v] + 3) for v in s})
    return lambda k: mu + sum(eff[q][k[q]] for q in range(len(keys)))

print('\n5. How well a model of averages orders the region (rank of the optimum among its unmeasured configurations;'
      ' 200 draws each):')
f = main_effects(list(ran))
print(f'  fitted to all {len(ran)}: rank {1 + sum(f(k) < f(opt) for k in region)} of {len(region)} in the region, '
      f'{1 + sum(f(k) < f(opt) for k in ran)} of {len(ran)} overall')
rng = random.Random(1)
for label, pool in (('uniform sample', list(ran)), ('sample of tile_size >= 16', [k for k in ran if k[2] >= 16])):
    for n in (40, 80, 160):
        ranks = []
        for _ in range(200):
            sample = rng.sample(pool, n)
            f = main_effects(sample)
            rest = [k for k in region if k not in sample]
            if opt in rest:
                ranks.append(1 + sum(f(k) < f(opt) for k in rest))
        ranks.sort()
        print(f'  {label}, {n}: median rank {st.median(ranks)} (q1-q3 {ranks[len(ranks) // 4]}-'
              f'{ranks[3 * len(ranks) // 4]}) of ~{len(region)}')

print('\n6. Neighbour vote (full knowledge): configurations ranked by how many of their one-parameter neighbours lie'
      ' within X of the optimum; rank of the optimum:')
groups = collections.defaultdict(list)
for k in cache:
    t = tuple(map(int, k.split(',')))
    for i in range(len(t)):
        groups[(i, t[:i] + t[i + 1:])].append(t)
def neighbours(t):
    out = set()
    for i in range(len(t)):
        out.update(groups[(i, t[:i] + t[i + 1:])])
    out.discard(t)
    return out
for x in (1.10, 1.15, 1.20):
    near = {k for k, t in ran.items() if t <= x * best}
    score = {k: len(neighbours(k) & near) for k in ran}
    print(f'  X = {round((x - 1) * 100)}% ({len(near)} configurations): the optimum has {score[opt]}, rank '
          f'{1 + sum(s > score[opt] for s in score.values())}')
