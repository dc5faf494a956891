/*
 * The matrix of `kernelscope gemm` as a CellJob: one cell per problem shape (--sizes or --shapes, in order), each
 * with every chosen rung and variant, and the vendor's SGEMM (cuBLAS) timed on the same device in the same process,
 * so every "% of vendor" compares two measurements from one worker. A worker compiles each rung once for all its cells.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmRuns;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.kernels.gemm.Layout;
import dev.kernelscope.model.InvalidInputException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

public record GemmMatrixJob(GemmBenchmark.Options options, BackendKind backend, String commandLine,
                            boolean progress) implements CellJob {
    public static final String KIND = "gemm";

    @Override
    public String kind() { return KIND; }

    @Override
    public int cells() {
        return options.shapes().size();
    }

    /** The options of cell {@code cell}: every entry on that one shape. */
    public GemmBenchmark.Options cell(int cell) {
        if (cell < 0 || cell >= cells()) {
            throw new InvalidInputException("Cell " + cell + " is outside the matrix of " + cells() + " cells.");
        }
        return options.on(List.of(options.shapes().get(cell)));
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode json = MatrixCells.header(KIND, backend, commandLine, progress);
        ArrayNode shapes = json.putArray("shapes");
        for (GemmShape s : options.shapes()) {
            shapes.addObject().put("layout", s.layout().name()).put("trans_a", s.transA()).put("trans_b", s.transB())
                    .put("m", s.m()).put("n", s.n()).put("k", s.k()).put("lda", s.lda()).put("ldb", s.ldb())
                    .put("ldc", s.ldc());
        }
        ArrayNode entries = json.putArray("entries");
        for (GemmBenchmark.Entry e : options.entries()) {
            MatrixCells.putOverrides(entries.addObject().put("rung", e.rung().id()), e.overrides());
        }
        json.put("warmups", options.warmups());
        json.put("repetitions", options.repetitions());
        json.put("verify", options.verify());
        if (options.database() != GemmTuning.builtIn()) {   // gemm --database: the file's entries travel whole
            json.set("database", options.database().toJson("gemm --database"));
            json.put("database_origin", options.database().origin());
        }
        return json;
    }

    public static GemmMatrixJob fromJson(JsonNode json) {
        List<GemmShape> shapes = new ArrayList<>();
        for (JsonNode s : json.path("shapes")) {
            shapes.add(new GemmShape(Layout.valueOf(s.path("layout").asText()), s.path("trans_a").asBoolean(),
                    s.path("trans_b").asBoolean(), s.path("m").asInt(), s.path("n").asInt(), s.path("k").asInt(),
                    s.path("lda").asInt(), s.path("ldb").asInt(), s.path("ldc").asInt()));
        }
        List<GemmBenchmark.Entry> entries = new ArrayList<>();
        for (JsonNode e : json.path("entries")) {
            entries.add(new GemmBenchmark.Entry(GemmRung.parse(e.path("rung").asText()), MatrixCells.overrides(e)));
        }
        GemmTuning database = GemmTuning.builtIn();
        if (json.has("database")) {
            try {
                database = GemmTuning.of(json.get("database")).from(json.path("database_origin").asText(null));
            } catch (java.io.IOException malformed) {
                throw new InvalidInputException("The matrix job's tuning database cannot be read: "
                        + malformed.getMessage() + ".");
            }
        }
        return new GemmMatrixJob(new GemmBenchmark.Options(shapes, entries, json.path("warmups").asInt(),
                json.path("repetitions").asInt(), json.path("verify").asBoolean(), database),
                MatrixCells.backend(json), json.path("command_line").asText(),
                json.path("progress").asBoolean());
    }

    /** The report a worker measured for one cell; null for a cell the pool gave up on (see {@link #merge}). */
    public static GemmRecords.Report cellReport(SweepResult result) {
        return MatrixCells.report(result, GemmRecords.Report.class);
    }

    /**
     * The one report of the whole matrix, as the in-process benchmark writes it: the shapes in cell order, each
     * naming the device that measured it; a lost cell is a shape with its error and no rungs. Device, vendor and
     * peak facts come from the first measured cell (the workers' devices are of one kind: DeviceList checks it).
     * Throws GpuException when no cell was measured.
     */
    public GemmRecords.Report merge(List<SweepResult> results) {
        return MatrixCells.merge(results, GemmRecords.Report.class, GemmRecords.Report::sizes,
                (cell, device, error) -> {
                    GemmShape s = options.shapes().get(cell);
                    return new GemmRecords.SizeResult(s.m(), s.n(), s.k(), s.layoutId(), s.transposes(), 0, 0, null,
                            null, null, List.of(), device, error);
                }, (first, sizes) -> new GemmRecords.Report(first.tool(), first.java(), commandLine,
                        Instant.now().toString(), first.device(), first.vendor(), first.peak(), first.settings(),
                        sizes), "gemm matrix");
    }

    /** Tells {@code listener} of every rung a measured cell holds, as the in-process run does (the journal). */
    public void replay(int cell, SweepResult result, GemmBenchmark.Listener listener) {
        GemmRecords.Report measured = cellReport(result);
        if (measured != null) {
            measured.sizes().forEach(size -> size.rungs().forEach(r -> listener.measured(
                    options.shapes().get(cell), r)));
        }
    }

    @Override
    public String describe(int cell) {
        return options.shapes().get(cell).toString();
    }

    @Override
    public SweepEvaluator open(String address) {
        return MatrixCells.open(address, backend, (session, cell) -> GemmRuns.run(session, cell(cell),
                MatrixCells.progress(progress, session), commandLine));
    }
}
