/*
 * The watchdog of a live run: a configuration that outlasts its bound is written to the cache as failed with the
 * reason before the watchdog's action runs (the command line ends the process there), a restart skips it, and the
 * bound grows with the slowest configuration seen so a slow but healthy kernel is not declared hung.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluationWatchdogTest {
    private static final SearchSpace SPACE = new SearchSpace(List.of(new TuneParameter("BM", List.of(32L, 64L)),
            new TuneParameter("BK", List.of(4L, 8L))), Map.of(), List.of());

    private static KernelTunerCache.Header header() {
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        params.put("BM", CacheWriter.jsonValues(List.of(32L, 64L)));
        params.put("BK", CacheWriter.jsonValues(List.of(4L, 8L)));
        return new KernelTunerCache.Header("GPU A", "sgemm_tuned",
                KernelTunerCache.JSON.createArrayNode().add(256), List.of("BM", "BK"), params, "time");
    }

    /** How long the hung configuration would take by itself. */
    private static final long HANG_MILLIS = 4_000;

    /** Sleeps {@code hangMillis} in configuration 64,8 (a hung kernel), 1 ms elsewhere. */
    private static TuneSession.Evaluator evaluator(long hangMillis, List<String> evaluated) {
        return c -> {
            evaluated.add(c.key());
            try {
                Thread.sleep(c.key().equals("64,8") ? hangMillis : 1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            ObjectNode r = KernelTunerCache.JSON.createObjectNode();
            r.put("time", c.key().equals("32,4") ? 1.0 : 2.0);
            return r;
        };
    }

    @Test
    void aHungConfigurationIsRecordedWithItsReasonAndSkippedOnResume(@TempDir Path dir) {
        Path file = dir.resolve("cache.json");
        List<EvaluationWatchdog.Hang> hangs = new CopyOnWriteArrayList<>();
        List<String> evaluated = new ArrayList<>();
        try (CacheWriter cache = CacheWriter.open(file, header());
             EvaluationWatchdog watchdog = new EvaluationWatchdog(Duration.ofMillis(300), hangs::add)) {
            TuneSession.Outcome outcome = new TuneSession(SPACE, Strategies.BRUTE_FORCE.create(SPACE, 1), cache, 10,
                    null).watchdog(watchdog).run(evaluator(HANG_MILLIS, evaluated), f -> {});
            assertThat(outcome.finished()).hasSize(4);
        }
        assertThat(hangs).singleElement().satisfies(h -> {
            assertThat(h.key()).isEqualTo("64,8");
            // stopped by the watchdog, long before the hung evaluation would have returned by itself (the margin
            // is wide: with 1.5 s of hang and a 1.4 s bound a loaded 2-core machine measured 1.44 s once)
            assertThat(h.ran()).isGreaterThanOrEqualTo(Duration.ofMillis(300))
                    .isLessThan(Duration.ofMillis(HANG_MILLIS - 1_000));
        });
        ObjectNode hung = KernelTunerCache.read(file).entries().get("64,8");
        assertThat(KernelTunerCache.failure(hung)).isEqualTo(KernelTunerCache.RUNTIME_FAILED);
        assertThat(hung.path("error").asText()).contains("no result after").contains("watchdog");
        assertThat(hung.path("BM").asLong()).isEqualTo(64);

        // the restart answers it from the cache: nothing is evaluated again
        List<String> again = new ArrayList<>();
        try (CacheWriter cache = CacheWriter.open(file, header());
             EvaluationWatchdog watchdog = new EvaluationWatchdog(Duration.ofMillis(300), hangs::add)) {
            new TuneSession(SPACE, Strategies.BRUTE_FORCE.create(SPACE, 1), cache, 10, null).watchdog(watchdog)
                    .run(evaluator(HANG_MILLIS, again), f -> {});
        }
        assertThat(again).isEmpty();
        assertThat(hangs).hasSize(1);
    }

    @Test
    void theBoundGrowsWithTheSlowestConfiguration() {
        // A floor well above the 150 ms evaluation: a loaded 2-core CI machine once overslept a 20 ms sleep past a
        // 50 ms floor, the watchdog fired and the test failed; 10 x 150 ms still lifts the bound above the floor.
        try (EvaluationWatchdog watchdog = new EvaluationWatchdog(Duration.ofSeconds(1), h -> {})) {
            assertThat(watchdog.bound()).isEqualTo(Duration.ofSeconds(1));
            watchdog.arm("a", h -> {});
            try {
                Thread.sleep(150);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            assertThat(watchdog.disarm()).isTrue();
            assertThat(watchdog.bound()).isGreaterThanOrEqualTo(Duration.ofMillis(1500));
        }
    }
}
