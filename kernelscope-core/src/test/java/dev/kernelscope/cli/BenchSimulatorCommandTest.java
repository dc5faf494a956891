/*
 * `bench simulator` as a user runs it: the JSON record carries the same envelope as every benchmark (the command line
 * once, the date, the versions) plus its parameters, and an unknown scenario names the command that lists them.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchSimulatorCommandTest {
    @Test
    void recordHoldsTheCommandLineOnceWithDateVersionsAndParameters(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("speed.json");
        Cli run = Cli.run("bench", "simulator", "--seconds", "0.1", "--scenario", "seed001-latency", "--output",
                file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode record = new ObjectMapper().readTree(Files.readString(file));
        // was "kernelscope bench simulator bench simulator --seconds 0.1 ...", and no date or KernelScope version
        assertThat(record.get("command").asText())
                .isEqualTo("kernelscope bench simulator --seconds 0.1 --scenario seed001-latency --output " + file);
        assertThat(record.get("date").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
        assertThat(record.get("kernelscope").asText()).isNotBlank();
        assertThat(record.get("parameters").get("secondsPerScenario").asDouble()).isEqualTo(0.1);
        assertThat(record.get("parameters").get("scenarios").get(0).asText()).isEqualTo("seed001-latency");
        JsonNode speed = record.get("results").get(0);
        assertThat(speed.get("secondsPerRun").size()).isGreaterThanOrEqualTo(5);
        assertThat(speed.get("instructionsPerSecond").asDouble()).isPositive();
    }

    @Test
    void unknownScenarioNamesTheCommandThatListsThem() {
        // bench simulator has no --list-scenarios of its own: the message said "(see --list-scenarios)"
        String message = Cli.refusal("bench", "simulator", "--scenario", "nope");
        assertThat(message).contains("unknown scenario 'nope'", "kernelscope simulate --list-scenarios");
    }
}
