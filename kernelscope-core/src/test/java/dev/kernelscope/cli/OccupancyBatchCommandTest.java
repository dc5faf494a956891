/*
 * `kernelscope occupancy --batch` through the CLI: output file or standard output, exit code 2 when a row failed,
 * no silent overwrite, and missing or malformed input as one-paragraph errors.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OccupancyBatchCommandTest {
    private static final String HEADER = "arch,threads_per_block,registers_per_thread,shared_bytes_per_block\n";

    @TempDir
    Path folder;

    private Path input(String body) throws Exception {
        Path file = folder.resolve("in.csv");
        Files.writeString(file, HEADER + body);
        return file;
    }

    @Test
    void writesTheOutputFileAndSaysHowManyRows() throws Exception {
        Path in = input("gcn,1024,40,32768\nsm_90,256,64,48K\n");
        Path out = folder.resolve("out.csv");
        Cli run = Cli.run("occupancy", "--batch", in.toString(), "--output", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("wrote 2 rows to");
        assertThat(Files.readAllLines(out)).containsExactly(
                HEADER.strip() + ",groups_per_unit,waves_per_unit,occupancy,limiters,error",
                "gcn,1024,40,32768,1,16,0.4,registers,",
                "sm_90,256,64,48K,4,32,0.5,registers|shared,");
    }

    @Test
    void writesToStandardOutputWithoutOutput() throws Exception {
        Cli run = Cli.run("occupancy", "--batch", input("gcn,512,32,0\n").toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("gcn,512,32,0,4,32,0.8,registers,");
    }

    @Test
    void aFailedRowMeansExitTwoButEveryRowIsWritten() throws Exception {
        Path out = folder.resolve("out.csv");
        Cli run = Cli.run("occupancy", "--batch", input("gcn,1024,40,32768\nsm_99,1,1,0\ngcn,64,x,0\n").toString(),
                "--output", out.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("2 of 3 rows failed").contains("line 3: unknown architecture 'sm_99'");
        assertThat(Files.readAllLines(out)).hasSize(4);
        assertThat(Files.readString(out)).contains("line 4: registers_per_thread 'x' is not a whole number");
    }

    @Test
    void anExistingOutputIsNeverOverwrittenSilently() throws Exception {
        Path in = input("gcn,512,32,0\n");
        Path out = folder.resolve("out.csv");
        Files.writeString(out, "precious");
        Cli refused = Cli.run("occupancy", "--batch", in.toString(), "--output", out.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("already exists").contains("--force");
        assertThat(refused.errorIsOneParagraph()).isTrue();
        assertThat(Files.readString(out)).isEqualTo("precious");

        Cli forced = Cli.run("occupancy", "--batch", in.toString(), "--output", out.toString(), "--force");
        assertThat(forced.exitCode()).isZero();
        assertThat(Files.readString(out)).contains("gcn,512,32,0,4,32,0.8");
    }

    @Test
    void missingInputIsExitTwoAndCreatesNoOutput() {
        Path out = folder.resolve("out.csv");
        Cli run = Cli.run("occupancy", "--batch", folder.resolve("missing.csv").toString(), "--output",
                out.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("missing.csv").contains("does not exist");
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(out).doesNotExist();
    }

    @Test
    void aBadHeaderIsExitTwoAndCreatesNoOutput() throws Exception {
        Path in = folder.resolve("in.csv");
        Files.writeString(in, "arch,threads\ngcn,64\n");
        Path out = folder.resolve("out.csv");
        Cli run = Cli.run("occupancy", "--batch", in.toString(), "--output", out.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("lacks the columns threads_per_block, registers_per_thread");
        assertThat(out).doesNotExist();
    }

    @Test
    void malformedCsvIsExitTwoWithTheLine() throws Exception {
        Cli run = Cli.run("occupancy", "--batch", input("gcn,64,32,0\ngcn,\"64,32,0\n").toString(),
                "--output", folder.resolve("out.csv").toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("is not valid CSV: a quote opened in the row starting at line 3 is never"
                + " closed").contains("Nothing was written to");
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(folder.resolve("out.csv")).doesNotExist();
    }

    @Test
    void batchWritesCsvOnly() throws Exception {
        Cli run = Cli.run("occupancy", "--batch", input("gcn,64,32,0\n").toString(), "--format", "json");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--batch writes CSV");
    }
}
