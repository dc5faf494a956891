/*
 * Replay against published brute-force caches (few seeds, to stay fast): the default strategy comes within 5% of
 * the optimum well before random search, and the per-seed numbers are consistent with the cache.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplayTest {

    @Test
    void theDefaultStrategyReachesFivePercentOfThePnpolyOptimumQuickly() {
        Replay replay = new Replay(KernelTunerCache.read(KernelTunerCacheTest.DATA.resolve("pnpoly_RTX_2080_Ti.json.gz")));
        assertThat(replay.configurations()).isEqualTo(4092);
        assertThat(replay.optimum()).isCloseTo(0.0159136, org.assertj.core.data.Offset.offset(1e-6));
        ReplayStudy study = ReplayStudy.run("pnpoly", replay, Strategies.DEFAULT, 120, 3, 1);
        assertThat(study.medianEvaluationsToWithin5Percent()).as("median evaluations to 5%%").isNotNull()
                .isLessThanOrEqualTo(60.0);
        for (ReplayStudy.SeedResult seed : study.runs()) {
            assertThat(seed.best()).isGreaterThanOrEqualTo(replay.optimum());
            assertThat(seed.bestAt().get(0)).isGreaterThanOrEqualTo(seed.bestAt().get(1));
        }
    }

    @Test
    void theDefaultStrategyBeatsRandomSearchOnTheConvolutionCache() {
        Replay replay = new Replay(KernelTunerCache.read(KernelTunerCacheTest.DATA.resolve(
                "convolution_RTX_2080_Ti.json.gz")));
        assertThat(replay.failedConfigurations()).isEqualTo(1426 + 86);
        List<Replay.Run> model = new ArrayList<>();
        List<Replay.Run> random = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            model.add(replay.run(Strategies.DEFAULT, 150, seed));
            random.add(replay.run(Strategies.RANDOM, 150, seed));
        }
        Double modelMedian = Replay.medianEvaluations(model, 150);
        assertThat(modelMedian).as("surrogate median evaluations to 5%%").isNotNull().isLessThanOrEqualTo(80.0);
        // random search needs ~560 evaluations on average here (12 of 6768 configurations lie within 5%)
        double modelBest = model.stream().mapToDouble(Replay.Run::best).average().orElseThrow();
        double randomBest = random.stream().mapToDouble(Replay.Run::best).average().orElseThrow();
        assertThat(modelBest).isLessThan(randomBest);
    }

    /** A hand-made cache with a negative time: it became the optimum, and no seed ever came within 5% of it. */
    @Test
    void aCacheWithANegativeTimeIsRefusedNamingTheEntry() {
        String text = "{\"device_name\": \"X\", \"kernel_name\": \"k\", \"tune_params_keys\": [\"a\"],"
                + " \"tune_params\": {\"a\": [1, 2]}, \"cache\": {\"1\": {\"a\": 1, \"time\": 1.0},"
                + " \"2\": {\"a\": 2, \"time\": -3}}}";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Replay(KernelTunerCache.parse(text, "hand.json")))
                .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                .hasMessageContaining("entry '2' has the time -3.0").hasMessageContaining("positive");
        assertThat(new Replay(KernelTunerCache.parse(text.replace("-3", "0.5"), "hand.json")).optimum())
                .isEqualTo(0.5);
    }
    private static final String HEAD = "{\"device_name\": \"X\", \"kernel_name\": \"k\", \"tune_params_keys\": [\"a\"],"
            + " \"tune_params\": {\"a\": [1, 2]}, \"cache\": {\"1\": {\"a\": 1, \"time\": 1.0}, ";

    /** Python's json writes NaN and Infinity: the file was refused as cut off, "after 0 readable entries". */
    @Test
    void aNonFiniteTimeAsPythonWritesItIsRefusedNamingTheEntryAndANonFiniteObservableIsRead() {
        for (String t : List.of("NaN", "Infinity", "-Infinity")) {
            String text = HEAD + "\"2\": {\"a\": 2, \"time\": " + t + "}}}";
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Replay(KernelTunerCache.parse(text, "nan.json")))
                    .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                    .hasMessageContaining("entry '2' has the time " + t).hasMessageNotContaining("complete");
        }
        String observable = HEAD + "\"2\": {\"a\": 2, \"time\": 0.5, \"GFLOP/s\": NaN}}}";
        assertThat(new Replay(KernelTunerCache.parse(observable, "nan.json")).optimum()).isEqualTo(0.5);
    }

    /** Entries without a time, or with a time as text, were counted as failed: "all failed or unreadable". */
    @Test
    void anEntryWithoutATimeOrWithATextThatIsNoMarkerIsRefusedNamingIt() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Replay(KernelTunerCache.parse(
                        HEAD + "\"2\": {\"a\": 2, \"GFLOP/s\": 3.0}}}", "t.json")))
                .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                .hasMessageContaining("entry '2' has no 'time'");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Replay(KernelTunerCache.parse(
                        HEAD + "\"2\": {\"a\": 2, \"time\": \"0.5\"}}}", "t.json")))
                .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                .hasMessageContaining("entry '2' has the time \"0.5\"");
        Replay markers = new Replay(KernelTunerCache.parse(HEAD + "\"2\": {\"a\": 2, \"time\": \"InvalidConfig\"}}}",
                "t.json"));
        assertThat(markers.failedConfigurations()).isEqualTo(1);
    }

    /** A cache of an unknown schema was read as if it were 1.x. */
    @Test
    void anUnknownSchemaVersionIsRefusedAndKernelTunersIsRead() {
        String body = "\"device_name\": \"X\", \"kernel_name\": \"k\", \"tune_params_keys\": [\"a\"],"
                + " \"tune_params\": {\"a\": [1]}, \"cache\": {\"1\": {\"a\": 1, \"time\": 1.0}}}";
        for (String version : List.of("\"2.0.0\"", "\"7.3\"", "5", "\"\"")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> KernelTunerCache.parse(
                            "{\"schema_version\": " + version + ", " + body, "s.json"))
                    .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                    .hasMessageContaining("schema_version " + version);
        }
        for (String version : List.of("\"1.0.0\"", "\"1.0\"", "\"1.1.0\"")) {
            assertThat(new Replay(KernelTunerCache.parse("{\"schema_version\": " + version + ", " + body, "s.json"))
                    .optimum()).isEqualTo(1.0);
        }
    }
    /** With --max-evals 20 the best of 20 evaluations was reported as best@50, best@100 and best@200. */
    @Test
    void aCheckpointPastTheBudgetHasNoBestAndOneWithinItHasTheBestSoFar() {
        Replay replay = new Replay(KernelTunerCache.read(KernelTunerCacheTest.DATA.resolve("pnpoly_RTX_2080_Ti.json.gz")));
        Replay.Run run = replay.run(Strategies.RANDOM, 60, 1);
        assertThat(run.bestAtCheckpoints().get(0)).isEqualTo(run.bestSoFar()[49]);
        assertThat(run.bestAtCheckpoints().get(1)).isNaN();
        assertThat(run.bestAtCheckpoints().get(2)).isNaN();
        // a space smaller than a checkpoint ends with its final best there, as a device run would
        String small = "{\"device_name\": \"X\", \"kernel_name\": \"k\", \"tune_params_keys\": [\"a\"],"
                + " \"tune_params\": {\"a\": [1, 2]}, \"cache\": {\"1\": {\"a\": 1, \"time\": 1.0},"
                + " \"2\": {\"a\": 2, \"time\": 0.5}}}";
        Replay.Run whole = new Replay(KernelTunerCache.parse(small, "s.json")).run(Strategies.RANDOM, 200, 1);
        assertThat(whole.bestAtCheckpoints()).containsExactly(0.5, 0.5, 0.5);
    }
    /** An empty parameter name was an internal error; two names that become one identifier named neither. */
    @Test
    void parameterNamesThatAreEmptyOrCollideAsIdentifiersAreHandled() {
        String empty = "{\"tune_params_keys\": [\"\"], \"tune_params\": {\"\": [1, 2]}, \"cache\": {"
                + "\"1\": {\"\": 1, \"time\": 1.0}, \"2\": {\"\": 2, \"time\": 2.0}}}";
        assertThat(new Replay(KernelTunerCache.parse(empty, "e.json")).optimum()).isEqualTo(1.0);
        String twice = "{\"tune_params_keys\": [\"block-size\", \"block_size\"], \"tune_params\": {\"block-size\": [1],"
                + " \"block_size\": [1]}, \"cache\": {\"1,1\": {\"block-size\": 1, \"block_size\": 1, \"time\": 1.0}}}";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Replay(KernelTunerCache.parse(twice, "t.json")))
                .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                .hasMessageContaining("'block-size' and 'block_size' both become 'block_size'");
    }
    /** A cache whose tune_params_keys is no list, or whose entries all lie outside tune_params, said neither. */
    @Test
    void aHeaderWithoutParameterNamesAndEntriesOutsideTheDeclaredValuesAreNamed() {
        for (String keys : List.of("\"a\"", "[]")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> KernelTunerCache.parse("{\"tune_params_keys\": "
                            + keys + ", \"tune_params\": {\"a\": [1]}, \"cache\": {}}", "k.json"))
                    .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                    .hasMessageContaining("has tune_params_keys " + keys).hasMessageContaining("must list the names");
        }
        String outside = "{\"tune_params_keys\": [\"a\"], \"tune_params\": {\"a\": [1, 2]}, \"cache\": {"
                + "\"3\": {\"a\": 3, \"time\": 1.0}, \"1\": {\"a\": 1, \"time\": \"InvalidConfig\"}}}";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Replay(KernelTunerCache.parse(outside, "o.json")))
                .isInstanceOf(dev.kernelscope.model.InvalidInputException.class)
                .hasMessageContaining("2 entries: 1 failed, 1 with values that tune_params does not list");
    }
}
