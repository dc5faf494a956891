/*
 * Session 16 scratch harness (kept as the record of how docs/results/replay/session16/variants.txt was measured, not
 * built): replays the surrogate strategy over the named Kernel Tuner caches for seeds first..first+seeds-1 and prints
 * each cache's median evaluations to within 5% of the optimum, the per-seed list and the tuner overhead.
 */
package dev.kernelscope.tune;

import java.nio.file.Path;
import java.util.*;
import java.util.concurrent.*;

/** Scratch: replays the surrogate on caches given as args, seeds from -Dfirst (1) count -Dseeds (20). */
public class Harness {
    public static void main(String[] args) throws Exception {
        int seeds = Integer.getInteger("seeds", 20);
        long first = Long.getLong("first", 1);
        int threads = Integer.getInteger("threads", 1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Map<String, Future<String>> out = new LinkedHashMap<>();
        for (String name : args) {
            out.put(name, pool.submit(() -> {
                Replay replay = new Replay(KernelTunerCache.read(Path.of("/work/shared/data/kernel-tuner-caches/" + name + ".json.gz")));
                ReplayStudy s = ReplayStudy.run(name, replay, Strategies.SURROGATE, 200, seeds, first);
                StringBuilder per = new StringBuilder();
                for (var r : s.runs()) per.append(r.evaluationsToWithin5Percent() == null ? "-" : r.evaluationsToWithin5Percent()).append(' ');
                double cm = s.runs().stream().mapToDouble(r -> r.evaluationsToWithin5Percent() == null ? 250 : r.evaluationsToWithin5Percent()).average().orElse(0);
                return String.format("%-28s median %-6s reached %2d/%d cmean %5.1f ms %.2f  | %s", name,
                        s.medianEvaluationsToWithin5Percent() == null ? "NR" : s.medianEvaluationsToWithin5Percent(),
                        s.seedsWithin5Percent(), seeds, cm, s.medianOverheadMs(), per);
            }));
        }
        for (var e : out.entrySet()) System.out.println(e.getValue().get());
        pool.shutdown();
    }
}
