/*
 * The matrix of `kernelscope stencil` as a CellJob: one cell per (pixel type, size), in the order the in-process
 * benchmark runs them (types outer, sizes inner); a cell is the copy roof of that type and size, then every filter
 * and variant, so the copy each variant is compared with is measured on the same device in the same process.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilRecords;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.model.InvalidInputException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

public record StencilMatrixJob(StencilBenchmark.Options options, BackendKind backend, String commandLine,
                               boolean progress) implements CellJob {
    public static final String KIND = "stencil";

    @Override
    public String kind() { return KIND; }

    @Override
    public int cells() {
        return options.types().size() * options.sizes().size();
    }

    /** The options of cell {@code cell}: every filter and variant, on that cell's type and size. */
    public StencilBenchmark.Options cell(int cell) {
        if (cell < 0 || cell >= cells()) {
            throw new InvalidInputException("Cell " + cell + " is outside the matrix of " + cells() + " cells.");
        }
        StencilBenchmark.Options o = options;
        return new StencilBenchmark.Options(o.filters(), List.of(o.types().get(cell / o.sizes().size())),
                List.of(o.sizes().get(cell % o.sizes().size())), o.entries(), o.border(), o.warmups(),
                o.repetitions(), o.verify(), o.npp(), o.database());
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode json = MatrixCells.header(KIND, backend, commandLine, progress);
        options.filters().forEach(f -> json.withArray("filters").add(f.id()));
        options.types().forEach(t -> json.withArray("types").add(t.id()));
        options.sizes().forEach(s -> json.withArray("sizes").add(s.width() + "x" + s.height()));
        ArrayNode entries = json.putArray("entries");
        for (StencilBenchmark.Entry e : options.entries()) {
            ObjectNode entry = entries.addObject();
            entry.put("variant", e.variant() == null ? null : e.variant().id());
            MatrixCells.putOverrides(entry, e.overrides());
        }
        json.put("border", options.border().id());
        json.put("warmups", options.warmups());
        json.put("repetitions", options.repetitions());
        json.put("verify", options.verify());
        json.put("npp", options.npp());
        if (options.database() != StencilTuning.builtIn()) {   // stencil --database: the file's entries travel whole
            json.set("database", options.database().toJson("stencil --database"));
            json.put("database_origin", options.database().origin());
        }
        return json;
    }

    public static StencilMatrixJob fromJson(JsonNode json) {
        List<FilterSpec> filters = new ArrayList<>();
        json.path("filters").forEach(f -> filters.add(FilterSpec.parse(f.asText())));
        List<PixelType> types = new ArrayList<>();
        json.path("types").forEach(t -> types.add(PixelType.parse(t.asText())));
        List<StencilBenchmark.Size> sizes = new ArrayList<>();
        json.path("sizes").forEach(s -> sizes.add(StencilBenchmark.Size.parse(s.asText())));
        List<StencilBenchmark.Entry> entries = new ArrayList<>();
        for (JsonNode e : json.path("entries")) {
            entries.add(new StencilBenchmark.Entry(e.path("variant").isTextual()
                    ? StencilVariant.parse(e.path("variant").asText()) : null, MatrixCells.overrides(e)));
        }
        StencilTuning database = StencilTuning.builtIn();
        if (json.has("database")) {
            try {
                database = StencilTuning.of(json.get("database")).from(json.path("database_origin").asText(null));
            } catch (java.io.IOException malformed) {
                throw new InvalidInputException("The matrix job's stencil tuning database cannot be read: "
                        + malformed.getMessage() + ".");
            }
        }
        return new StencilMatrixJob(new StencilBenchmark.Options(filters, types, sizes, entries,
                Border.parse(json.path("border").asText()), json.path("warmups").asInt(),
                json.path("repetitions").asInt(), json.path("verify").asBoolean(), json.path("npp").asBoolean(),
                database),
                MatrixCells.backend(json), json.path("command_line").asText(),
                json.path("progress").asBoolean());
    }

    /** The report a worker measured for one cell; null for a cell the pool gave up on (see {@link #merge}). */
    public static StencilRecords.Report cellReport(SweepResult result) {
        return MatrixCells.report(result, StencilRecords.Report.class);
    }

    /**
     * The one report of the whole matrix, as the in-process benchmark writes it: the groups in cell order, each
     * naming the device that measured it; a lost cell is a group with its error and no measurement. Device and
     * NPP facts come from the first measured cell (the workers' devices are of one kind: DeviceList checks it).
     * Throws GpuException when no cell was measured.
     */
    public StencilRecords.Report merge(List<SweepResult> results) {
        return MatrixCells.merge(results, StencilRecords.Report.class, StencilRecords.Report::groups,
                (cell, device, error) -> {
                    StencilBenchmark.Options o = cell(cell);
                    StencilBenchmark.Size size = o.sizes().getFirst();
                    PixelType type = o.types().getFirst();
                    return new StencilRecords.Group(type.id(), size.width(), size.height(), 0,
                            (long) size.width() * size.height() * type.bytes(), null, List.of(), device, error);
                }, (first, groups) -> new StencilRecords.Report(first.tool(), first.java(), commandLine,
                        Instant.now().toString(), first.device(), first.nppVersion(), first.nppAbsence(),
                        first.settings(), groups), "stencil matrix");
    }

    /** Tells {@code listener} of every variant a measured cell holds, as the in-process run does (the journal). */
    public static void replay(SweepResult result, StencilBenchmark.Listener listener) {
        StencilRecords.Report measured = cellReport(result);
        if (measured == null) {
            return;
        }
        for (StencilRecords.Group g : measured.groups()) {
            for (StencilRecords.FilterResult f : g.filters()) {
                for (StencilRecords.VariantResult v : f.variants()) {
                    listener.measured(g.type() + " " + g.width() + "x" + g.height(), f.filter(), v);
                }
            }
        }
    }

    @Override
    public String describe(int cell) {
        StencilBenchmark.Options o = cell(cell);
        return o.types().getFirst().id() + " " + o.sizes().getFirst().width() + "x" + o.sizes().getFirst().height();
    }

    @Override
    public SweepEvaluator open(String address) {
        return MatrixCells.open(address, backend, (session, cell) -> new StencilBenchmark(session, cell(cell),
                MatrixCells.progress(progress, session)).run(commandLine));
    }
}
