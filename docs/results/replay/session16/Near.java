/*
 * Session 16 scratch probe (a record, not built): per cache, how many configurations lie within 5, 10 and 15% of the
 * optimum and how many of them a seeded surrogate run measured; the figures docs/tuning.md quotes for the TITAN cache.
 */
package dev.kernelscope.tune;

import java.nio.file.Path;
import java.util.*;

/** Scratch: mean count of evaluations within 5/10/15% of the optimum over 200 evaluations, per cache. */
public class Near {
    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        int seeds = Integer.getInteger("seeds", 20);
        for (String name : args) {
            Replay replay = new Replay(KernelTunerCache.read(Path.of("/work/shared/data/kernel-tuner-caches/" + name + ".json.gz")));
            var f = Replay.class.getDeclaredField("times"); f.setAccessible(true);
            Map<Configuration, Double> times = (Map<Configuration, Double>) f.get(replay);
            double opt = replay.optimum();
            double[] sum = new double[4]; double[][] kind = new double[2][4];
            int[] totals = new int[3];
            double[] lim = {1.05, 1.10, 1.15};
            for (int k = 0; k < 3; k++) for (double t : times.values()) if (t <= opt * lim[k]) totals[k]++;
            for (long seed = 1; seed <= seeds; seed++) {
                SearchStrategy s = Strategies.SURROGATE.create(replay.space(), seed);
                int fails = 0;
                for (int i = 0; i < 200; i++) {
                    Configuration c = s.next().orElseThrow();
                    double t = times.getOrDefault(c, Double.POSITIVE_INFINITY);
                    s.tell(c, t);
                    for (int k = 0; k < 3; k++) if (t <= opt * lim[k]) sum[k]++;
                    if (!Double.isFinite(t)) fails++;
                    if (i >= 40) { int kk = i % 2 == 0 ? 0 : 1; kind[kk][0]++; if (t <= opt * 1.15) kind[kk][1]++; if (t > opt * 1.5) kind[kk][2]++; if (!Double.isFinite(t)) kind[kk][3]++; }
                }
                sum[3] += fails;
            }
            System.out.printf("%-28s per seed: within5 %.2f/%d within10 %.2f/%d within15 %.2f/%d failed %.1f%n", name,
                    sum[0] / seeds, totals[0], sum[1] / seeds, totals[1], sum[2] / seeds, totals[2], sum[3] / seeds);
            for (int kk = 0; kk < 2; kk++) System.out.printf("   %s steps 41-200: within15 %.2f  >1.5x %.2f  failed %.2f%n", kk == 0 ? "local" : "EI   ", kind[kk][1] / kind[kk][0], kind[kk][2] / kind[kk][0], kind[kk][3] / kind[kk][0]);
        }
    }
}
