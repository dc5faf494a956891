/*
 * A replay over several seeds, as `kernelscope tune --replay` reports it: per seed the best time found, the
 * best at 50/100/200 evaluations and the evaluations to come within 5% of the cache's optimum; their medians.
 */
package dev.kernelscope.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public record ReplayStudy(String cache, String deviceName, String kernelName, int configurations,
                          int failedConfigurations, double optimum, long within5PercentConfigurations,
                          String strategy, int maxEvals, int seeds, List<SeedResult> runs,
                          Double medianEvaluationsToWithin5Percent, int seedsWithin5Percent,
                          List<Double> medianBestAt, double medianBest, double medianOverheadMs,
                          double maxOverheadMs, double seconds, String deprioritized) {

    /**
     * One seed: best found, evaluations used, evaluations to 5% (null: not reached), best at 50/100/200, the
     * tuner's median and largest overhead per configuration (ms: strategy and bookkeeping).
     */
    public record SeedResult(long seed, double best, int evaluations, Integer evaluationsToWithin5Percent,
                             List<Double> bestAt, double medianOverheadMs, double maxOverheadMs, int held) {}

    public static ReplayStudy run(String name, Replay replay, Strategies strategy, int maxEvals, int seeds,
                                  long firstSeed) {
        return run(name, replay, strategy, maxEvals, seeds, firstSeed, null);
    }

    /** As above with configurations below {@code priority}'s occupancy threshold held back (null: none). */
    public static ReplayStudy run(String name, Replay replay, Strategies strategy, int maxEvals, int seeds,
                                  long firstSeed, OccupancyPriority priority) {
        long start = System.nanoTime();
        List<Replay.Run> runs = new ArrayList<>();
        for (int s = 0; s < seeds; s++) {
            runs.add(replay.run(strategy, maxEvals, firstSeed + s, priority));
        }
        return of(name, replay, strategy, maxEvals, runs, (System.nanoTime() - start) / 1e9,
                priority == null ? null : priority.toString());
    }

    static ReplayStudy of(String name, Replay replay, Strategies strategy, int maxEvals, List<Replay.Run> runs,
                          double seconds, String deprioritized) {
        List<SeedResult> seedResults = runs.stream().map(r -> new SeedResult(r.seed(), r.best(), r.evaluations(),
                r.evaluationsToWithin5Percent(), r.bestAtCheckpoints(), r.medianOverheadMs(), r.maxOverheadMs(), r.held()))
                .toList();
        List<Double> medianAt = new ArrayList<>();
        for (int c = 0; c < Replay.CHECKPOINTS.length; c++) {
            int i = c;
            medianAt.add(median(runs.stream().mapToDouble(r -> r.bestAtCheckpoints().get(i)).toArray()));
        }
        KernelTunerCache.Header header = replay.cache().header();
        return new ReplayStudy(name, header.deviceName(), header.kernelName(), replay.configurations(),
                replay.failedConfigurations(), replay.optimum(), replay.within(Replay.WITHIN), strategy.id(), maxEvals,
                runs.size(), seedResults, Replay.medianEvaluations(runs, maxEvals),
                (int) runs.stream().filter(r -> r.evaluationsToWithin5Percent() != null).count(), medianAt,
                median(runs.stream().mapToDouble(Replay.Run::best).toArray()),
                median(runs.stream().mapToDouble(Replay.Run::medianOverheadMs).toArray()),
                runs.stream().mapToDouble(Replay.Run::maxOverheadMs).max().orElse(0), seconds, deprioritized);
    }

    /** The median over seeds of the configurations held back by the occupancy estimate. */
    public static double medianHeld(ReplayStudy study) {
        return median(study.runs().stream().mapToDouble(SeedResult::held).toArray());
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }
}
