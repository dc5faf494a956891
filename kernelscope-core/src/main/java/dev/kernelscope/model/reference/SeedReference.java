/*
 * Reads seed-reference.json: the article ladder (seed 004's kernels 0-8, time, GFLOP/s, % of rocBLAS, measured by
 * the article's author on a 7900 XTX, each with the rung of our ladder that implements the same technique) and the articles' occupancy examples with the figures the model must give.
 */
package dev.kernelscope.model.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

public final class SeedReference {
    private static final String RESOURCE = "seed-reference.json";

    /**
     * One row of the article's ladder table, with the rung of KernelScope's ladder that implements the same technique
     * ({@code ourRung}: 0 for the vendor BLAS, empty where none does) and how the two correspond.
     */
    public record ArticleRung(int kernel, String description, double milliseconds, double gflops,
            double percentOfVendor, String note, java.util.OptionalInt ourRung, String correspondence) {
        /** 2MNK / time, to hold against the article's stated GFLOP/s. */
        public double computedGflops(long m, long n, long k) {
            return 2.0 * m * n * k / (milliseconds / 1000) / 1e9;
        }
    }

    /** The article's ladder: its source, device, problem size and rungs. */
    public record ArticleLadder(String source, String device, long m, long n, long k, List<ArticleRung> rungs) {
        public ArticleLadder {
            rungs = List.copyOf(rungs);
        }
    }

    /** An occupancy example from an article, with the figures (corrected where the article errs) the model gives. */
    public record OccupancyExample(String seed, String arch, int threads, int registers, int sharedBytes,
            String mode, int groupsPerUnit, double occupancyPercent, double wavesPerSimd, String articleSays) {
    }

    private static final JsonNode ROOT = load();

    private SeedReference() {
    }

    public static ArticleLadder seed004Ladder() {
        JsonNode ladder = ROOT.path("ladder");
        List<ArticleRung> rungs = new ArrayList<>();
        for (JsonNode rung : ladder.path("rungs")) {
            rungs.add(new ArticleRung(rung.path("kernel").asInt(), rung.path("description").asText(),
                    rung.path("milliseconds").asDouble(), rung.path("gflops").asDouble(),
                    rung.path("percentOfVendor").asDouble(), rung.path("note").asText(),
                    rung.path("ourRung").isInt() ? java.util.OptionalInt.of(rung.path("ourRung").asInt())
                            : java.util.OptionalInt.empty(), rung.path("correspondence").asText()));
        }
        return new ArticleLadder(ladder.path("source").asText(), ladder.path("device").asText(),
                ladder.path("m").asLong(), ladder.path("n").asLong(), ladder.path("k").asLong(), rungs);
    }

    public static List<OccupancyExample> occupancyExamples() {
        List<OccupancyExample> examples = new ArrayList<>();
        for (JsonNode e : ROOT.path("occupancyExamples")) {
            examples.add(new OccupancyExample(e.path("seed").asText(), e.path("arch").asText(),
                    e.path("threads").asInt(), e.path("registers").asInt(), e.path("sharedBytes").asInt(),
                    e.path("mode").asText(), e.path("groupsPerUnit").asInt(), e.path("occupancyPercent").asDouble(),
                    e.path("wavesPerSimd").asDouble(), e.path("articleSays").asText()));
        }
        return List.copyOf(examples);
    }

    private static JsonNode load() {
        try (InputStream in = SeedReference.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
