/*
 * tune's options that describe a replayed cache's device and launch for --min-occupancy (--arch, --group-size,
 * --local-memory): a Kernel Tuner cache names its device but not its architecture, nor how its parameters make a
 * group's work-items and local memory.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.tune.ReplayComparison;
import picocli.CommandLine.Option;

final class ReplayOccupancyOptions {
    @Option(names = "--arch", paramLabel = "ID",
            description = "With --replay and --min-occupancy: the occupancy model's architecture for the caches'"
                + " device (e.g. sm_75 for a TITAN RTX or RTX 2080 Ti, sm_86 for an RTX 3060).")
    String arch;

    @Option(names = "--group-size", paramLabel = "EXPR",
            description = "With --replay and --min-occupancy: work-items per group as an expression over the cache's"
                + " parameters (default: the product of block_size_x, _y, _z, Kernel Tuner's default names).")
    String groupSize;

    @Option(names = "--local-memory", paramLabel = "EXPR",
            description = "With --replay and --min-occupancy: local (shared) memory bytes per group as an expression"
                + " over the cache's parameters (default: none).")
    String localMemory;

    /** Whether any of the three was given (they apply to --replay only). */
    boolean given() {
        return arch != null || groupSize != null || localMemory != null;
    }

    /** How a replay holds back configurations below {@code threshold} (a fraction, more than 0). */
    ReplayComparison.Occupancy occupancy(double threshold) {
        return new ReplayComparison.Occupancy(ArchRegistry.presets().get(arch), threshold, groupSize, localMemory);
    }
}
