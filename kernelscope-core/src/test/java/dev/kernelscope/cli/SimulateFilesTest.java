/*
 * `kernelscope simulate` and `latency` against a hostile user's files and options: an output never replaces an input
 * (--force or not), binary programs and listings are refused in words, options that qualify a missing one are refused
 * instead of ignored, and a .cl file without a kernel says so.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateFilesTest {
    private static final String PROGRAM = "threads 64\nalu 4\nmem 1\n";

    @Test
    void noOutputReplacesTheProgramItReads(@TempDir Path dir) throws Exception {
        Path program = Files.writeString(dir.resolve("p.ksim"), PROGRAM);
        for (String option : new String[] {"--output", "--trace"}) {
            String run = Cli.refusal("simulate", "--program", program.toString(), option, program.toString(), "--force");
            assertThat(run).contains("is also an input of this run");
            assertThat(Files.readString(program)).as(option).isEqualTo(PROGRAM);
        }
        // the emitted program and the JSON record are two different files
        Path listing = Files.writeString(dir.resolve("toy.sass"), dev.kernelscope.model.sim.SassProgramTest.cuobjdump("toy"));
        Path both = dir.resolve("both.txt");
        Cli.refusal("simulate", "--sass", listing.toString(), "--threads", "64", "--emit-program", both.toString(),
                "--output", both.toString());
        assertThat(both).doesNotExist();
    }

    @Test
    void theValidationFilesAreInputsToo(@TempDir Path dir) throws Exception {
        Path measured = Files.writeString(dir.resolve("measured.json"), "{}");
        Cli.refusal("simulate", "--validate", dir.toString(), "--output", measured.toString(), "--force");
        assertThat(Files.readString(measured)).isEqualTo("{}");
        // no points: an empty comparison exited 0 with "mean |error| 0.0%"
        Files.writeString(dir.resolve("sass-counts.json"), "{}");
        String empty = Cli.refusal("simulate", "--validate", dir.toString());
        assertThat(empty).contains("holds no measured points");
        String missing = Cli.refusal("simulate", "--validate", dir.resolve("nowhere").toString());
        assertThat(missing).contains("no such file").doesNotContain("Exception");
    }

    @Test
    void binaryProgramsAndListingsAreRefusedInWords(@TempDir Path dir) throws Exception {
        Path binary = Files.write(dir.resolve("x.cubin"), new byte[] {(byte) 0x7f, 'E', 'L', 'F', (byte) 0xff, (byte) 0xfe, 0, 1});
        String sass = Cli.refusal("simulate", "--sass", binary.toString(), "--threads", "64");
        assertThat(sass).contains("not UTF-8 text", "cuobjdump").doesNotContain("Input length");
        String program = Cli.refusal("simulate", "--program", binary.toString());
        assertThat(program).contains("not UTF-8 text").doesNotContain("Input length");
        for (String option : new String[] {"--output", "--trace", "--timeline"}) {
            String empty = Cli.refusal("simulate", "--scenario", "seed001-latency", option, "");
            assertThat(empty).as(option).contains("name is empty").doesNotContain("folder");
        }
        Path text = Files.writeString(dir.resolve("p.ksim"), PROGRAM);
        assertThat(Cli.refusal("simulate", "--program", text.toString(), "--output", text.resolve("x.json").toString()))
                .contains("is a file, not a folder");
        String folder = Cli.refusal("simulate", "--program", dir.toString());
        assertThat(folder).contains("is a folder");
    }

    @Test
    void aClFileWithoutAKernelSaysSo(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(dev.kernelscope.source.AmdgpuCompiler.find(null).clang().isPresent(),
                "no clang with the AMDGPU backend");
        Path helperOnly = Files.writeString(dir.resolve("helper.cl"), "float twice(float x) { return 2 * x; }\n");
        String run = Cli.refusal("simulate", "--isa", helperOnly.toString(), "--target", "gfx1100", "--threads", "64");
        assertThat(run).contains("only device functions", "twice", "__kernel");
        Path empty = Files.writeString(dir.resolve("empty.cl"), "// nothing yet\n");
        String none = Cli.refusal("simulate", "--isa", empty.toString(), "--target", "gfx1100", "--threads", "64");
        assertThat(none).contains("defines no __kernel function");
        // a wave size the target cannot run is refused, not ignored
        Path kernel = Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global float* a) { a[get_global_id(0)] *= 2; }\n");
        String wave32 = Cli.refusal("simulate", "--isa", kernel.toString(), "--target", "gfx900", "--threads", "64", "--wave-size", "32");
        assertThat(wave32).contains("wave size 32 is not supported on gfx900");
        // the clang the message suggests can be given
        String clang = Cli.refusal("simulate", "--isa", helperOnly.toString(), "--target", "gfx1100", "--threads", "64",
                "--clang", dir.resolve("no-clang").toString());
        assertThat(clang).contains("--clang");
        String notClang = Cli.refusal("simulate", "--isa", kernel.toString(), "--target", "gfx1100", "--threads", "64",
                "--clang", "/bin/true");
        assertThat(notClang).contains("/bin/true made no listing", "is it clang");
    }

    @Test
    void aProgramDerivedFromAnAmdListingRunsOnItsTargetAgain(@TempDir Path dir) throws Exception {
        // the emitted program had no architecture: `simulate --program` ran a gfx1100 kernel on sm_90 in silence
        Path listing = Files.writeString(dir.resolve("k.s"), """
                	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
                	.type	k,@function
                k:
                	global_load_b32 v1, v0, s[0:1]
                	s_waitcnt vmcnt(0)
                	v_add_f32_e32 v1, v1, v1
                	global_store_b32 v0, v1, s[0:1]
                	s_endpgm
                """);
        assertThat(Cli.refusal("simulate", "--isa", listing.toString(), "--threads", "64", "--clang", "/usr/bin/clang"))
                .contains("--clang applies when compiling a .cl file");
        Path emitted = dir.resolve("k.ksim");
        Cli derive = Cli.run("simulate", "--isa", listing.toString(), "--threads", "64", "--emit-program", emitted.toString());
        assertThat(derive.exitCode()).as(derive.err()).isZero();
        assertThat(Files.readString(emitted)).contains("arch gfx1100\n");
        Cli rerun = Cli.run("simulate", "--program", emitted.toString(), "--format", "json");
        assertThat(rerun.exitCode()).as(rerun.err()).isZero();
        assertThat(dev.kernelscope.report.Json.mapper().readTree(rerun.out()).get("unit").get("arch").asText())
                .isEqualTo("gfx1100");
        // --arch still chooses
        Cli other = Cli.run("simulate", "--program", emitted.toString(), "--arch", "gfx1030", "--format", "json");
        assertThat(dev.kernelscope.report.Json.mapper().readTree(other.out()).get("unit").get("arch").asText())
                .isEqualTo("gfx1030");
    }

    @Test
    void modesThatAnswerOnTheirOwnRefuseOptionsTheyWouldIgnore(@TempDir Path dir) throws Exception {
        // --validate with --sass of a file that does not exist, or --chart, ran and exited 0
        String validate = Cli.refusal("simulate", "--validate", dir.toString(), "--sass", dir.resolve("none.sass").toString());
        assertThat(validate).contains("--validate answers on its own", "drop --sass");
        assertThat(Cli.run("simulate", "--validate", dir.toString(), "--chart", "c.png").err()).contains("drop --chart");
        // --list-scenarios --format json printed the table
        Cli json = Cli.run("simulate", "--list-scenarios", "--format", "json");
        assertThat(json.exitCode()).isZero();
        com.fasterxml.jackson.databind.JsonNode rows = dev.kernelscope.report.Json.mapper().readTree(json.out());
        assertThat(rows.isArray()).isTrue();
        assertThat(rows.get(0).get("name").asText()).isEqualTo("seed001-latency");
        assertThat(rows.get(0).has("arch")).isTrue();
        assertThat(Cli.run("simulate", "--list-scenarios", "--scenario", "seed001-latency").err())
                .contains("drop --scenario");
        // --trace-cycles without a trace or timeline
        String cycles = Cli.refusal("simulate", "--scenario", "seed001-latency", "--trace-cycles", "500");
        assertThat(cycles).contains("--trace-cycles bounds what --trace and --timeline record");
    }

    @Test
    void anOccupancySweepOfAProgramWithoutArithmeticRuns(@TempDir Path dir) throws Exception {
        // 0 ALU per access failed the closed formula's range check: exit 2 about an option nobody gave
        Path stores = Files.writeString(dir.resolve("stores.ksim"), "threads 64\nloop 8 {\n  store 1\n  mem 1\n}\n");
        Cli run = Cli.run("simulate", "--program", stores.toString(), "--sweep", "occupancy");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Sweep of resident waves");
    }

    @Test
    void latencyRefusesOptionsWhoseOptionIsMissing() {
        String elements = Cli.refusal("latency", "--latency", "500", "--alu-per-mem", "50", "--slots", "16",
                "--elements-per-load", "4");
        assertThat(elements).contains("--elements-per-load goes with --thread-tile");
        String chain = Cli.refusal("latency", "--latency", "500", "--alu-per-mem", "50", "--slots", "16", "--in-flight", "2");
        assertThat(chain).contains("--in-flight describes", "--reads-per-level");
        assertThat(Cli.run("latency", "--latency", "500", "--alu-per-mem", "50", "--slots", "16", "--in-flight", "2",
                "--issue-cycles", "0", "--reads-per-level", "4").exitCode()).isZero();
    }
}
