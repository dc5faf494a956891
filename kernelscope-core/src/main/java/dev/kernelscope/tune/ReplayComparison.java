/*
 * Strategies replayed over several Kernel Tuner caches, as `kernelscope tune --replay` runs them: per cache and
 * strategy a ReplayStudy over the seeds (optionally holding back what the occupancy model rates low) and, for a
 * chart, each strategy's best-so-far curve on the first seed. The command line only parses and prints.
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

public final class ReplayComparison {

    /** Hold back configurations below {@code threshold} on {@code arch}; groupSize null: the cache's block sizes. */
    public record Occupancy(Architecture arch, double threshold, String groupSize, String localMemory) {}

    /** One strategy's best time after each evaluation on one seed. */
    public record Curve(Strategies strategy, long seed, double[] bestSoFar) {}

    /** optimum: the last cache's best time. */
    public record Outcome(List<ReplayStudy> studies, List<Curve> curves, double optimum) {}

    private ReplayComparison() {}

    /**
     * Replays every strategy on every cache over seeds {@code firstSeed..firstSeed+seeds-1}; {@code curves}: also
     * record each strategy's convergence on {@code firstSeed} (without occupancy). {@code progress} sees each study
     * as it finishes.
     */
    public static Outcome run(List<Path> caches, List<Strategies> strategies, int budget, int seeds, long firstSeed,
                              Occupancy occupancy, boolean curves, Consumer<ReplayStudy> progress) {
        List<ReplayStudy> studies = new ArrayList<>();
        List<Curve> lines = new ArrayList<>();
        double optimum = Double.NaN;
        for (Path file : caches) {
            Replay replayed = new Replay(KernelTunerCache.readComplete(file));
            optimum = replayed.optimum();
            OccupancyPriority priority = occupancy == null ? null : priority(replayed, file, occupancy);
            for (Strategies s : strategies) {
                ReplayStudy study = ReplayStudy.run(file.getFileName().toString(), replayed, s, budget, seeds,
                        firstSeed, priority);
                studies.add(study);
                progress.accept(study);
                if (curves) {
                    lines.add(new Curve(s, firstSeed, replayed.run(s, budget, firstSeed).bestSoFar()));
                }
            }
        }
        return new Outcome(studies, lines, optimum);
    }

    private static OccupancyPriority priority(Replay replayed, Path file, Occupancy occupancy) {
        String threads = occupancy.groupSize() != null ? occupancy.groupSize() : replayed.defaultGroupSize();
        if (threads == null) {
            throw new InvalidInputException("--min-occupancy: " + file.getFileName() + " has no block_size_x,"
                    + " _y or _z; give the work-items per group with --group-size (e.g. 'MDIMC * NDIMC').");
        }
        return replayed.priority(occupancy.arch(), occupancy.threshold(), threads, occupancy.localMemory());
    }
}
