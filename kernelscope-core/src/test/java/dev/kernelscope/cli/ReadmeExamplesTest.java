/*
 * The README's printed examples are what the commands print: every ```text block that starts with
 * `$ ./kernelscope COMMAND` and shows its output is run in-process and compared line by line (model-only commands:
 * no device, no file). A new user compares them first; the occupancy example had lost a line of its assumptions.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ReadmeExamplesTest {
    private static final Path README = Path.of("../README.md");
    /** A fenced text block whose first line is a kernelscope command and whose other lines are its output. */
    private static final Pattern EXAMPLE = Pattern.compile("```text\\n\\$ \\./kernelscope ([^\\n#]+)\\n(.*?)```",
            Pattern.DOTALL);
    /** Commands that compute from their options alone, so the README's output is exactly reproducible. */
    private static final List<String> MODEL_ONLY = List.of("occupancy", "halo", "latency");

    record Example(List<String> args, String output) {
    }

    @Test
    void everyModelOnlyExampleInTheReadmePrintsWhatItShows() throws IOException {
        List<Example> examples = examples(Files.readString(README));
        // the occupancy, halo and latency examples: if the pattern stops finding them the test would prove nothing
        assertThat(examples).extracting(e -> e.args().getFirst()).containsAll(MODEL_ONLY);
        for (Example example : examples) {
            Cli run = Cli.run(example.args().toArray(String[]::new));
            assertThat(run.exitCode()).as("exit code of ./kernelscope %s", example.args()).isZero();
            assertThat(run.out().lines().toList()).as("output of ./kernelscope %s (README.md)", String.join(" ",
                    example.args())).containsExactlyElementsOf(example.output().lines().toList());
        }
    }

    private static List<Example> examples(String readme) {
        List<Example> examples = new ArrayList<>();
        Matcher m = EXAMPLE.matcher(readme);
        while (m.find()) {
            List<String> args = Arrays.asList(m.group(1).strip().split("\\s+"));
            boolean readsAFile = args.stream().anyMatch(a -> a.equals("--batch") || a.equals("--arch-file"));
            if (MODEL_ONLY.contains(args.getFirst()) && !readsAFile && !m.group(2).startsWith("$ ")) {
                examples.add(new Example(args, m.group(2)));
            }
        }
        return examples;
    }
}
