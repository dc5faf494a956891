/*
 * The built-in search space of each GEMM rung, derived from the GemmRung registry: its parameters are the rung's
 * own (GemmRung.defaults()), its restrictions the rung's ParameterConstraints plus the device's group-size and
 * local-memory limits; only the values to try per parameter are chosen here, by what the parameter means
 * (tile sizes as powers of two around the ladder's, flags as 0/1), always including the current value.
 */
package dev.kernelscope.tune;

import dev.kernelscope.device.Device;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.ParameterConstraint;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

public final class GemmSpaces {

    /** Outputs per work-item at most (see the restriction's comment). */
    static final long MAX_OUTPUTS = 128;

    private GemmSpaces() {}

    /**
     * The values tried for a parameter of the ladder, by name; {@code current} (the tuning entry's or the file's
     * value) is always among them. A name not listed here is held at its current value (not tuned).
     */
    static List<Long> values(String name, long current) {
        List<Long> values = switch (name) {
            case "BM", "BN" -> List.of(32L, 64L, 128L, 256L);
            case "BK" -> List.of(4L, 8L, 16L, 32L);
            case "TM", "TN" -> List.of(2L, 4L, 8L, 16L);
            case "WM", "WN" -> List.of(16L, 32L, 64L, 128L);
            case "LANES_M" -> List.of(1L, 2L, 4L, 8L);
            case "PAD_A" -> List.of(0L, 4L, 8L);
            case "GROUP_M" -> List.of(1L, 4L, 8L, 16L);
            case "STAGES" -> List.of(1L, 2L, 3L, 4L);
            case "OVERLAP_BARRIER", "ASYNC_COPY", "STREAM_K", "SPLIT_REDUCE", "LOADS_BEFORE_MATH" -> List.of(0L, 1L);
            case "MIN_GROUPS" -> List.of(0L, 1L, 2L);
            case "PART_SLICES" -> List.of(0L, 8L, 16L);
            case "SLICED_K" -> List.of(1L, 2L, 4L);
            case "TILE" -> List.of(8L, 16L, 32L);
            case "GROUP_X", "GROUP_Y" -> List.of(4L, 8L, 16L, 32L, 64L);
            // WAVE is the hardware's wave width and MAX_REGISTERS a compiler cap: held, not searched
            default -> List.of(current);
        };
        TreeSet<Long> withCurrent = new TreeSet<>(values);
        withCurrent.add(current);
        return List.copyOf(withCurrent);
    }

    private static List<Long> withCurrent(List<Long> values, long current) {
        TreeSet<Long> all = new TreeSet<>(values);
        all.add(current);
        return List.copyOf(all);
    }

    private static long mentions(List<String> formulas, String name) {
        java.util.regex.Pattern word = java.util.regex.Pattern.compile("\\b" + name + "\\b");
        return formulas.stream().filter(f -> word.matcher(f).find()).count();
    }

    /**
     * The space of {@code rung} on {@code device}, around {@code current} (the complete parameters in use now:
     * the tuning database's entry or the file's defaults), so the current setting is always a point of it.
     */
    public static SearchSpace space(GemmRung rung, Device device, Map<String, Long> current) {
        return space(rung, device, current, Map.of());
    }

    /**
     * As {@link #space(GemmRung, Device, Map)}, with the values to try of some parameters given by the user
     * ({@code tune --param BM=32,64,128}, Kernel Tuner's tune_params), e.g. to search only what matters for one
     * shape class; the current value is always added, so the setting in use stays the baseline. A name the rung
     * does not have is refused.
     */
    public static SearchSpace space(GemmRung rung, Device device, Map<String, Long> current,
                                    Map<String, List<Long>> chosenValues) {
        for (String name : chosenValues.keySet()) {
            if (!rung.defaults().containsKey(name)) {
                throw new dev.kernelscope.model.InvalidInputException("Rung " + rung.label() + " has no parameter '"
                        + name + "' to tune; its parameters are " + String.join(", ", rung.defaults().keySet()) + ".");
            }
        }
        List<TuneParameter> parameters = new ArrayList<>();
        for (Map.Entry<String, Long> entry : rung.defaults().entrySet()) {
            long now = current.getOrDefault(entry.getKey(), entry.getValue());
            List<Long> chosen = chosenValues.get(entry.getKey());
            List<Long> values = chosen == null ? values(entry.getKey(), now) : withCurrent(chosen, now);
            parameters.add(new TuneParameter(entry.getKey(), values));
        }
        // Enumeration decides a restriction once the parameters it reads are chosen: held parameters first, then
        // those the constraints mention most (the tile sizes), so most of the product is pruned near the root
        // (rung 10: the walk visits ~40x fewer nodes than in alphabetical order).
        List<String> formulas = rung.tiling().constraints().stream().map(ParameterConstraint::formula).toList();
        parameters.sort(java.util.Comparator.<TuneParameter>comparingInt(p -> p.size() > 1 ? 1 : 0)
                .thenComparing(p -> -mentions(formulas, p.name())).thenComparing(TuneParameter::name));
        Set<String> names = rung.defaults().keySet();
        List<Restriction> restrictions = new ArrayList<>();
        for (ParameterConstraint constraint : rung.tiling().constraints()) {
            restrictions.add(Restriction.ofPredicate(constraint.formula() + " (" + constraint.reason() + ")", names,
                    constraint.holds()));
        }
        if (names.contains("OVERLAP_BARRIER") && names.contains("STAGES")) {
            // the constraint's own text: a ring of copies ignores OVERLAP_BARRIER, so 1 there is a duplicate point
            restrictions.add(Restriction.of("STAGES == 1 || OVERLAP_BARRIER == 0"));
        }
        if (names.contains("SPLIT_REDUCE") && names.contains("STREAM_K")) {
            // how split tiles are summed means nothing where nothing is split: SPLIT_REDUCE=1 there is a duplicate
            restrictions.add(Restriction.of("STREAM_K == 1 || SPLIT_REDUCE == 0"));
        }
        // An output of the register tile is an accumulator register, and NVIDIA allows 255 per thread: past 128
        // outputs the kernel must spill (the sm_90 entry's 16x8 = 128 takes 233 registers). Without this bound the
        // first H100 run (docs/results/h100/tune/first-run-stalled) stalled for over 90 s on the configuration
        // after its sixth, in both shapes; which configuration, and whether NVRTC or the kernel hung, was not
        // recorded (a configuration is written when it finishes).
        restrictions.add(Restriction.ofPredicate("register tile: outputs per work-item <= " + MAX_OUTPUTS, names,
                p -> rung.tiling().outputsPerThread(p) <= MAX_OUTPUTS));
        long maxThreads = device.maxGroupSize();
        restrictions.add(Restriction.ofPredicate("too many work-items: THREADS <= " + maxThreads
                + " (the device's maximum group size)", names, p -> rung.tiling().threads(p) <= maxThreads));
        long maxLocal = device.kernelLocalMemBytes();
        restrictions.add(Restriction.ofPredicate("too much local memory: local bytes <= " + maxLocal
                + " (the device's limit for a kernel's __local arrays)", names,
                p -> rung.tiling().localBytesOfAnyKernel(p) <= maxLocal));
        return new SearchSpace(parameters, Map.of(), restrictions);
    }
}
