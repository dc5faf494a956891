/*
 * The examples in every command's help can be copied line by line: picocli wraps
 * help at 80 columns, and an example longer than that lost its last option to a line of its own ('--tile' / '8x8x8').
 */
package dev.kernelscope.cli;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class HelpExamplesTest {

    @ParameterizedTest
    @ValueSource(strings = {"occupancy", "halo", "ndrange", "isa", "devices", "gemm", "stencil", "tune", "simulate",
            "latency", "lds", "roofline", "analyze", "bench", "launch-bounds", "dual-issue", "demo"})
    void everyExampleEndsOnItsLineOrContinuesWithABackslash(String command) {
        Cli run = Cli.run(command, "--help");
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("  kernelscope ")) {
                String next = lines.get(i + 1);
                assertThat(next.isEmpty() || next.startsWith(" ")).as(lines.get(i) + " / " + next).isTrue();
                assertThat(lines.get(i)).hasSizeLessThanOrEqualTo(80);
            }
        }
    }
}
