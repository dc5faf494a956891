# Summarizes a trace of the default surrogate on pnpoly_RTX_Titan (seeds 1-20), as printed by the experiment build
# (experiment.patch: -Dks.trace=true -Dks.target=2,448,20,0): per seed, when it first came within 10%, entered the
# optimum's region (tile_size 20, use_method 0), and where the local steps ranked the optimum while it was a candidate.
import sys
opt = 0.013523199781775474
seeds, ranks, seed = [], {}, 0
for line in open(sys.argv[1]):
    if line.startswith('TRACE 1 '):
        seeds.append([]); seed += 1
    if line.startswith('TRACE'):
        _, n, k, t, kind = line.split()
        seeds[-1].append((k.split(','), float(t) / opt, kind))
    elif line.startswith('RANK'):
        _, n, r, _ = line.split()
        ranks.setdefault(seed, []).append(f'{n}:{r}')
def first(s, pred):
    return next((i + 1 for i, (k, r, _) in enumerate(s) if pred(k, r)), '-')
for i, s in enumerate(seeds, 1):
    region = lambda k: k[2] == '20' and k[3] == '0'
    print(f'seed {i:2d}: 5% at {first(s, lambda k, r: r <= 1.05)}, 10% at {first(s, lambda k, r: r <= 1.10)}, '
          f'region at {first(s, lambda k, r: region(k))}, block 448 in the region at '
          f'{first(s, lambda k, r: region(k) and k[1] == "448")}; region configurations measured by 60: '
          f'{sum(region(k) for k, _, _ in s[:60])}, by 200: {sum(region(k) for k, _, _ in s)}; '
          f'optimum\'s rank among the local candidates (evaluation:rank/candidates), first 6: '
          f'{" ".join(ranks.get(i, [])[:6]) or "never a candidate before it was measured"}')
