#!/usr/bin/env python3
# Summarizes barrier_phases.cu's output (phases.json[.gz]): per block, the median period, load phase and compute
# phase; for 2+ blocks per SM, how often 0, 1, 2... blocks compute at once and the younger block's phases by where its
# loads fall in the older block's period; for 1 block, the spread and lag-1 autocorrelation of the load phase (the
# memoryLatencyDrift calibration). Marks per iteration: loadIssue, barrier1Released, ffmaDone, barrier2Released, for
# the first (oldest) and last (youngest) warp of each block. Usage: barrier_phases.py phases.json.gz
import bisect
import gzip
import json
import statistics
import sys


def mark(arr, i, k):
    return arr[i * 4 + k]


def main(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        d = json.load(f)
    n = d["iters"]
    print(f'{d["device"]}, {d["iters"]} iterations; SM cycles; medians over iterations 20..{n - 21} of SMs 0-7')
    for c in d["configs"]:
        name = f'{c["alu"]} FFMA, {c["blocksPerSm"]} x {c["threads"]}'
        print(f"\n== {name} (registers {c['registers']}, occupancy API {c['occupancyApiBlocks']} blocks/SM)")
        print("  block  period  load phase (youngest warp: load issue -> barrier 1)  compute phase (barrier 1 -> last FFMA)")
        rows = {}
        for s in c["sms"]:
            for pos, b in enumerate(s["blocks"]):
                f, l = b["firstWarp"], b["lastWarp"]
                it = range(20, n - 20)
                r = rows.setdefault(pos, ([], [], []))
                r[0].append(statistics.median(mark(l, i + 1, 0) - mark(l, i, 0) for i in it))
                r[1].append(statistics.median(mark(l, i, 1) - mark(l, i, 0) for i in it))
                r[2].append(statistics.median(max(mark(f, i, 2), mark(l, i, 2)) - mark(l, i, 1) for i in it))
        for pos, (per, load, comp) in sorted(rows.items()):
            print(f"  {'ABCD'[pos]} {'(oldest)' if pos == 0 else '        '}  {statistics.median(per):6.0f}  {statistics.median(load):6.0f}"
                  f"{'':45}{statistics.median(comp):6.0f}")
        if c["blocksPerSm"] == 1:
            windows, xs, ys = [], [], []
            for s in c["sms"]:
                l = s["blocks"][0]["lastWarp"]
                w = [mark(l, i, 1) - mark(l, i - 1, 3) for i in range(2, n)]   # barrier 2 release -> barrier 1 release
                windows += w
                xs += w[:-1]
                ys += w[1:]
            windows.sort()
            q = lambda p: windows[int(p * len(windows))]
            mx, my = statistics.fmean(xs), statistics.fmean(ys)
            cov = statistics.fmean((a - mx) * (b - my) for a, b in zip(xs, ys))
            print(f"  load window (barrier 2 -> barrier 1 release, youngest warp): p10 {q(.1)}  p50 {q(.5)}  p90 {q(.9)}"
                  f"  p90-p10 {q(.9) - q(.1)}  lag-1 autocorrelation {cov / statistics.pstdev(xs) / statistics.pstdev(ys):.2f}")
            continue
        share = {}
        for s in c["sms"]:
            wins = []
            for b in s["blocks"]:
                f, l = b["firstWarp"], b["lastWarp"]
                wins.append([(min(mark(f, i, 1), mark(l, i, 1)), max(mark(f, i, 2), mark(l, i, 2))) for i in range(n)])
            t0, t1 = max(w[0][0] for w in wins), min(w[-1][1] for w in wins)
            ev = sorted(e for w in wins for a, b in w for e in ((max(a, t0), 1), (min(b, t1), -1)) if min(b, t1) > max(a, t0))
            k, last = 0, t0
            for t, dk in ev:
                share[k] = share.get(k, 0) + (t - last) / (t1 - t0) / len(c["sms"])
                k += dk
                last = t
        print("  time with k blocks in their compute phase: " + ", ".join(f"{k}: {v:.2f}" for k, v in sorted(share.items())))
        if c["blocksPerSm"] == 2:
            bins = {}
            for s in c["sms"]:
                a, b = s["blocks"]
                ald = [mark(a["lastWarp"], i, 0) for i in range(n)]
                bf, bl = b["firstWarp"], b["lastWarp"]
                for i in range(5, n - 5):
                    t = mark(bl, i, 0)
                    j = bisect.bisect_right(ald, t) - 1
                    if 1 <= j < n - 1:
                        off = (t - ald[j]) / (ald[j + 1] - ald[j])
                        bins.setdefault(int(off * 5), []).append(
                            (mark(bl, i, 1) - mark(bl, i, 0), max(mark(bf, i, 2), mark(bl, i, 2)) - mark(bl, i, 1)))
            print("  younger block B by where its loads fall in A's period: offset  iterations  B's load phase  B's compute phase")
            for k, v in sorted(bins.items()):
                print(f"    {k / 5:.1f}-{(k + 1) / 5:.1f}  {len(v):5d}  {statistics.median(x for x, _ in v):6.0f}  {statistics.median(y for _, y in v):6.0f}")


if __name__ == "__main__":
    main(sys.argv[1])
