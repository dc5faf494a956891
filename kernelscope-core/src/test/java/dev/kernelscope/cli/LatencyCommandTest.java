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

    @Test
    void aThreadTileGivesTheFmasPerLdsReadAndExactlyOneIntensityIsRequired() throws Exception {
        // seed 004 R12: ~90-cycle LDS waits; an 8x8 tile read with ds_load_b128 does 16 FMAs per read -> 6 waves
        Cli tile = Cli.run("latency", "--latency", "90", "--thread-tile", "8x8", "--elements-per-load", "4",
                "--slots", "16");
        assertThat(tile.exitCode()).isZero();
        assertThat(tile.out()).contains("64 FMAs per k step for 4 LDS reads", "= 16 FMAs per read", "Hideable: 6");
        assertThat(Cli.run("latency", "--latency", "90", "--thread-tile", "1x1", "--slots", "16").out())
                .contains("Not hideable", "180 waves");
        var json = dev.kernelscope.report.Json.mapper().readTree(Cli.run("latency", "--latency", "90",
                "--thread-tile", "8x8", "--slots", "16", "--format", "json").out());
        assertThat(json.at("/threadTile/fmasPerLoad").asDouble()).isEqualTo(4.0);
        for (String[] bad : new String[][] {{"--slots", "16"}, {"--alu-per-mem", "2", "--thread-tile", "8x8",
            "--slots", "16"}, {"--thread-tile", "8by8", "--slots", "16"}}) {
            String[] args = new String[bad.length + 3];
            args[0] = "latency";
            args[1] = "--latency";
            args[2] = "90";
            System.arraycopy(bad, 0, args, 3, bad.length);
            Cli run = Cli.run(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).isTrue();
        }
    }
}
