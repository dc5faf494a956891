/*
 * `kernelscope latency` through the CLI: seed 001's example in table and JSON form, and bad numbers as exit 2.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import org.junit.jupiter.api.Test;

class LatencyCommandTest {
    @Test
    void seed001ExampleInTheTable() {
        Cli run = Cli.run("latency", "--latency", "500", "--alu-per-mem", "50", "--slots", "16");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("waves needed\\s+waves\\s+10");
        assertThat(run.out()).containsPattern("occupancy needed\\s+%\\s+62.5%");
        assertThat(run.out()).contains("about 63%");
    }

    @Test
    void jsonKeys() throws Exception {
        Cli run = Cli.run("latency", "--latency", "500", "--alu-per-mem", "50", "--slots", "16",
                "--cycles-per-instruction", "2", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode node = Json.mapper().readTree(run.out());
        assertThat(node.get("wavesNeeded").asLong()).isEqualTo(5);
        assertThat(node.get("occupancyNeeded").asDouble()).isEqualTo(5.0 / 16);
        assertThat(node.get("hideable").asBoolean()).isTrue();
        assertThat(node.get("slots").asInt()).isEqualTo(16);
    }

    @Test
    void unreachableLatencySaysSo() {
        Cli run = Cli.run("latency", "--latency", "500", "--alu-per-mem", "5", "--slots", "16");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Not hideable", "100 waves are needed");
    }

    @Test
    void badNumbersAreExitTwo() {
        Cli negative = Cli.run("latency", "--latency", "-5", "--alu-per-mem", "50", "--slots", "16");
        assertThat(negative.exitCode()).isEqualTo(2);
        assertThat(negative.err()).contains("latency must lie in 1..1000000 cycles (the physical range), not -5.");
        assertThat(negative.errorIsOneParagraph()).isTrue();
        Cli text = Cli.run("latency", "--latency", "fast", "--alu-per-mem", "50", "--slots", "16");
        assertThat(text.exitCode()).isEqualTo(2);
        assertThat(text.err()).contains("fast");
        Cli slots = Cli.run("latency", "--latency", "500", "--alu-per-mem", "50", "--slots", "0");
        assertThat(slots.exitCode()).isEqualTo(2);
        assertThat(slots.err()).contains("slots");
    }
}
