/*
 * Deprioritizing by the occupancy model before compiling: what is known of a configuration before it is compiled
 * (work-items per group, the local memory it declares) goes to the model of the device's architecture with
 * registers unknown, so the estimate is an upper bound of what the compiled kernel reaches. A configuration whose
 * estimate is below the threshold is held back, never dropped: DeprioritizedLast proposes it after the others.
 */
package dev.kernelscope.tune;

import dev.kernelscope.device.Device;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.occupancy.OccupancyCore;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

public final class OccupancyPriority {
    /**
     * The default threshold: 0, off. Replayed on the nine published caches (docs/tuning.md, "Deprioritizing by
     * occupancy"; surrogate, 20 seeds), 25% helped the convolution and GEMM on the RTX 2080 Ti a little, changed
     * nothing on pnpoly, and raised GEMM on the RTX 3060 laptop from 51.5 to 93 evaluations to 5% (at 50%: no seed
     * got there in 200). A user who knows the kernel needs occupancy sets one (--min-occupancy 25%).
     */
    public static final double DEFAULT_THRESHOLD = 0.0;

    /**
     * What is known before compiling: work-items per group and local memory bytes per group, and what the local
     * figure covers (said in every reason, since static __local arrays are known only to some spaces).
     */
    public record Footprint(long threads, long localBytes, String localSource) {}

    /** A configuration held back: its estimate and the reason, as recorded in the cache and the report. */
    public record Held(String key, Map<String, Long> parameters, double estimate, String reason, boolean evaluated) {}

    /**
     * What a live run's report says about deprioritizing: the rule (null: off), why it is off or what it could not
     * model, and every configuration held back with its reason and whether it was measured later.
     */
    public record Summary(String rule, String note, List<Held> held) {}

    private final Architecture arch;
    private final OccupancyModel model;
    private final double threshold;
    private final Function<Configuration, Footprint> footprint;
    private final Map<Configuration, Optional<String>> decided = new HashMap<>();
    private final Map<Configuration, Double> estimates = new HashMap<>();

    /**
     * {@code footprint} may return null for a configuration whose footprint cannot be computed (it is then never
     * held back). {@code threshold}: a fraction in (0, 1].
     */
    public OccupancyPriority(Architecture arch, double threshold, Function<Configuration, Footprint> footprint) {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException("threshold " + threshold);
        }
        this.arch = arch;
        this.model = OccupancyModel.of(arch);
        this.threshold = threshold;
        this.footprint = footprint;
    }

    /**
     * The priority of a live run on {@code device}: null when {@code threshold} is 0 (off) or the occupancy model
     * has no preset for the device (PoCL on a CPU, an unknown GPU); {@link #summary} says which.
     */
    public static OccupancyPriority forDevice(Device device, double threshold,
                                              Function<Configuration, Footprint> footprint) {
        if (threshold <= 0) {
            return null;
        }
        return ArchRegistry.presets().find(device.archPreset())
                .map(a -> new OccupancyPriority(a, threshold, footprint)).orElse(null);
    }

    /** The report's summary for a run whose strategy was {@code strategy} (a DeprioritizedLast when it held any). */
    public static Summary summary(Device device, double threshold, OccupancyPriority priority, SearchStrategy strategy) {
        if (threshold <= 0) {
            return new Summary(null, "off (--min-occupancy 0)", List.of());
        }
        if (priority == null) {
            return new Summary(null, "not applied: the occupancy model has no architecture for " + device.label()
                    + " (" + (device.architecture().isEmpty() ? "not identified by the driver" : device.architecture())
                    + ")", List.of());
        }
        return new Summary(priority.toString(), "registers are known only after compiling: the estimate leaves them"
                + " out, so it is an upper bound of the compiled kernel's occupancy",
                strategy instanceof DeprioritizedLast d ? d.held() : List.of());
    }

    public Architecture arch() { return arch; }

    public double threshold() { return threshold; }

    /** The model's estimate before compiling (registers unknown), empty when the footprint is unknown or invalid. */
    public Optional<Double> estimate(Configuration c) {
        reason(c);
        return Optional.ofNullable(estimates.get(c));
    }

    /** Why {@code c} is held back, or empty when its estimate reaches the threshold (or is unknown). */
    public Optional<String> reason(Configuration c) {
        Optional<String> known = decided.get(c);
        if (known != null) {
            return known;
        }
        Optional<String> reason = Optional.empty();
        Footprint f = footprint.apply(c);
        if (f != null && f.threads() >= 1 && f.threads() <= Integer.MAX_VALUE && f.localBytes() >= 0
                && f.localBytes() <= Integer.MAX_VALUE) {
            try {
                OccupancyCore core = model.core(OccupancyQuery.of(arch, (int) f.threads(), 0, (int) f.localBytes()));
                estimates.put(c, core.occupancy());
                if (core.occupancy() < threshold) {
                    reason = Optional.of(String.format(Locale.ROOT, "occupancy estimated before compiling %.0f%% < %.0f%%"
                            + " (%s: %d work-items, %d B local memory from %s, registers unknown; limited by %s)",
                            100 * core.occupancy(), 100 * threshold, arch.id(), f.threads(), f.localBytes(),
                            f.localSource(), core.limitersJoined().isEmpty() ? "nothing" : core.limitersJoined()));
                }
            } catch (InvalidInputException beyondLimits) {
                // above a hard per-group limit: the space's device restrictions or the launch decide, not priority
            }
        }
        decided.put(c, reason);
        return reason;
    }

    /** For the report: "below 25% on sm_75 (threads and local memory before compiling)". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "occupancy below %.0f%% on %s, estimated before compiling", 100 * threshold,
                arch.id());
    }
}
