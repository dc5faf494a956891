/*
 * The reliability classes of issue 10 held at the command line, one test per class: nothing the user gave is lost
 * (output == input refused, a full disk leaves the old file and blames the output, not the input), a finished run's
 * results are printed even when its file cannot be written, options that would be silently ignored are refused or
 * said aloud, and inputs outside physical ranges are refused.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.report.AtomicOutput;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReliabilityCommandTest {
    private static final String HEADER = "arch,threads_per_block,registers_per_thread,shared_bytes_per_block\n";

    @TempDir
    Path folder;

    private Path rows(String name, int count) throws IOException {
        StringBuilder text = new StringBuilder(HEADER);
        for (int i = 0; i < count; i++) {
            text.append("gcn,").append(64 + 64 * (i % 16)).append(",32,0\n");
        }
        return Files.writeString(folder.resolve(name), text);
    }

    private static OutputStream diskFullAfter(OutputStream out, long capacity) {
        return new FilterOutputStream(out) {
            private long written;

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (written + len > capacity) {
                    throw new IOException("No space left on device");
                }
                written += len;
                out.write(b, off, len);
            }
        };
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".partial")).toList();
        }
    }

    @Test
    void aBatchOutputThatIsItsInputIsRefusedAndTheInputKept() throws IOException {
        Path input = rows("big.csv", 5000);
        String before = Files.readString(input);
        for (String output : List.of(input.toString(), folder.resolve(".").resolve("big.csv").toString())) {
            Cli run = Cli.run("occupancy", "--batch", input.toString(), "--output", output, "--force");
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).contains("is also an input of this run");
            assertThat(Files.readString(input)).isEqualTo(before);
        }
    }

    @Test
    void aFullDiskKeepsTheOldOutputAndBlamesTheOutputNotTheInput() throws IOException {
        Path input = rows("queries.csv", 20_000);
        Path output = Files.writeString(folder.resolve("results.csv"), "yesterday's results\n");
        AtomicOutput.simulateFaultsOnThisThread(out -> diskFullAfter(out, 100_000));
        Cli run;
        try {
            run = Cli.run("occupancy", "--batch", input.toString(), "--output", output.toString(), "--force");
        } finally {
            AtomicOutput.simulateFaultsOnThisThread(null);
        }
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("the output").contains("could not be written: the disk is full")
                .contains("is unchanged").doesNotContain("batch file").doesNotContain("Exception");
        assertThat(Files.readString(output)).isEqualTo("yesterday's results\n");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aFinishedRunsResultsArePrintedWhenItsFileCannotBeWritten() throws IOException {
        Path record = folder.resolve("gemm.json");
        try (InputStream in = getClass().getResourceAsStream("hostile/gemm-record.json")) {
            Files.write(record, in.readAllBytes());
        }
        AtomicOutput.simulateFaultsOnThisThread(out -> diskFullAfter(out, 1000));
        Cli run;
        try {
            run = Cli.run("gemm", "--input", record.toString(), "--chart", folder.resolve("ladder.svg").toString());
        } finally {
            AtomicOutput.simulateFaultsOnThisThread(null);
        }
        assertThat(run.out()).contains("GFLOP/s"); // the table came first
        assertThat(run.exitCode()).isNotZero();
        assertThat(run.err()).contains("the chart").contains("could not be written: the disk is full")
                .doesNotContain("could not be drawn");
        assertThat(folder.resolve("ladder.svg")).doesNotExist();
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aDefineNoChosenRungHasIsRefusedLikeAVariant() {
        Cli unknown = Cli.run("gemm", "--define", "FOO=1");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("--define FOO names no parameter of the chosen rungs").contains("BK");
        Cli noneChosen = Cli.run("gemm", "--rungs", "none", "--define", "BK=16", "--variant", "10:BK=16");
        assertThat(noneChosen.exitCode()).isEqualTo(2);
        assertThat(noneChosen.err()).contains("--rungs none");
    }

    @Test
    void aDefineForSomeRungsSaysWhichBeforeAnythingRuns() {
        // CUDA is absent in CI: the run stops at device selection, after the note was printed.
        Cli partial = Cli.run("gemm", "--rungs", "1,8", "--define", "BK=16", "--backend", "cuda", "--sizes", "64");
        assertThat(partial.err()).contains("--define BK=16 applies to rung 8 only");
    }

    @Test
    void aDefineBreakingAConstraintIsBadInputNamingTheWholeRule() {
        Cli run = Cli.run("gemm", "--rungs", "8", "--define", "BK=3", "--quiet");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("break the constraint").contains("BK=3");
        assertThat(run.out()).isEmpty(); // refused before any device work, not a failed rung in a table
    }

    @Test
    void inputWithOptionsThatChooseWhatToRunIsRefused() throws IOException {
        Path record = folder.resolve("gemm.json");
        try (InputStream in = getClass().getResourceAsStream("hostile/gemm-record.json")) {
            Files.write(record, in.readAllBytes());
        }
        Cli run = Cli.run("gemm", "--input", record.toString(), "--sizes", "128");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--input shows a record measured earlier").contains("--sizes");
        Cli launch = Cli.run("gemm", "--input", Files.writeString(folder.resolve("launch.json"),
                "{\"benchmark\": \"launch\", \"command\": \"kernelscope bench launch\"}").toString());
        assertThat(launch.exitCode()).isEqualTo(2);
        assertThat(launch.err()).contains("is a bench launch record, not a gemm record");
    }

    @Test
    void countsAndLatencyInputsAreBounded() {
        Cli repetitions = Cli.run("gemm", "--repetitions", "2147483647");
        assertThat(repetitions.exitCode()).isEqualTo(2);
        assertThat(repetitions.err()).contains("--repetitions must be 1 to 100,000");
        Cli ratio = Cli.run("latency", "--latency", "500", "--alu-per-mem", "1e-320", "--slots", "16");
        assertThat(ratio.exitCode()).isEqualTo(2);
        assertThat(ratio.err()).contains("must lie in 0.01..1000000").doesNotContain("9223372036854775807");
        Cli latency = Cli.run("latency", "--latency", "1e300", "--alu-per-mem", "50", "--slots", "16");
        assertThat(latency.exitCode()).isEqualTo(2);
        assertThat(latency.err().length()).isLessThan(200);
    }

    @Test
    void aCsvWithAByteOrderMarkIsRead() throws IOException {
        Path input = Files.writeString(folder.resolve("excel.csv"), "\ufeff" + HEADER + "gcn,1024,40,32K\n");
        Cli run = Cli.run("occupancy", "--batch", input.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("gcn,1024,40,32K,1,16,0.4,registers,");
    }

    @Test
    void badArchitectureCellsStayShort() throws IOException {
        StringBuilder text = new StringBuilder(HEADER);
        for (int i = 0; i < 1000; i++) {
            text.append("sm_99,256,32,0\n");
        }
        Path input = Files.writeString(folder.resolve("typos.csv"), text);
        Cli run = Cli.run("occupancy", "--batch", input.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        // one short reason per row, not the list of every architecture (it was 343 MB for a million rows)
        assertThat(run.out().length()).isLessThan(1000 * 150);
        assertThat(run.out()).doesNotContain("gfx1201");
    }
}
