/*
 * The files one tune run writes besides its record: checked together before the work (none may be an input or
 * another output of the run; only --force replaces one; a --cache may exist, it is resumed) and written whole or
 * not at all after the results are shown (the T4 results here; a tuning database in TuningDatabaseFiles).
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.tune.CacheWriter;
import dev.kernelscope.tune.T4Output;
import dev.kernelscope.tune.TuneSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public final class TuneOutputFiles {
    private TuneOutputFiles() {}

    /**
     * Refuses, before the run, any output that could not be written or would replace an input ({@code inputs}: the
     * replayed caches, the space file, its kernel) or another output. Null paths are not asked for. {@code record}
     * and {@code chart} honour {@code force}; {@code cache} and {@code database} are updated in place, so they may
     * exist and must then be readable.
     */
    public static void check(List<Path> inputs, Path record, Path chart, Path t4, Path database, Path cache,
                             boolean force) {
        List<Path> taken = new ArrayList<>(inputs);
        if (cache != null) {
            taken.add(cache);
            // the cache's in-flight marker is read on resume and deleted when the cache closes: an --output named
            // CACHE.inflight was deleted at the end of the run that wrote it
            taken.add(CacheWriter.inflightOf(cache));
        }
        if (record != null) {
            OutputFiles.checkWritable(record, force, "JSON record", taken.toArray(Path[]::new));
            taken.add(record);
        }
        if (chart != null) {
            ChartFile.formatOf(chart);
            OutputFiles.checkWritable(chart, force, "chart", taken.toArray(Path[]::new));
            taken.add(chart);
        }
        if (t4 != null) {
            OutputFiles.checkWritable(t4, force, "T4 output", taken.toArray(Path[]::new));
            taken.add(t4);
        }
        if (database != null) {
            OutputFiles.checkWritable(database, true, "tuning database", taken.toArray(Path[]::new));
            if (Files.exists(database)) {
                OutputFiles.checkReadable(database, "tuning database");
            }
        }
        if (cache != null) {
            List<Path> others = new ArrayList<>(taken.subList(0, inputs.size()));
            if (database != null) {
                others.add(database);
            }
            OutputFiles.checkWritable(cache, true, "tuning cache", others.toArray(Path[]::new));
            if (Files.exists(cache)) {
                OutputFiles.checkReadable(cache, "tuning cache");
            }
        }
    }

    /** Writes the T4 results file of the configurations that finished. */
    public static void writeT4(Path file, List<TuneSession.Finished> finished, List<String> parameterNames) {
        writeJson(file, T4Output.of(finished, parameterNames), "T4 output");
    }

    /** Writes a JSON file whole or not at all, replacing it ({@code what} names it in a failure's message). */
    static void writeJson(Path file, JsonNode tree, String what) {
        AtomicOutput.write(file, true, what, Json.pretty(tree) + System.lineSeparator());
    }
}
