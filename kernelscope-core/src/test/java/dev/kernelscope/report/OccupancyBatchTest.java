/*
 * The batch engine directly: results per row, carried-through columns, per-row errors with line numbers, malformed
 * CSV, and identical output on one or two threads across block boundaries.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OccupancyBatchTest {
    private static String run(OccupancyBatch batch, String csv) throws IOException {
        StringWriter out = new StringWriter();
        batch.run(new StringReader(csv), "test.csv", () -> out);
        return out.toString();
    }

    private static String run(String csv) throws IOException {
        return run(new OccupancyBatch(ArchRegistry.presets(), null), csv);
    }

    @Test
    void appendsTheResultColumnsAndCarriesEveryOtherColumnThrough() throws IOException {
        String out = run("""
                kernel,arch,threads_per_block,registers_per_thread,shared_bytes_per_block,note
                solver,gcn,1024,40,32768,"seed 000, problem"
                solver32,gcn,1024,32,32K,target
                """);
        assertThat(out.lines()).containsExactly(
                "kernel,arch,threads_per_block,registers_per_thread,shared_bytes_per_block,note,groups_per_unit,"
                        + "waves_per_unit,occupancy,limiters,error",
                "solver,gcn,1024,40,32768,\"seed 000, problem\",1,16,0.4,registers,",
                "solver32,gcn,1024,32,32K,target,2,32,0.8,waves|groups|registers|shared,");
    }

    @Test
    void cellsThatNeedQuotesKeepThemAndOthersGoOutAsTheyCame() throws IOException {
        String out = run("arch,threads_per_block,registers_per_thread,shared_bytes_per_block,note\n"
                + "gcn,1024,40,32768,\"say \"\"hi\"\"\"\n"
                + "gcn,1024,40,32768,\"two\nlines\"\n"
                + "gcn,1024,40,32768,  spaced and a rather long note without commas  \n");
        assertThat(out).contains("gcn,1024,40,32768,\"say \"\"hi\"\"\",1,16,0.4,registers,\n")
                .contains("gcn,1024,40,32768,\"two\nlines\",1,16,0.4,registers,\n")
                .contains("gcn,1024,40,32768,  spaced and a rather long note without commas  ,1,16,0.4,registers,\n");
        String limiters = run("arch,threads_per_block,registers_per_thread,shared_bytes_per_block,scalar_registers\n"
                + "gfx908,896,25,30720,69\n");
        assertThat(limiters).contains(",2,28,0.7,waves|groups|registers|scalar-registers|shared,\n");
    }

    @Test
    void optionalAmdColumnsAreUsedAndMayBeEmpty() throws IOException {
        String out = run("""
                arch,threads_per_block,registers_per_thread,shared_bytes_per_block,scalar_registers,wave_size,mode
                gfx1100,128,216,0,,32,wgp
                gfx1100,128,216,0,,32,cu
                sm_90,256,64,49152,,,
                """);
        assertThat(out.lines()).contains(
                "gfx1100,128,216,0,,32,wgp,7,28,0.4375,registers,",
                "gfx1100,128,216,0,,32,cu,3,12,0.375,registers,",
                "sm_90,256,64,49152,,,,4,32,0.5,registers|shared,");
    }

    @Test
    void badRowsGetTheirReasonAndLineNumberAndTheOthersAreStillComputed() throws IOException {
        StringWriter out = new StringWriter();
        OccupancyBatch.Summary summary = new OccupancyBatch(ArchRegistry.presets(), null).run(new StringReader("""
                arch,threads_per_block,registers_per_thread,shared_bytes_per_block
                gcn,1024,40,32768
                sm_99,256,32,0
                gcn,2048,32,0
                gcn,abc,32,0

                gcn,256,-4,0
                gcn,256,32
                gcn,256,32,128K
                gcn,512,32,0
                """), "test.csv", () -> out);
        List<String> lines = out.toString().lines().toList();
        assertThat(lines).hasSize(9);
        assertThat(lines.get(1)).endsWith(",1,16,0.4,registers,");
        assertThat(lines.get(2)).startsWith("sm_99,256,32,0,,,,,\"line 3: unknown architecture 'sm_99'");
        assertThat(lines.get(3)).contains("line 4: ").contains("2048").contains("1024");
        assertThat(lines.get(4)).contains("line 5: threads_per_block 'abc' is not a whole number");
        assertThat(lines.get(5)).contains("line 7: registers_per_thread '-4'").contains("negative");
        assertThat(lines.get(6)).startsWith("gcn,256,32,,").contains("line 8: has 3 values, the header has 4");
        assertThat(lines.get(7)).contains("line 9: ").contains("131,072");
        assertThat(lines.get(8)).isEqualTo("gcn,512,32,0,4,32,0.8,registers,");
        assertThat(summary.rows()).isEqualTo(8);
        assertThat(summary.failed()).isEqualTo(6);
        assertThat(summary.firstError()).startsWith("line 3: unknown architecture");
    }

    /** A row's unknown arch names the preset meant, as --arch does: gfx1101 was only "see --list-archs". */
    @Test
    void anUnknownArchNamesTheOneMeant() throws IOException {
        String out = run("""
                arch,threads_per_block,registers_per_thread,shared_bytes_per_block
                gfx1101,256,32,0
                SM_90,256,32,0
                """);
        assertThat(out).contains("line 2: unknown architecture 'gfx1101'. It has no preset of its own, but the register"
                + " file and LDS of gfx1100: use gfx1100. See kernelscope occupancy --list-archs.")
                .contains("line 3: unknown architecture 'SM_90'. Did you mean sm_90? See kernelscope occupancy"
                        + " --list-archs.");
    }

    @Test
    void headerMustNameTheRequiredColumns() {
        assertThatThrownBy(() -> run("arch,threads_per_block,registers\ngcn,64,32\n"))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("registers_per_thread, shared_bytes_per_block")
                .hasMessageContaining("arch,threads_per_block,registers_per_thread,shared_bytes_per_block");
        assertThatThrownBy(() -> run(""))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("is empty");
        assertThatThrownBy(() -> run("arch,arch,threads_per_block,registers_per_thread,shared_bytes_per_block\n"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("appears twice");
        assertThatThrownBy(() -> run("arch,threads_per_block,registers_per_thread,shared_bytes_per_block,occupancy\n"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("result column 'occupancy'");
    }

    @Test
    void malformedCsvStopsWithTheLineAfterWritingTheRowsBefore() {
        StringWriter out = new StringWriter();
        assertThatThrownBy(() -> new OccupancyBatch(ArchRegistry.presets(), null, 2, 1).run(new StringReader(
                "arch,threads_per_block,registers_per_thread,shared_bytes_per_block\n"
                        + "gcn,64,32,0\n"
                        + "gcn,64,\"32,0\n"), "bad.csv", () -> out))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("bad.csv is not valid CSV: a quote opened in the row starting at line 3 is never closed")
                .hasMessageContaining("1 row before it was processed");
        assertThat(out.toString()).contains("gcn,64,32,0,");
    }

    @ParameterizedTest(name = "{0} thread(s), blocks of {1} rows")
    @CsvSource({"1, 1", "1, 3", "2, 1", "2, 3", "2, 1024"})
    void oneOrTwoThreadsAndAnyBlockSizeGiveTheSameOutput(int threads, int blockRows) throws IOException {
        StringBuilder csv = new StringBuilder(
                "arch,threads_per_block,registers_per_thread,shared_bytes_per_block,scalar_registers,wave_size,mode\n");
        Random random = new Random(7);
        String[] archs = {"sm_70", "sm_86", "sm_90", "gcn", "gfx90a", "gfx1030", "gfx1100", "rogue", "apple7", "nope"};
        for (int i = 0; i < 500; i++) {
            String arch = archs[random.nextInt(archs.length)];
            boolean rdna = arch.startsWith("gfx10") || arch.startsWith("gfx11");
            csv.append(arch).append(',').append(32 * (1 + random.nextInt(40))).append(',')
                    .append(random.nextInt(300)).append(',').append(256 * random.nextInt(300)).append(',')
                    .append(arch.startsWith("gcn") ? String.valueOf(random.nextInt(120)) : "").append(',')
                    .append(rdna ? (random.nextBoolean() ? "32" : "64") : "").append(',')
                    .append(rdna ? (random.nextBoolean() ? "wgp" : "cu") : "").append('\n');
            if (i % 97 == 0) {
                csv.append('\n');
            }
        }
        String reference = run(new OccupancyBatch(ArchRegistry.presets(), null, 1, 4096), csv.toString());
        assertThat(reference.lines()).hasSize(501);
        assertThat(run(new OccupancyBatch(ArchRegistry.presets(), null, threads, blockRows), csv.toString()))
                .isEqualTo(reference);
    }

    @Test
    void wholeNumbersAreParsedWithoutSurprises() {
        assertThat(OccupancyBatch.wholeNumber(" 42 ", "x", false)).isEqualTo(42);
        assertThat(OccupancyBatch.wholeNumber("", "x", true)).isZero();
        assertThatThrownBy(() -> OccupancyBatch.wholeNumber("", "x", false)).hasMessageContaining("empty");
        assertThatThrownBy(() -> OccupancyBatch.wholeNumber("3000000000", "x", false)).hasMessageContaining("large");
        assertThatThrownBy(() -> OccupancyBatch.wholeNumber("4.5", "x", false)).hasMessageContaining("whole number");
    }
}
