/*
 * Replays a strategy against a complete brute-force cache, with no device: the cache's configurations are the
 * space (a configuration absent from it counts as restricted), each evaluation is a lookup, failures count as
 * evaluations as they would on a device. Per seed: the best time found, the best at 50/100/200 evaluations, and
 * the evaluations needed to come within 5% of the cache's optimum.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public final class Replay {
    public static final double WITHIN = 0.05;
    public static final int[] CHECKPOINTS = {50, 100, 200};

    private final KernelTunerCache cache;
    private final SearchSpace space;
    private final Map<Configuration, Double> times = new HashMap<>();
    private final double optimum;
    private final int failed;

    public Replay(KernelTunerCache cache) {
        this.cache = cache;
        KernelTunerCache.Header header = cache.header();
        List<TuneParameter> parameters = new ArrayList<>();
        List<List<JsonNode>> choices = new ArrayList<>();
        for (String key : header.tuneParamsKeys()) {
            List<JsonNode> values = header.tuneParams().get(key);
            boolean integral = values.stream().allMatch(v -> v.isIntegralNumber() || v.isNumber()
                    && v.asDouble() == Math.rint(v.asDouble()));
            List<Long> numbers = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                numbers.add(integral ? (long) values.get(i).asDouble() : i);   // non-integers: their position
            }
            if (integral && new HashSet<>(numbers).size() != numbers.size()) {
                throw new InvalidInputException("The cache lists a value of '" + key + "' twice: " + values + ".");
            }
            String name = safeName(key);
            for (String earlier : header.tuneParamsKeys().subList(0, parameters.size())) {
                if (safeName(earlier).equals(name)) {
                    // was "Parameter 'block_size' is named twice in the search space", naming neither key
                    throw new InvalidInputException("The cache's parameters '" + UserText.quote(earlier) + "' and '"
                            + UserText.quote(key) + "' both become '" + name + "' (a replay names each parameter as"
                            + " an identifier, for --group-size and --local-memory); rename one in the cache.");
                }
            }
            parameters.add(new TuneParameter(name, numbers));
            choices.add(values);
        }
        Set<ValuesKey> present = new HashSet<>();
        SearchSpace bare = new SearchSpace(parameters, Map.of(), List.of());
        int failures = 0;
        int outside = 0;
        double best = Double.POSITIVE_INFINITY;
        List<int[]> indexOf = new ArrayList<>();
        List<Double> timeOf = new ArrayList<>();
        for (Map.Entry<String, ObjectNode> entry : cache.entries().entrySet()) {
            int[] index = indices(entry.getKey(), entry.getValue(), header.tuneParamsKeys(), choices);
            if (index == null) {
                outside++;
                continue;   // a configuration outside the declared values: not part of this space
            }
            requireTimeOrMarker(entry.getKey(), entry.getValue().path("time"));
            double t = KernelTunerCache.time(entry.getValue());
            if (entry.getValue().path("time").isNumber() && !(t > 0 && Double.isFinite(t))) {
                // a hand-made or damaged cache: -3 became the optimum and no seed ever came "within 5%" of it
                throw new InvalidInputException("The cache's entry '" + UserText.quote(entry.getKey()) + "' has the"
                        + " time " + entry.getValue().path("time").asDouble() + "; a measured time is a positive"
                        + " number of milliseconds, and a failed configuration has a marker instead (\"" + KernelTunerCache.RUNTIME_FAILED + "\").");
            }
            if (Double.isFinite(t)) {
                best = Math.min(best, t);
            } else {
                failures++;
            }
            long[] values = new long[index.length];
            for (int d = 0; d < index.length; d++) {
                values[d] = bare.value(d, index[d]);
            }
            present.add(new ValuesKey(values));
            indexOf.add(index);
            timeOf.add(t);
        }
        if (!Double.isFinite(best)) {
            // entries outside tune_params were counted as "failed or unreadable"
            throw new InvalidInputException("The cache holds no measured configuration to replay (" + cache.entries().size()
                    + " entries: " + failures + " failed, " + outside + " with values that tune_params does not list or"
                    + " a key that does not match them).");
        }
        List<String> names = parameters.stream().map(TuneParameter::name).toList();
        Restriction inCache = new Restriction() {
            @Override public String text() { return "measured in the cache"; }
            @Override public Set<String> variables() { return new HashSet<>(names); }

            @Override
            public boolean test(Expression.Bindings bindings) {
                long[] values = new long[names.size()];
                for (int d = 0; d < values.length; d++) {
                    values[d] = bindings.value(names.get(d));
                }
                return present.contains(new ValuesKey(values));
            }
        };
        this.space = new SearchSpace(parameters, Map.of(), List.of(inCache));
        for (int i = 0; i < indexOf.size(); i++) {
            times.put(new Configuration(space, indexOf.get(i)), timeOf.get(i));
        }
        this.optimum = best;
        this.failed = failures;
    }

    /** Kernel Tuner's failure markers: what a "time" that is not a number may be. */
    private static final Set<String> MARKERS = Set.of(KernelTunerCache.INVALID, KernelTunerCache.COMPILE_FAILED,
            KernelTunerCache.RUNTIME_FAILED);

    /**
     * Refuses an entry whose "time" is missing or a text that is no failure marker (a time written as a string, a
     * cache of another objective): each was counted as a failed configuration, and a cache of only such entries was
     * refused as "all failed or unreadable" without saying which or why.
     */
    private static void requireTimeOrMarker(String key, JsonNode time) {
        if (time.isNumber() || time.isTextual() && MARKERS.contains(time.asText())) {
            return;
        }
        throw new InvalidInputException("The cache's entry '" + UserText.quote(key) + "' has "
                + (time.isMissingNode() || time.isNull() ? "no 'time'" : "the time " + UserText.quote(time.toString()))
                + "; a replay needs each entry's 'time' as a number of milliseconds or, for a failed configuration,"
                + " one of Kernel Tuner's markers (" + String.join(", ", MARKERS.stream().sorted().toList()) + ").");
    }

    public SearchSpace space() { return space; }

    public KernelTunerCache cache() { return cache; }

    /** The best time in the cache. */
    public double optimum() { return optimum; }

    public int configurations() { return times.size(); }

    public int failedConfigurations() { return failed; }

    /** How many configurations lie within {@code fraction} of the optimum. */
    public long within(double fraction) {
        return times.values().stream().filter(t -> t <= optimum * (1 + fraction)).count();
    }

    /**
     * One seed's run; {@code medianOverheadMs}/{@code maxOverheadMs}: the tuner's own time per configuration
     * (strategy and bookkeeping, as a live run records it in strategy_time + framework_time, less the cache file).
     */
    public record Run(long seed, double best, int evaluations, Integer evaluationsToWithin5Percent,
                      List<Double> bestAtCheckpoints, double[] bestSoFar, double medianOverheadMs,
                      double maxOverheadMs, int held) {}

    public Run run(Strategies strategy, int maxEvals, long seed) {
        return run(strategy, maxEvals, seed, null);
    }

    /** As above, configurations the occupancy model rates below {@code priority}'s threshold held back (null: none). */
    public Run run(Strategies strategy, int maxEvals, long seed, OccupancyPriority priority) {
        // through the live tuner's session, so the overhead measured is the one a device run records
        SearchStrategy searching = DeprioritizedLast.wrap(strategy.create(space, seed), priority);
        TuneSession session = new TuneSession(space, searching, null, maxEvals, null);
        TuneSession.Outcome outcome = session.run(c -> {
            double t = times.getOrDefault(c, Double.POSITIVE_INFINITY);
            ObjectNode record = KernelTunerCache.JSON.createObjectNode();
            if (Double.isFinite(t)) {
                record.put("time", t);
            } else {
                record.put("time", KernelTunerCache.RUNTIME_FAILED);
            }
            return record;
        }, f -> {});
        double[] bestSoFar = new double[outcome.finished().size()];
        double running = Double.POSITIVE_INFINITY;
        for (int i = 0; i < bestSoFar.length; i++) {
            running = Math.min(running, outcome.finished().get(i).time());
            bestSoFar[i] = running;
        }
        Integer reached = null;
        for (int i = 0; i < bestSoFar.length; i++) {
            if (bestSoFar[i] <= optimum * (1 + WITHIN)) {
                reached = i + 1;
                break;
            }
        }
        List<Double> checkpoints = new ArrayList<>();
        for (int at : CHECKPOINTS) {
            // NaN past the budget: with --max-evals 20 the best of 20 was reported as the best after 50, 100 and
            // 200 evaluations (a run that ran out of space before N has its final best there, as it would on a device)
            checkpoints.add(at > maxEvals ? Double.NaN : bestSoFar.length == 0 ? Double.POSITIVE_INFINITY
                    : bestSoFar[Math.min(at, bestSoFar.length) - 1]);
        }
        double best = bestSoFar.length == 0 ? Double.POSITIVE_INFINITY : bestSoFar[bestSoFar.length - 1];
        int held = searching instanceof DeprioritizedLast d ? d.held().size() : 0;
        return new Run(seed, best, bestSoFar.length, reached, checkpoints, bestSoFar, outcome.medianOverheadMs(),
                outcome.maxOverheadMs(), held);
    }

    /**
     * The work-items per group of a Kernel Tuner cache by its default names: the product of block_size_x, _y and
     * _z where the cache has them (Kernel Tuner's block_size_names), null when it has none.
     */
    public String defaultGroupSize() {
        List<String> names = space.names().stream().filter(n -> n.matches("block_size_[xyz]")).toList();
        return names.isEmpty() ? null : String.join(" * ", names);
    }

    /**
     * The occupancy priority of this cache's space on {@code arch}: work-items per group and local memory bytes per
     * group as expressions over the cache's parameters ({@code localBytes} null: none declared).
     */
    public OccupancyPriority priority(dev.kernelscope.model.arch.Architecture arch, double threshold,
                                      String groupSize, String localBytes) {
        Expression threads = checkedExpression(groupSize, "--group-size");
        Expression local = localBytes == null ? null : checkedExpression(localBytes, "--local-memory");
        String localSource = localBytes == null ? "none declared" : "'" + localBytes + "'";
        return new OccupancyPriority(arch, threshold, c -> {
            Expression.Bindings b = space.bindings(c.indices());
            try {
                return new OccupancyPriority.Footprint(threads.evaluate(b), local == null ? 0 : local.evaluate(b),
                        localSource);
            } catch (ArithmeticException undefined) {
                return null;
            }
        });
    }

    private Expression checkedExpression(String text, String option) {
        Expression e;
        try {
            e = Expression.parse(text);
        } catch (InvalidInputException bad) {
            throw new InvalidInputException(option + " '" + dev.kernelscope.model.UserText.quote(text) + "': "
                    + bad.getMessage());
        }
        for (String name : e.variables()) {
            if (!space.names().contains(name)) {
                throw new InvalidInputException(option + " '" + dev.kernelscope.model.UserText.quote(text) + "' reads '"
                        + dev.kernelscope.model.UserText.quote(name) + "', which is not a parameter of the cache ("
                        + String.join(", ", space.names()) + ").");
            }
        }
        return e;
    }

    /**
     * The median of the per-seed evaluations to 5%, a seed that never got there counting as more than
     * {@code maxEvals} (so the median is null when half the seeds failed).
     */
    public static Double medianEvaluations(List<Run> runs, int maxEvals) {
        double[] values = runs.stream().mapToDouble(r -> r.evaluationsToWithin5Percent() == null
                ? Double.POSITIVE_INFINITY : r.evaluationsToWithin5Percent()).sorted().toArray();
        if (values.length == 0) {
            return null;
        }
        double median = values.length % 2 == 1 ? values[values.length / 2]
                : (values[values.length / 2 - 1] + values[values.length / 2]) / 2;
        return Double.isFinite(median) ? median : null;
    }

    private static int[] indices(String key, ObjectNode record, List<String> keys, List<List<JsonNode>> choices) {
        int[] index = new int[keys.size()];
        String[] parts = key.split(",", -1);
        for (int d = 0; d < keys.size(); d++) {
            JsonNode value = record.get(keys.get(d));
            String text = value != null ? null : parts.length == keys.size() ? parts[d].strip() : null;
            index[d] = -1;
            List<JsonNode> options = choices.get(d);
            for (int i = 0; i < options.size(); i++) {
                JsonNode option = options.get(i);
                boolean same = value != null
                        ? option.equals(value) || option.isNumber() && value.isNumber() && option.asDouble() == value.asDouble()
                        : text != null && option.asText().equals(text);
                if (same) {
                    index[d] = i;
                    break;
                }
            }
            if (index[d] < 0) {
                return null;
            }
        }
        return index;
    }

    /** The key as an identifier expressions can read ("block-size" becomes block_size; "" was an internal error). */
    private static String safeName(String key) {
        String name = key.replaceAll("[^A-Za-z0-9_]", "_");
        return name.isEmpty() || Character.isDigit(name.charAt(0)) ? "_" + name : name;
    }

    private record ValuesKey(long[] values) {
        @Override public boolean equals(Object o) { return o instanceof ValuesKey k && Arrays.equals(k.values, values); }
        @Override public int hashCode() { return Arrays.hashCode(values); }
    }
}
