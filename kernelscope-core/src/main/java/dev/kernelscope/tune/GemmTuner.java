/*
 * Live tuning of one GEMM rung for one shape on one device: the rung's built-in space around the setting in use
 * now (the tuning database's entry), the current setting measured first as the baseline, the chosen strategy,
 * the resumable cache. The report lists the top configurations with their speed-up over the baseline and the
 * resources and occupancy of each, every failure with its reason, the convergence, and the tuner's own overhead.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Device;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.GemmShapeClass;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

public final class GemmTuner {

    /** @param shape the call tuned: its sizes, storage and transposes (tightly packed) */
    public record Options(GemmRung rung, GemmShape shape, Strategies strategy, long maxEvals, Duration timeLimit,
                          long seed, int warmups, int repetitions, Path cache, int top,
                          Map<String, List<Long>> parameterValues, double minOccupancy) {
        public Options {
            parameterValues = Map.copyOf(parameterValues);
        }
    }

    /** One configuration in the report; {@code device}: the label of the device that measured it in a sweep, else null. */
    public record Row(int evaluation, Map<String, Long> parameters, Double timeMs, Double gflops,
                      Double speedupOverBaseline, String failure, String error, Long threads, Integer registers,
                      Long localBytes, Double occupancy, String occupancyLimiters, boolean resumed, String device) {}

    /** m, n, k, layout ("row", "col") and transposes ("NN" ...): the call tuned, as GemmRecords name a shape. */
    public record Report(String command, String date, String device, String backend, String driver, String rung,
                         int m, int n, int k, String layout, String transposes, String strategy, long seed,
                         long maxEvals, String space, String baselineSource, Row baseline, Row best, List<Row> top,
                         int evaluations, int resumed, Map<String, Integer> outcomes, List<Row> failures,
                         double[] bestSoFar, String stop, double medianOverheadMs, double maxOverheadMs,
                         double seconds, String cacheFile, List<String> parameterNames, Object sweep,
                         OccupancyPriority.Summary deprioritized, Map<String, Row> bestPerDevice) {
        /** bestPerDevice: in a sweep over several kinds of device, the fastest configuration measured on each kind. */
        public Report {
            bestPerDevice = bestPerDevice == null ? Map.of() : Map.copyOf(bestPerDevice);
        }

        /** The call tuned (tightly packed). */
        public GemmShape shape() {
            return GemmShape.packed(layout, transposes, m, n, k);
        }
    }

    private GemmTuner() {}

    /**
     * Tunes with the measuring done by the runner that {@code runnerFor} makes for the space (in-process or a sweep:
     * TuneExecution); {@code device} decides the space's device limits and the baseline (the tuning entry it would
     * run) and the occupancy model's architecture.
     */
    public static Report run(Device device, Options options, String commandLine,
                             Consumer<TuneSession.Finished> progress, List<TuneSession.Finished> allFinished,
                             java.util.function.Function<SearchSpace, TuneRunner> runnerFor) {
        GemmRung rung = options.rung();
        GemmShape shape = options.shape();
        GemmShapeClass shapeClass = GemmShapeClass.of(shape);
        if (rung == GemmRung.TUNED && shapeClass == GemmShapeClass.VECTOR) {
            throw new InvalidInputException("A GEMM of " + shape.label()
                    + " is in the shape class vector (" + GemmShapeClass.VECTOR.rule() + "): it runs the tuned rung's"
                    + " matrix-vector and matrix-panel kernels (gemv.cl), which rung 10's tile parameters do not"
                    + " change; nothing to tune there. Tune a shape outside that class (M and N above "
                    + GemmShapeClass.MAX_VECTORS_ALONG_K + ", for instance), which runs rung 10's tiles.");
        }
        // The baseline is what Gemm.tuned would run for this shape: the entry of its shape class on this device.
        GemmTuning.Entry entry = rung == GemmRung.TUNED
                ? GemmTuning.builtIn().lookup(device, shapeClass)
                : new GemmTuning.Entry("default", "", Map.of(), "the kernel file's defaults");
        Map<String, Long> current = rung.parameters(entry.parameters());
        SearchSpace space = GemmSpaces.space(rung, device, current, options.parameterValues());
        Configuration baseline = space.configuration(current).orElseThrow();
        if (space.brokenRestriction(baseline.indices()).isPresent()) {
            throw new InvalidInputException("The current setting of rung " + rung.label() + " on " + device.label()
                    + " breaks '" + space.brokenRestriction(baseline.indices()).get().text() + "'; nothing to tune"
                    + " against.");
        }
        TuneProgressListener.expect(progress, space, options.maxEvals());
        KernelTunerCache.Header header = header(device, rung, space, options);
        TuneRunner runner = runnerFor.apply(space);
        OccupancyPriority priority = OccupancyPriority.forDevice(device, options.minOccupancy(),
                c -> new OccupancyPriority.Footprint(rung.tiling().threads(c.values()),
                        rung.tiling().localBytes(c.values()), "the rung's tiling"));
        SearchStrategy search = DeprioritizedLast.wrap(options.strategy().create(space, options.seed()), priority);
        SearchStrategy strategy = new StartingPoint(baseline, search);
        long start = System.nanoTime();
        TuneRunner.Result result = runner.runWritingCache(space, strategy, options.cache(), header,
                options.maxEvals(), options.timeLimit(), progress);
        TuneSession.Outcome outcome = result.outcome();
        allFinished.addAll(outcome.finished());
        double baselineTime = outcome.finished().stream().filter(f -> f.configuration().equals(baseline))
                .mapToDouble(TuneSession.Finished::time).findFirst().orElse(Double.NaN);
        List<Row> rows = outcome.finished().stream().map(f -> row(f, baselineTime)).toList();
        List<Row> ok = rows.stream().filter(r -> r.timeMs() != null)
                .sorted(Comparator.comparingDouble(Row::timeMs)).toList();
        Map<String, Integer> outcomes = new LinkedHashMap<>();
        outcomes.put("measured", ok.size());
        for (Row r : rows) {
            if (r.failure() != null) {
                outcomes.merge(r.failure(), 1, Integer::sum);
            }
        }
        Row baselineRow = rows.stream().filter(r -> r.parameters().equals(new TreeMap<>(baseline.values())))
                .findFirst().orElse(null);
        double[] bestSoFar = new TuningLoop.Result(outcome.finished().stream().map(f -> new TuningLoop.Evaluation(
                f.configuration(), f.time(), f.resumed())).toList(), outcome.stop()).bestSoFar();
        return new Report(commandLine, Instant.now().toString(), device.label(), device.backend().cliName(),
                device.driverVersion(), rung.label(), shape.m(), shape.n(), shape.k(), shape.layoutId(),
                shape.transposes(), options.strategy().id(),
                options.seed(), options.maxEvals(), space.toString(), entry.matchedBy(), baselineRow,
                ok.isEmpty() ? null : ok.getFirst(), ok.subList(0, Math.min(options.top(), ok.size())),
                rows.size(), outcome.resumedCount(), outcomes,
                rows.stream().filter(r -> r.failure() != null).toList(), bestSoFar, outcome.stop().name(),
                outcome.medianOverheadMs(), outcome.maxOverheadMs(), (System.nanoTime() - start) / 1e9,
                options.cache() == null ? null : options.cache().toString(), space.names(), result.sweep(),
                OccupancyPriority.summary(device, options.minOccupancy(), priority, search), bestPerDeviceKind(ok));
    }

    /** The fastest of {@code measured} (sorted, fastest first) per kind of device, where rows name their device. */
    static Map<String, Row> bestPerDeviceKind(List<Row> measured) {
        Map<String, Row> best = new TreeMap<>();
        for (Row r : measured) {
            if (r.device() != null) {
                best.putIfAbsent(Device.nameInLabel(r.device()), r);
            }
        }
        return best;
    }

    static KernelTunerCache.Header header(Device device, GemmRung rung, SearchSpace space, Options options) {
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        for (TuneParameter p : space.parameters()) {
            params.put(p.name(), CacheWriter.jsonValues(p.values()));
        }
        GemmShape shape = options.shape();
        var problem = KernelTunerCache.JSON.createArrayNode().add(shape.m()).add(shape.n()).add(shape.k());
        return new KernelTunerCache.Header(device.name() + " (" + device.backend().cliName() + ")",
                kernelName(rung, shape), problem, space.names(), params, "time");
    }

    /**
     * The cache's kernel_name: the rung's kernel, with the storage and transposes where they are not row-major NN
     * ("sgemm_tuned col:NT"), so a cache of one call is never resumed for another of the same sizes (Kernel Tuner's
     * problem_size holds numbers only).
     */
    public static String kernelName(GemmRung rung, GemmShape shape) {
        return shape.storageLabel().map(storage -> rung.kernelName() + " " + storage).orElse(rung.kernelName());
    }

    private static Row row(TuneSession.Finished f, double baselineTime) {
        ObjectNode r = f.record();
        double t = f.time();
        boolean measured = Double.isFinite(t);
        return new Row(f.evaluation(), new TreeMap<>(f.configuration().values()), measured ? t : null,
                r.has("GFLOP/s") ? r.get("GFLOP/s").asDouble() : null,
                measured && Double.isFinite(baselineTime) ? baselineTime / t : null,
                KernelTunerCache.failure(r), r.has("error") ? r.get("error").asText() : null,
                r.has("threads") ? r.get("threads").asLong() : null,
                r.has("registers") ? r.get("registers").asInt() : null,
                r.has("local_bytes") ? r.get("local_bytes").asLong() : null,
                r.has("occupancy") ? r.get("occupancy").asDouble() : null,
                r.has("occupancy_limiters") ? r.get("occupancy_limiters").asText() : null, f.resumed(),
                r.hasNonNull("device") ? r.get("device").asText() : null);
    }

    /**
     * The database with the best configuration as this device's entry, or a reason not to write one: no
     * configuration beat the baseline (the entry in use now), so replacing it would lose.
     */
    public record DatabaseUpdate(GemmTuning database, String message, boolean changed) {}

    public static DatabaseUpdate updateDatabase(GemmTuning database, Device device, Report report) {
        if (report.bestPerDevice().size() > 1) {
            return updatePerDeviceKind(database, report);
        }
        if (report.best() == null || report.baseline() == null || report.baseline().timeMs() == null) {
            return new DatabaseUpdate(database, "No database change: the baseline or every configuration failed.", false);
        }
        double speedup = report.baseline().timeMs() / report.best().timeMs();
        if (speedup <= 1.0) {
            return new DatabaseUpdate(database, String.format(java.util.Locale.ROOT, "No database change: nothing"
                    + " beat the entry in use (%s), measured at %.4f ms; the best found took %.4f ms.",
                    report.baselineSource(), report.baseline().timeMs(), report.best().timeMs()), false);
        }
        // The tuned shape's class: Gemm.tuned then uses the entry for calls of that class on this device only.
        GemmShapeClass shapes = GemmShapeClass.of(report.shape());
        GemmTuning.Entry entry = new GemmTuning.Entry("device", device.name().strip(), shapes,
                new TreeMap<>(report.best().parameters()), source(report, report.best(), String.format(
                        java.util.Locale.ROOT, "%.3fx the entry it replaced (%s, %.4f ms, same run)", speedup,
                        report.baselineSource(), report.baseline().timeMs())));
        return new DatabaseUpdate(database.withEntry(entry), String.format(java.util.Locale.ROOT,
                "Database entry for device '%s', shape class %s, written: %.3fx the previous setting at %s.",
                device.name().strip(), shapes.id(), speedup, report.shape().label()), true);
    }

    /**
     * A sweep over several kinds of device (a mixed cluster): one entry per kind, from the fastest configuration
     * measured on that kind (times of two kinds are never compared). The entry in use was measured on one kind only:
     * there a configuration must beat it; a kind that already has an entry for this shape class but where the entry
     * in use was not measured keeps it (no win could be shown); a kind without one gets the sweep's best.
     */
    static DatabaseUpdate updatePerDeviceKind(GemmTuning database, Report report) {
        GemmShapeClass shapes = GemmShapeClass.of(report.shape());
        Row baseline = report.baseline() == null || report.baseline().timeMs() == null
                || report.baseline().device() == null ? null : report.baseline();
        String baselineKind = baseline == null ? null : Device.nameInLabel(baseline.device());
        GemmTuning updated = database;
        List<String> said = new java.util.ArrayList<>();
        for (Map.Entry<String, Row> kind : report.bestPerDevice().entrySet()) {
            String name = kind.getKey();
            Row best = kind.getValue();
            String note;
            if (name.equals(baselineKind)) {
                double speedup = baseline.timeMs() / best.timeMs();
                if (speedup <= 1.0) {
                    said.add(String.format(java.util.Locale.ROOT, "'%s': no change, nothing beat the entry in use"
                            + " (%.4f ms; best %.4f ms).", name, baseline.timeMs(), best.timeMs()));
                    continue;
                }
                note = String.format(java.util.Locale.ROOT, "%.3fx the entry it replaced (%s, %.4f ms, same run)",
                        speedup, report.baselineSource(), baseline.timeMs());
            } else if (database.hasSlotOf(new GemmTuning.Entry("device", name, shapes, Map.of(), ""))) {
                said.add("'" + name + "': no change, it has an entry for shape class " + shapes.id() + " and the entry"
                        + " in use was measured on another kind of device; tune on '" + name + "' alone to replace it.");
                continue;
            } else {
                note = "the first entry for this device and shape class; the entry in use was measured on another kind";
            }
            updated = updated.withEntry(new GemmTuning.Entry("device", name, shapes,
                    new TreeMap<>(best.parameters()), source(report, best, note)));
            said.add(String.format(java.util.Locale.ROOT, "'%s': entry for shape class %s written (%.4f ms).", name,
                    shapes.id(), best.timeMs()));
        }
        return new DatabaseUpdate(updated, "Database, one entry per kind of device in the sweep: "
                + String.join(" ", said), updated != database);
    }

    private static String source(Report report, Row best, String comparison) {
        return String.format(java.util.Locale.ROOT, "kernelscope tune, %s: %s strategy, %d evaluations at"
                + " %s: %.4f ms (%s GFLOP/s)%s, %s", report.date().substring(0, 10), report.strategy(),
                report.evaluations(), report.shape().label(), best.timeMs(),
                best.gflops() == null ? "-" : dev.kernelscope.model.roofline.Rate.format(best.gflops()), best.device() == null ? "" : " on " + best.device(),
                comparison);
    }
}
