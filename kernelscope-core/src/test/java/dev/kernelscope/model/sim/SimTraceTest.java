/*
 * The Chrome Trace Event output opens in Perfetto: metadata names the process and every slot thread, every X slice
 * has ts and a positive dur, slices on one thread never overlap, counters are C events; and the timeline draws.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.report.ChromeTrace;
import dev.kernelscope.report.SimTimeline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimTraceTest {
    @Test
    void traceIsValidChromeTraceJson(@TempDir Path dir) throws Exception {
        Scenario s = SeedScenarios.all().stream().filter(x -> x.name().equals("seed000-barrier-2groups")).findFirst().orElseThrow();
        SimResult r = SimRequest.of(ArchRegistry.presets().get(s.arch()), s.program()).withTrace(30_000).run();
        JsonNode root = new ObjectMapper().readTree(ChromeTrace.render(r));
        Map<Integer, List<long[]>> byThread = new HashMap<>();
        int threadNames = 0, counters = 0, releases = 0;
        boolean processNamed = false;
        for (JsonNode e : root.get("traceEvents")) {
            switch (e.get("ph").asText()) {
                case "M" -> {
                    processNamed |= e.get("name").asText().equals("process_name") && e.get("args").get("name").asText().contains("cycles");
                    threadNames += e.get("name").asText().equals("thread_name") ? 1 : 0;
                }
                case "X" -> {
                    assertThat(e.has("ts") && e.has("dur")).isTrue();
                    assertThat(e.get("dur").asLong()).isPositive();
                    assertThat(e.get("cat").asText()).isIn("selected", "not_selected", "long_scoreboard", "short_scoreboard",
                            "wait", "math_pipe_throttle", "barrier", "slot_empty");
                    byThread.computeIfAbsent(e.get("tid").asInt(), k -> new ArrayList<>())
                            .add(new long[] {e.get("ts").asLong(), e.get("dur").asLong()});
                }
                case "C" -> counters++;
                case "i" -> releases++;
                default -> throw new AssertionError("unexpected phase " + e);
            }
        }
        assertThat(processNamed).isTrue();
        assertThat(threadNames).isEqualTo(r.unit().residentWaves());
        assertThat(counters).isPositive();
        assertThat(releases).isPositive();
        for (List<long[]> slices : byThread.values()) {
            slices.sort((a, b) -> Long.compare(a[0], b[0]));
            for (int i = 1; i < slices.size(); i++) {
                assertThat(slices.get(i - 1)[0] + slices.get(i - 1)[1]).isLessThanOrEqualTo(slices.get(i)[0]);
            }
        }
        Path png = dir.resolve("t.png");
        SimTimeline.write(r, png, false);
        assertThat(Files.size(png)).isGreaterThan(1000);
    }
}
