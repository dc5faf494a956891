/*
 * Live tuning of one stencil variant (StencilSpaces) for a filter, pixel type and one or more image sizes (the
 * objective over several: the geometric mean of their times, StencilTuneTarget): the same session, cache and
 * strategies as the GEMM tuner, the settings in use measured first as the baseline, and the database update that
 * makes the best configuration this device's entry for the filter's family and pixel type.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Device;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

public final class StencilTuner {

    /** {@code sizes}: the images each configuration is measured on, distinct, at least one. */
    public record Options(StencilVariant variant, FilterSpec filter, PixelType type, Border border,
                          List<StencilBenchmark.Size> sizes, Strategies strategy, long maxEvals, Duration timeLimit,
                          long seed, int warmups, int repetitions, Path cache, int top, double minOccupancy) {
        public Options {
            if (filter.kind().sobel() && variant.fusesPasses()) {
                throw new InvalidInputException("Variant " + variant.label() + " fuses the passes of an iterated box"
                        + " or Gaussian filter; Sobel is never iterated. Choose another variant.");
            }
            sizes = List.copyOf(sizes);
            if (sizes.isEmpty()) {
                throw new InvalidInputException("Give at least one image size to tune on, e.g. --size 3840x2160.");
            }
            if (new HashSet<>(sizes).size() < sizes.size()) {
                throw new InvalidInputException("The image sizes " + labels(sizes) + " name one size twice; each is"
                        + " measured once per configuration.");
            }
        }

        /** The cache's kernel_name: the variant's kernels, the filter, the pixel type and the border. */
        public String kernelName() {
            return String.join("+", variant.kernelNames()) + " " + filter.id() + " " + type.id() + " " + border.id();
        }
    }

    /** One configuration in the report; {@code device}: the label of the device that measured it in a sweep, else null. */
    public record Row(int evaluation, Map<String, Long> parameters, Double timeMs, Double gbPerS,
                      Double speedupOverBaseline, String failure, String error, Long threads, Integer registers,
                      boolean resumed, String device, Map<String, Double> timeBySizeMs) {
        /** timeBySizeMs: over several sizes each one's median ("WxH" to ms, in the sizes' order); else null. */
        public Row {
            timeBySizeMs = timeBySizeMs == null ? null : java.util.Collections.unmodifiableMap(
                    new LinkedHashMap<>(timeBySizeMs));
        }

        /** Measured on a device of kind {@code deviceName} (a row of an in-process run is the run's device's). */
        boolean measuredOn(String deviceName) {
            return device == null || Device.nameInLabel(device).equalsIgnoreCase(deviceName);
        }
    }

    /** One size's setting in use (a run over several sizes may start from several; the baseline is their mix). */
    public record BaselineSetting(String size, String source, Map<String, Long> parameters) {}

    /**
     * {@code sizes}: "WxH" each; {@code baseline}: the setting in use, measured, or over several sizes whose settings
     * differ their mix (evaluation 0, no parameters: each setting's time at its own size, as the objective combines
     * sizes), with {@code baselineSettings} naming each.
     */
    public record Report(String command, String date, String device, String backend, String driver, String variant,
                         String filter, String type, String border, List<String> sizes, String strategy,
                         long seed, long maxEvals, String space, String baselineSource,
                         List<BaselineSetting> baselineSettings, Row baseline, Row best,
                         List<Row> top, int evaluations, int resumed, Map<String, Integer> outcomes,
                         List<Row> failures, double[] bestSoFar, String stop, double medianOverheadMs,
                         double maxOverheadMs, double seconds, String cacheFile, List<String> parameterNames,
                         Object sweep, OccupancyPriority.Summary deprioritized,
                         @com.fasterxml.jackson.annotation.JsonIgnore List<Row> measured) {
        /** measured: every measured configuration, fastest first (the database update picks per kind of device). */
        public Report {
            measured = measured == null ? List.of() : List.copyOf(measured);
        }
    }

    /** How much slower than the setting in use at one size a best found over several may run and still be written. */
    static final double LOSS_TOLERANCE = 0.03;

    private StencilTuner() {}

    /** "8192x8192,3840x2160". */
    static String labels(List<StencilBenchmark.Size> sizes) {
        return String.join(",", sizes.stream().map(s -> s.width() + "x" + s.height()).toList());
    }

    /**
     * The parameters the library runs now for this variant on an image of {@code size}: the tuning entry's when the
     * entry in use for the filter and type is this variant, else the variant file's defaults; with where they came
     * from.
     */
    static BaselineSetting current(Device device, Options options, StencilBenchmark.Size size) {
        FilterSpec checked = options.variant().fusesPasses() ? options.filter() : options.filter().single();
        StencilTuning.Entry entry = StencilTuning.builtIn().lookup(device, options.filter(), options.type(),
                (long) size.width() * size.height());
        String label = size.width() + "x" + size.height();
        if (entry.variant() == options.variant()) {
            return new BaselineSetting(label, "tuning entry " + entry.matchedBy(),
                    options.variant().parameters(entry.parameters(), checked));
        }
        return new BaselineSetting(label, "the variant file's defaults (the entry in use, " + entry.matchedBy()
                + ", runs " + entry.variant().id() + ")", options.variant().parameters(Map.of(), checked));
    }

    /**
     * Tunes with the measuring done by the runner {@code runnerFor} makes for the space (in-process or a sweep:
     * TuneExecution); {@code device} decides the space's limits, the baseline and the occupancy model.
     */
    public static Report run(Device device, Options options, String commandLine,
                             Consumer<TuneSession.Finished> progress, List<TuneSession.Finished> allFinished,
                             java.util.function.Function<SearchSpace, TuneRunner> runnerFor) {
        List<BaselineSetting> settings = options.sizes().stream().map(s -> current(device, options, s)).toList();
        SearchSpace space = StencilSpaces.space(options.variant(), options.filter(), options.type(), device,
                settings.stream().map(BaselineSetting::parameters).toList());
        List<Configuration> baselines = new ArrayList<>();
        for (BaselineSetting setting : settings) {
            Configuration baseline = space.configuration(setting.parameters()).orElseThrow();
            if (space.brokenRestriction(baseline.indices()).isPresent()) {
                throw new InvalidInputException("The current setting of variant " + options.variant().label()
                        + " on " + device.label() + (settings.size() > 1 ? " at " + setting.size() : "")
                        + " breaks '" + space.brokenRestriction(baseline.indices()).get().text()
                        + "'; nothing to tune against.");
            }
            baselines.add(baseline);
        }
        TuneProgressListener.expect(progress, space, options.maxEvals());
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        for (TuneParameter p : space.parameters()) {
            params.put(p.name(), CacheWriter.jsonValues(p.values()));
        }
        // Kernel Tuner's problem_size: [width, height] for one size, a list of them for several
        var problem = KernelTunerCache.JSON.createArrayNode();
        for (StencilBenchmark.Size size : options.sizes()) {
            var pair = options.sizes().size() == 1 ? problem : problem.addArray();
            pair.add(size.width()).add(size.height());
        }
        KernelTunerCache.Header header = new KernelTunerCache.Header(device.name() + " ("
                + device.backend().cliName() + ")", options.kernelName(), problem, space.names(), params, "time");
        TuneRunner runner = runnerFor.apply(space);
        // the tile's local memory is the kernel's own (#if on the parameters): known only after compiling
        OccupancyPriority priority = OccupancyPriority.forDevice(device, options.minOccupancy(),
                c -> new OccupancyPriority.Footprint(options.variant().groupSize(c.values()), 0,
                        "none counted (the variant's tiles are sized by the compiler)"));
        SearchStrategy search = DeprioritizedLast.wrap(options.strategy().create(space, options.seed()), priority);
        SearchStrategy strategy = new StartingPoint(baselines, search);
        long start = System.nanoTime();
        TuneRunner.Result result = runner.runWritingCache(space, strategy, options.cache(), header,
                options.maxEvals(), options.timeLimit(), progress);
        TuneSession.Outcome outcome = result.outcome();
        allFinished.addAll(outcome.finished());
        Map<Configuration, TuneSession.Finished> byConfiguration = new LinkedHashMap<>();
        outcome.finished().forEach(f -> byConfiguration.putIfAbsent(f.configuration(), f));
        Map<String, Double> baselineBySize = baselineBySize(options.sizes(), baselines, byConfiguration);
        double baselineTime = baselineBySize == null ? Double.NaN
                : Math.exp(baselineBySize.values().stream().mapToDouble(Math::log).average().orElseThrow());
        List<Row> rows = outcome.finished().stream().map(f -> row(f, baselineTime)).toList();
        List<Row> ok = rows.stream().filter(r -> r.timeMs() != null).sorted(Comparator.comparingDouble(Row::timeMs))
                .toList();
        Map<String, Integer> outcomes = new LinkedHashMap<>();
        outcomes.put("measured", ok.size());
        rows.stream().filter(r -> r.failure() != null).forEach(r -> outcomes.merge(r.failure(), 1, Integer::sum));
        Row baselineRow = new HashSet<>(baselines).size() == 1
                ? rows.stream().filter(r -> r.parameters().equals(new TreeMap<>(baselines.getFirst().values())))
                        .findFirst().orElse(null)
                : new Row(0, Map.of(), Double.isFinite(baselineTime) ? baselineTime : null, null,
                        Double.isFinite(baselineTime) ? 1.0 : null, Double.isFinite(baselineTime) ? null
                        : KernelTunerCache.RUNTIME_FAILED, Double.isFinite(baselineTime) ? null
                        : "a size's setting in use failed", null, null, false, null, baselineBySize);
        String baselineSource = settings.stream().map(BaselineSetting::source).distinct().count() == 1
                ? settings.getFirst().source() : String.join("; ", settings.stream().map(b -> b.size() + ": "
                        + b.source()).toList());
        double[] bestSoFar = new TuningLoop.Result(outcome.finished().stream().map(f -> new TuningLoop.Evaluation(
                f.configuration(), f.time(), f.resumed())).toList(), outcome.stop()).bestSoFar();
        return new Report(commandLine, Instant.now().toString(), device.label(), device.backend().cliName(),
                device.driverVersion(), options.variant().label(), options.filter().id(), options.type().id(),
                options.border().id(), options.sizes().stream().map(s -> s.width() + "x" + s.height()).toList(),
                options.strategy().id(), options.seed(), options.maxEvals(), space.toString(), baselineSource,
                settings, baselineRow,
                ok.isEmpty() ? null : ok.getFirst(), ok.subList(0, Math.min(options.top(), ok.size())), rows.size(),
                outcome.resumedCount(), outcomes, rows.stream().filter(r -> r.failure() != null).toList(), bestSoFar,
                outcome.stop().name(), outcome.medianOverheadMs(), outcome.maxOverheadMs(),
                (System.nanoTime() - start) / 1e9, options.cache() == null ? null : options.cache().toString(),
                space.names(), result.sweep(), OccupancyPriority.summary(device, options.minOccupancy(), priority,
                search), ok);
    }

    /**
     * The settings in use, each timed at its own size ("WxH" to ms; their geometric mean over the sizes is the
     * baseline's time, as the objective combines one configuration's times); null when one failed. With one size, that
     * size's time.
     */
    private static Map<String, Double> baselineBySize(List<StencilBenchmark.Size> sizes, List<Configuration> baselines,
                                                      Map<Configuration, TuneSession.Finished> byConfiguration) {
        Map<String, Double> bySize = new LinkedHashMap<>();
        for (int i = 0; i < sizes.size(); i++) {
            String label = sizes.get(i).width() + "x" + sizes.get(i).height();
            TuneSession.Finished f = byConfiguration.get(baselines.get(i));
            JsonNode atSize = f == null ? null : sizes.size() == 1 ? f.record().path("time")
                    : f.record().path("time_by_size").path(label);
            if (atSize == null || !atSize.isNumber() || !Double.isFinite(atSize.asDouble())) {
                return null;
            }
            bySize.put(label, atSize.asDouble());
        }
        return bySize;
    }

    private static Row row(TuneSession.Finished f, double baselineTime) {
        ObjectNode r = f.record();
        double t = f.time();
        boolean measured = Double.isFinite(t);
        return new Row(f.evaluation(), new TreeMap<>(f.configuration().values()), measured ? t : null,
                r.has("GB/s") ? r.get("GB/s").asDouble() : null,
                measured && Double.isFinite(baselineTime) ? baselineTime / t : null, KernelTunerCache.failure(r),
                r.has("error") ? r.get("error").asText() : null, r.has("threads") ? r.get("threads").asLong() : null,
                r.has("registers") ? r.get("registers").asInt() : null, f.resumed(),
                r.hasNonNull("device") ? r.get("device").asText() : null, timeBySize(r));
    }

    private static Map<String, Double> timeBySize(ObjectNode record) {
        JsonNode bySize = record.path("time_by_size");
        if (!bySize.isObject()) {
            return null;
        }
        Map<String, Double> times = new LinkedHashMap<>();
        bySize.properties().forEach(e -> times.put(e.getKey(), e.getValue().asDouble()));
        return times;
    }

    /**
     * The sizes at which {@code best} ran more than LOSS_TOLERANCE slower than the setting in use there, each as
     * "WxH (speed-up: best ms against baseline ms)"; empty with one size or without both rows' times by size.
     */
    static List<String> sizesItLoses(Row best, Row baseline) {
        if (best.timeBySizeMs() == null || baseline.timeBySizeMs() == null) {
            return List.of();
        }
        List<String> losses = new ArrayList<>();
        best.timeBySizeMs().forEach((size, ms) -> {
            Double before = baseline.timeBySizeMs().get(size);
            if (before != null && ms > before * (1 + LOSS_TOLERANCE)) {
                losses.add(String.format(Locale.ROOT, "%s (%.3fx: %.4f ms against %.4f)", size, before / ms, ms,
                        before));
            }
        });
        return losses;
    }

    /** The database with the best configuration as this device's entry, or the reason none is written. */
    public record DatabaseUpdate(StencilTuning database, String message, boolean changed) {}

    /**
     * Makes the best configuration this device's entry for the filter's family, the pixel type and radii up to the
     * tuned one, when it beat the baseline measured in the same run and the baseline is what the library runs now
     * (an entry in use for another variant was not measured here, so it is never replaced silently).
     */
    public static DatabaseUpdate updateDatabase(StencilTuning database, Device device, Report report,
                                                StencilVariant variant, FilterSpec filter, PixelType type) {
        // A sweep over several kinds of device: only this device's kind is compared and written (times of two kinds
        // never are); the entry is this device's.
        String kind = device.name().strip();
        Row best = report.measured().stream().filter(r -> r.measuredOn(kind)).findFirst().orElse(null);
        Row baseline = report.baseline() != null && report.baseline().measuredOn(kind) ? report.baseline() : null;
        if (best == null || baseline == null || baseline.timeMs() == null) {
            return new DatabaseUpdate(database, "No database change: the baseline or every configuration failed"
                    + (report.measured().stream().allMatch(r -> r.measuredOn(kind)) ? "."
                    : " on '" + kind + "' (this run's device; the sweep measured other kinds of device too, and an"
                    + " entry is written for this kind only)."), false);
        }
        for (String size : report.sizes()) {
            StencilBenchmark.Size image = StencilBenchmark.Size.parse(size);
            StencilTuning.Entry inUse = database.lookup(device, filter, type, (long) image.width() * image.height());
            if (inUse.variant() != variant) {
                return new DatabaseUpdate(database, "No database change: the entry in use for " + filter.id() + " on "
                        + type.id() + (report.sizes().size() > 1 ? " at " + size : "") + " (" + inUse.matchedBy()
                        + ") runs variant " + inUse.variant().id() + ", which this run did not measure; tune that"
                        + " variant, or compare the variants with kernelscope stencil.", false);
            }
        }
        double speedup = baseline.timeMs() / best.timeMs();
        String sizes = String.join(",", report.sizes());
        String objective = report.sizes().size() > 1 ? " (geometric mean over " + sizes + ")" : " at " + sizes;
        if (speedup <= 1.0) {
            return new DatabaseUpdate(database, String.format(Locale.ROOT, "No database change: nothing beat the"
                    + " setting in use (%s), measured at %.4f ms%s; the best found took %.4f ms.",
                    report.baselineSource(), baseline.timeMs(), objective, best.timeMs()), false);
        }
        List<String> losses = sizesItLoses(best, baseline);
        if (!losses.isEmpty()) {
            // the entry would serve every size, and a device's entry outranks the entries for one range of sizes
            // (session 53: a box5 entry 1.022x over three sizes ran 8192^2 7% slower than that size's own entry)
            return new DatabaseUpdate(database, String.format(Locale.ROOT, "No database change: the best found is"
                    + " %.3fx the setting in use%s but slower at %s, and a database entry serves every size. Tune the"
                    + " sizes where it wins without the others, or compare the settings with kernelscope stencil.",
                    speedup, objective, String.join(", ", losses)), false);
        }
        String source = String.format(Locale.ROOT, "kernelscope tune, %s: %s strategy, %d evaluations, %s %s %s:"
                + " %.4f ms%s, %.3fx the setting it replaced (%s, %.4f ms, same run)", report.date().substring(0, 10),
                report.strategy(), report.evaluations(), filter.id(), type.id(), sizes, best.timeMs(),
                report.sizes().size() > 1 ? " (geometric mean)" : "", speedup, report.baselineSource(),
                baseline.timeMs());
        // the filter's most specific name: a tuned sobelx says nothing of the magnitude's kernels
        String family = filter.databaseFamilies().getFirst();
        // for the backend it was measured through: one GPU can run the same kernel at other speeds through CUDA and
        // through NVIDIA's OpenCL (session 38: the packed rung's STREAM, 5% faster through one, 9% slower through the
        // other)
        String backend = device.backend().cliName();
        StencilTuning.Entry entry = new StencilTuning.Entry("device", device.name().strip(), family, type.id(),
                filter.radius(), StencilTuning.Entry.ANY_PASSES, 0, backend, variant, best.parameters(), source);
        // the entry serves every image size, so one measured at a single size says so (session 51: a Sobel entry
        // tuned at 8192^2 alone ran 3.5% slower at 4097x3001)
        String reach = report.sizes().size() > 1 ? "" : " It serves every image size and was measured at this one"
                + " only: give --size several sizes to tune for them together.";
        return new DatabaseUpdate(database.withEntry(entry), String.format(Locale.ROOT, "Database entry for device"
                + " '%s' through %s (%s, %s, radius <= %d) written: %.3fx the previous setting%s.%s",
                device.name().strip(), backend, family, type.id(), filter.radius(), speedup, objective, reach), true);
    }
}
