/*
 * Live tuning of a user's kernel from a space file (UserKernelSpace): the same session, cache and strategies as
 * the GEMM tuner, the first configuration of the space measured first as the reference for verification.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Device;
import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;

public final class UserKernelTuner {

    public record Options(Strategies strategy, long maxEvals, Duration timeLimit, long seed, int warmups,
                          int repetitions, Path cache, int top, double minOccupancy) {}

    public record Row(int evaluation, Map<String, Long> parameters, Double timeMs, String failure, String error,
                      Long threads, Integer registers, boolean resumed) {}

    public record Report(String command, String date, String device, String kernel, String kernelFile, String space,
                         String strategy, long seed, int evaluations, int resumed, Map<String, Integer> outcomes,
                         Row reference, List<Row> top, List<Row> failures, double[] bestSoFar, String stop,
                         double medianOverheadMs, double maxOverheadMs, double seconds, List<String> parameterNames,
                         Object sweep, OccupancyPriority.Summary deprioritized) {}

    private UserKernelTuner() {}

    /**
     * Tunes with the measuring done by the runner {@code runnerFor} makes for the space (in-process or a sweep:
     * TuneExecution); {@code device}'s architecture is the occupancy model's.
     */
    public static Report run(Device device, UserKernelSpace user, Options options, String commandLine,
                             Consumer<TuneSession.Finished> progress, List<TuneSession.Finished> allFinished,
                             java.util.function.Function<SearchSpace, TuneRunner> runnerFor) {
        SearchSpace space = user.space();
        Configuration first = space.valid().iterator().hasNext() ? space.valid().iterator().next() : null;
        if (first == null) {
            throw new InvalidInputException("The space of " + user.kernelName() + " has no configuration that passes"
                    + " its restrictions: none of its " + space.productSize() + " points satisfies all of "
                    + space.restrictions().stream().map(r -> "'" + r.text() + "'").collect(Collectors.joining(", "))
                    + undefinedRestriction(space) + ". Loosen a restriction or add parameter values.");
        }
        TuneProgressListener.expect(progress, space, options.maxEvals());
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        for (TuneParameter p : space.parameters()) {
            params.put(p.name(), CacheWriter.jsonValues(p.values()));
        }
        JsonNode problem = CacheWriter.problemSize(space.constants().values());
        KernelTunerCache.Header header = new KernelTunerCache.Header(device.name() + " (" + device.backend().cliName()
                + ")", user.kernelName(), problem, space.names(), params, "time", user.fingerprint());
        TuneRunner runner = runnerFor.apply(space);
        OccupancyPriority priority = OccupancyPriority.forDevice(device, options.minOccupancy(), user::footprint);
        SearchStrategy search = DeprioritizedLast.wrap(options.strategy().create(space, options.seed()), priority);
        SearchStrategy strategy = new StartingPoint(first, search);
        long start = System.nanoTime();
        TuneRunner.Result result = runner.runWritingCache(space, strategy, options.cache(), header,
                options.maxEvals(), options.timeLimit(), progress);
        TuneSession.Outcome outcome = result.outcome();
        allFinished.addAll(outcome.finished());
        List<Row> rows = outcome.finished().stream().map(UserKernelTuner::row).toList();
        Map<String, Integer> outcomes = new LinkedHashMap<>();
        outcomes.put("measured", (int) rows.stream().filter(r -> r.timeMs() != null).count());
        rows.stream().filter(r -> r.failure() != null).forEach(r -> outcomes.merge(r.failure(), 1, Integer::sum));
        List<Row> ok = rows.stream().filter(r -> r.timeMs() != null).sorted(Comparator.comparingDouble(Row::timeMs))
                .toList();
        double[] bestSoFar = new TuningLoop.Result(outcome.finished().stream().map(f -> new TuningLoop.Evaluation(
                f.configuration(), f.time(), f.resumed())).toList(), outcome.stop()).bestSoFar();
        return new Report(commandLine, Instant.now().toString(), device.label(), user.kernelName(),
                user.kernelFile().toString(), space.toString(), options.strategy().id(), options.seed(), rows.size(),
                outcome.resumedCount(), outcomes, rows.isEmpty() ? null : rows.getFirst(),
                ok.subList(0, Math.min(options.top(), ok.size())), rows.stream().filter(r -> r.failure() != null).toList(),
                bestSoFar, outcome.stop().name(), outcome.medianOverheadMs(), outcome.maxOverheadMs(),
                (System.nanoTime() - start) / 1e9, space.names(), result.sweep(),
                OccupancyPriority.summary(device, options.minOccupancy(), priority, search));
    }

    /**
     * The first restriction that cannot be evaluated among the space's first points (up to 100,000), with the point,
     * or "": it reads as false, so "BLOCK ** 70 > 0" (true in Kernel Tuner's Python, whose integers do not overflow)
     * restricted every point without a word on why.
     */
    static String undefinedRestriction(SearchSpace space) {
        int[] index = new int[space.parameters().size()];
        for (long n = 0; n < Math.min(space.productSize(), 100_000); n++) {
            Expression.Bindings bindings = space.bindings(index);
            for (Restriction r : space.restrictions()) {
                String why = r.undefinedAt(bindings);
                if (why != null) {
                    return " ('" + r.text() + "' cannot be evaluated at " + space.assignment(index) + ": " + why
                            + "; a restriction that cannot be evaluated excludes the point, and values are 64-bit"
                            + " integers)";
                }
            }
            for (int d = index.length - 1; d >= 0 && ++index[d] == space.cardinality(d); d--) {
                index[d] = 0;
            }
        }
        return "";
    }

    /**
     * Null when some configuration was measured; otherwise one paragraph saying that none ran, the commonest reason
     * and what to change (a run whose every configuration failed has no result, so the command ends with exit 1).
     */
    public static String nothingMeasured(Report report) {
        if (report.outcomes().getOrDefault("measured", 0) > 0) {
            return null;
        }
        if (report.failures().isEmpty()) {
            return "No configuration of " + report.kernel() + " ran: the run stopped (" + report.stop().toLowerCase(
                    Locale.ROOT).replace('_', ' ') + ") before the first one finished; give it more --max-evals or"
                    + " --time-limit.";
        }
        Map<String, List<Row>> byReason = report.failures().stream().collect(Collectors.groupingBy(
                r -> r.error() != null ? r.error() : r.failure(), LinkedHashMap::new, Collectors.toList()));
        Map.Entry<String, List<Row>> commonest = byReason.entrySet().stream()
                .max(Comparator.comparingInt(e -> e.getValue().size())).orElseThrow();   // the first of equals
        String reason = oneLine(commonest.getKey());
        String fix = switch (commonest.getValue().getFirst().failure()) {
            case KernelTunerCache.INVALID -> "check the space file's global and local expressions and restrictions";
            case KernelTunerCache.COMPILE_FAILED -> "make the kernel compile with these parameter values (the"
                    + " failures in the report carry the compiler's message)";
            // "takes 4 arguments; 2 were given" (Kernel) and clSetKernelArg's size check (OpenClBackend) are the
            // space file's 'args', which no configuration changes: advising to make the kernel agree misled
            default -> ARGUMENT_MISMATCH.matcher(reason).find() ? "make the space file's 'args' match the kernel's"
                    + " parameters: one per parameter, in order (buf: for a __global or __constant pointer, local:"
                    + " for a __local one, int: or float: as the scalar's type)"
                    : "make the kernel run and agree with the first configuration on this device";
        };
        String kinds = report.outcomes().entrySet().stream().filter(e -> !e.getKey().equals("measured"))
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        int failed = report.failures().size();
        return "No configuration of " + report.kernel() + " ran: all " + failed + " evaluated failed (" + kinds
                + "). The commonest reason (" + commonest.getValue().size() + " of " + failed + "): "
                + reason + ". To get a result, " + fix + ".";
    }

    /**
     * Null unless some configuration ran and most of the others disagree with the reference configuration (the
     * space's first that runs, used where no answer is given); then one paragraph saying what that usually means.
     * Why: a reduction's partial sums per group, tuned over its group size, came out as "19 of 20 failed" with
     * nothing but each relative error (2026-11-30), when the outputs were never meant to agree.
     */
    public static String referenceDisagreement(Report report) {
        if (report.outcomes().getOrDefault("measured", 0) == 0) {
            return null;
        }
        long differing = report.failures().stream()
                .filter(r -> r.error() != null && r.error().contains(UserKernelTarget.REFERENCE_DIFFERS)).count();
        // of the configurations whose outputs were compared: a space's compile failures and invalid configurations
        // say nothing about the reference (4 of 6 that ran disagreed, 9 evaluated, and no word was said)
        long compared = report.outcomes().getOrDefault("measured", 0) + differing;
        if (differing < 2 || 2 * differing < compared) {
            return null;
        }
        return differing + " of the " + compared + " configurations of " + report.kernel() + " that ran gave other"
                + " outputs than the reference configuration, the first of the space that ran, so the report ranks"
                + " only those that agree with it. Where the outputs depend on the parameters (a reduction's partial sum per group, a"
                + " layout that follows the tile), no configuration can stand for the others: give the space file an"
                + " 'answer' (the output each must hold) or leave that buffer out of 'outputs'. Where they should"
                + " agree, the reference may be the wrong one: check it alone.";
    }

    private static final java.util.regex.Pattern ARGUMENT_MISMATCH = java.util.regex.Pattern.compile(
            "takes \\d+ arguments; \\d+ were given|clSetKernelArg failed");

    /** A recorded reason within one paragraph (a runtime error may carry a driver's several lines), its end's period
     *  dropped: the paragraph adds its own ("2 were given.. To get a result"). */
    private static String oneLine(String reason) {
        String line = reason.strip().replaceAll("\\s*\\R\\s*", " ").replaceAll("\\.+$", "");
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }

    private static Row row(TuneSession.Finished f) {
        ObjectNode r = f.record();
        double t = f.time();
        return new Row(f.evaluation(), new TreeMap<>(f.configuration().values()), Double.isFinite(t) ? t : null,
                KernelTunerCache.failure(r), r.has("error") ? r.get("error").asText() : null,
                r.has("threads") ? r.get("threads").asLong() : null,
                r.has("registers") ? r.get("registers").asInt() : null, f.resumed());
    }
}
