/*
 * Every command's --help renders cleanly: picocli treats descriptions as format strings, so a bare '%' prints a
 * "[picocli WARN]" line on standard error and the raw text instead of the help (found in `gemm --help`).
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

// Isolated: it swaps the process's System.err for a moment, which would swallow what tests beside it print there.
@org.junit.jupiter.api.parallel.Isolated
class HelpTextTest {

    @Test
    void everyCommandsHelpRendersWithoutPicocliWarnings() {
        List<CommandLine> commands = new ArrayList<>();
        collect(KernelScope.commandLine(), commands);
        assertThat(commands).hasSizeGreaterThan(5);
        for (CommandLine command : commands) {
            PrintStream systemErr = System.err;
            var captured = new ByteArrayOutputStream();
            String usage;
            try {
                System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
                usage = command.getUsageMessage();
            } finally {
                System.setErr(systemErr);
            }
            String name = command.getCommandSpec().qualifiedName();
            assertThat(captured.toString(StandardCharsets.UTF_8)).as(name).doesNotContain("picocli WARN");
            assertThat(usage).as(name).doesNotContain("%n");
        }
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        command.getSubcommands().values().forEach(sub -> collect(sub, into));
    }
}
