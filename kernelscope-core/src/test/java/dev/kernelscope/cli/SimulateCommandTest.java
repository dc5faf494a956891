/*
 * `kernelscope simulate` through the CLI: scenarios list and run (table and JSON), seed 000's two groups beat one,
 * files are written and never silently replaced, bad programs and options exit 2 with one paragraph.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateCommandTest {
    @Test
    void listsScenariosOneNameFirstOnEachLine() {
        Cli run = Cli.run("simulate", "--list-scenarios");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines().map(l -> l.split("\\s+")[0]))
                .contains("seed001-latency", "seed000-barrier-1group", "seed000-barrier-2groups", "stencil-3x3",
                        "gemm-01-naive", "gemm-10-tuned", "filter-01-naive", "filter-07-multipass-fused",
                        "filter-08-packed");
    }

    @Test
    void everyScenarioRuns() throws Exception {
        for (String line : Cli.run("simulate", "--list-scenarios").out().lines().toList()) {
            String name = line.split("\\s+")[0];
            Cli run = Cli.run("simulate", "--scenario", name, "--format", "json");
            assertThat(run.exitCode()).as(name + ": " + run.err()).isZero();
            JsonNode r = Json.mapper().readTree(run.out());
            assertThat(r.get("complete").asBoolean()).as(name).isTrue();
            assertThat(r.get("instructions").asLong()).as(name).isPositive();
        }
    }

    @Test
    void oneGroupOneWaveAndOneSchedulerAreSingular() {
        // "1 groups x 16 waves ... occupancy model: 1 groups" and "1 schedulers" on seed 000's and seed 001's scenarios
        assertThat(Cli.run("simulate", "--scenario", "seed000-barrier-1group").out())
                .contains("1 group x 16 waves", "occupancy model: 1 group,");
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency").out()).contains("x 1 wave of", "1 scheduler\n");
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency", "--sweep", "occupancy").out())
                .contains("(1 scheduler;");
    }

    @Test
    void seed000TwoGroupsBeatOne() throws Exception {
        Cli one = Cli.run("simulate", "--scenario", "seed000-barrier-1group", "--format", "json");
        Cli two = Cli.run("simulate", "--scenario", "seed000-barrier-2groups", "--format", "json");
        assertThat(one.exitCode()).isZero();
        JsonNode a = Json.mapper().readTree(one.out());
        JsonNode b = Json.mapper().readTree(two.out());
        assertThat(a.get("unit").get("groupsPerUnit").asInt()).isEqualTo(1);
        assertThat(b.get("unit").get("groupsPerUnit").asInt()).isEqualTo(2);
        assertThat(b.get("issueRate").asDouble()).isGreaterThan(a.get("issueRate").asDouble() * 1.2);
        assertThat(a.get("byState").has("barrier")).isTrue();
    }

    @Test
    void programFileTraceTimelineAndSweep(@TempDir Path dir) throws Exception {
        Path program = Files.writeString(dir.resolve("p.ksim"), "threads 128\nloop 50 {\n mem 1\n alu 20\n}\n");
        Path trace = dir.resolve("t.json");
        Path picture = dir.resolve("t.svg");
        Cli run = Cli.run("simulate", "--arch", "sm_90", "--program", program.toString(), "--registers", "32",
                "--trace", trace.toString(), "--timeline", picture.toString(), "--trace-cycles", "4000");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("issue rate", "long_scoreboard", "Bound:");
        assertThat(Files.readString(trace)).contains("\"ph\":\"X\"", "\"cat\":\"long_scoreboard\"");
        assertThat(Files.readString(picture)).startsWith("<?xml");
        Cli again = Cli.run("simulate", "--program", program.toString(), "--trace", trace.toString());
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err()).contains("already exists");
        Path chart = dir.resolve("sweep.png");
        Cli sweep = Cli.run("simulate", "--program", program.toString(), "--sweep", "alu-per-mem", "--chart", chart.toString());
        assertThat(sweep.exitCode()).as(sweep.err()).isZero();
        assertThat(sweep.out()).contains("formula");
        assertThat(Files.size(chart)).isGreaterThan(1000);
    }

    @Test
    void rdnaWave64IssuesInTwoPasses() throws Exception {
        JsonNode w32 = Json.mapper().readTree(Cli.run("simulate", "--scenario", "stencil-3x3", "--arch", "gfx1100",
                "--set", "memoryBytesPerCycle=0", "--format", "json").out());
        Cli run64 = Cli.run("simulate", "--scenario", "stencil-3x3", "--arch", "gfx1100", "--wave-size", "64",
                "--set", "memoryBytesPerCycle=0", "--format", "json");
        assertThat(run64.exitCode()).as(run64.err()).isZero();
        JsonNode w64 = Json.mapper().readTree(run64.out());
        assertThat(w32.get("unit").get("waveSize").asInt()).isEqualTo(32);
        assertThat(w64.get("unit").get("waveSize").asInt()).isEqualTo(64);
        assertThat(w64.get("unit").get("wavesPerGroup").asInt()).isEqualTo(4);
        assertThat(Cli.run("simulate", "--scenario", "stencil-3x3", "--wave-size", "64").exitCode()).isEqualTo(2);
    }

    @Test
    void badInputExitsTwoInOneParagraph(@TempDir Path dir) throws Exception {
        Path program = Files.writeString(dir.resolve("bad.ksim"), "threads 64\nloop 3 {\n  alu many\n}\n");
        Cli bad = Cli.run("simulate", "--program", program.toString());
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("line 3, column 7");
        assertThat(bad.errorIsOneParagraph()).isTrue();
        assertThat(Cli.run("simulate", "--scenario", "nope").err()).contains("unknown scenario", "seed001-latency");
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency", "--set", "memoryLatency").exitCode()).isEqualTo(2);
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency", "--set", "bogus=1").err()).contains("unknown simulator parameter");
        assertThat(Cli.run("simulate", "--program", dir.resolve("missing.ksim").toString()).exitCode()).isEqualTo(2);
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency", "--groups-per-unit", "99").err()).contains("do not fit");
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency", "--sweep", "occupancy", "--trace",
                dir.resolve("t.json").toString()).exitCode()).isEqualTo(2);
        assertThat(Cli.run("simulate", "--scenario", "seed001-latency", "--sweep", "sideways").err()).contains("--sweep takes");
        for (String[] args : new String[][] {{"--trace-cycles", "0"}, {"--trace-cycles", "9223372036854775807"}, {"--cycles", "-1"},
                {"--rounds", "2000000"}, {"--registers", "-7"}, {"--wave-size", "48"}, {"--groups-per-unit", "-1"}}) {
            Cli run = Cli.run("simulate", "--scenario", "seed001-latency", args[0], args[1]);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).isTrue();
        }
        assertThat(Cli.run("bench", "simulator", "--seconds", "-1").exitCode()).isEqualTo(2);
    }

    @Test
    void sassListingBecomesAProgram(@TempDir Path dir) throws Exception {
        Path listing = Files.writeString(dir.resolve("toy.sass"), dev.kernelscope.model.sim.SassProgramTest.cuobjdump("toy"));
        Path emitted = dir.resolve("toy.ksim");
        Cli run = Cli.run("simulate", "--sass", listing.toString(), "--threads", "128", "--iterations", "0x30=20",
                "--emit-program", emitted.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Simulated toy", "loop 0x0030-0x0090", "20 trips");
        assertThat(Files.readString(emitted)).contains("threads 128", "loop 20 {", "mem 1 bytes=512 sb=2");
        // the emitted program runs as a program file
        assertThat(Cli.run("simulate", "--program", emitted.toString()).exitCode()).isZero();
        // refuses to replace it without --force
        Cli again = Cli.run("simulate", "--sass", listing.toString(), "--threads", "128", "--emit-program", emitted.toString());
        assertThat(again.exitCode()).isEqualTo(2);
    }

    @Test
    void takeChoosesTheSideOfABranch(@TempDir Path dir) throws Exception {
        // a kernel with a border walk (the loop, the longer side) and an interior one (0x0060-0x0080)
        Path listing = Files.writeString(dir.resolve("walks.sass"), dev.kernelscope.model.sim.SassProgramTest.walks());
        Path longer = dir.resolve("longer.ksim");
        Path interior = dir.resolve("interior.ksim");
        assertThat(Cli.run("simulate", "--sass", listing.toString(), "--threads", "64", "--iterations", "8",
                "--emit-program", longer.toString()).exitCode()).isZero();
        Cli run = Cli.run("simulate", "--sass", listing.toString(), "--threads", "64", "--iterations", "8",
                "--take", "0x0010", "--emit-program", interior.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(longer)).contains("34 instructions per warp", "loop 8 {");
        assertThat(Files.readString(interior)).contains("5 instructions per warp", "except: 0x0010 taken")
                .doesNotContain("loop 8 {");
        for (String bad : List.of("0x0020", "0x0050", "zz", "0x10,!0x10")) {   // no branch, a back-edge, not hex, twice
            Cli refused = Cli.run("simulate", "--sass", listing.toString(), "--threads", "64", "--take", bad);
            assertThat(refused.exitCode()).as(bad).isEqualTo(2);
            assertThat(refused.err()).as(bad).contains(bad.startsWith("0x00") ? "no conditional forward branch at "
                    + bad : "--take");
        }
        Cli noListing = Cli.run("simulate", "--scenario", "seed001-latency", "--take", "0x10");
        assertThat(noListing.exitCode()).isEqualTo(2);
        assertThat(noListing.err()).contains("--take goes with --sass");
    }

    @Test
    void anOpenClKernelCompiledForAnAmdTargetIsSimulated(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(dev.kernelscope.source.AmdgpuCompiler.find(null).clang().isPresent(),
                "no clang with the AMDGPU backend");
        Path kernel = Files.writeString(dir.resolve("scale.cl"), """
                __kernel void scale(__global const float* x, __global float* y, float a, int n) {
                    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
                        y[i] = a * x[i];
                    }
                }
                """);
        Path emitted = dir.resolve("scale.ksim");
        Cli run = Cli.run("simulate", "--isa", kernel.toString(), "--target", "gfx90a", "--threads", "256",
                "--iterations", "32", "--emit-program", emitted.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = Json.mapper().readTree(run.out());
        assertThat(json.get("unit").toString()).contains("gfx90a");
        assertThat(json.get("complete").asBoolean()).isTrue();
        assertThat(Files.readString(emitted)).contains("wave 64", "loop 32 {", "waitsb=");
        // a __local argument is sized at launch: the run says that its LDS is only the static part
        Path local = Files.writeString(dir.resolve("local.cl"), """
                __kernel void k(__global const float* a, __global float* b, __local float* t) {
                    t[get_local_id(0)] = a[get_global_id(0)];
                    barrier(CLK_LOCAL_MEM_FENCE);
                    b[get_global_id(0)] = t[get_local_size(0) - 1 - get_local_id(0)];
                }
                """);
        Cli withLocal = Cli.run("simulate", "--isa", local.toString(), "--target", "gfx1100", "--threads", "128");
        assertThat(withLocal.exitCode()).as(withLocal.err()).isZero();
        assertThat(withLocal.out()).contains("__local pointer arguments", "give --shared BYTES");
        // a listing keeps its wave size; --target and -D belong to --isa
        assertThat(Cli.run("simulate", "--isa", kernel.toString(), "--threads", "64").err()).contains("--target GFX");
        Cli stray = Cli.run("simulate", "--scenario", "seed001-latency", "--target", "gfx90a");
        assertThat(stray.exitCode()).isEqualTo(2);
        assertThat(stray.err()).contains("--target, -D and --clang go with --isa");
    }

    @Test
    void unreadableSassExitsTwoWithTheLine(@TempDir Path dir) throws Exception {
        Path listing = Files.writeString(dir.resolve("bad.sass"), "Function : k\n /*0000*/ FFMA R1 R2\n");
        Cli run = Cli.run("simulate", "--sass", listing.toString(), "--threads", "64");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("line 2").doesNotContain("Exception");
        Path toy = Files.writeString(dir.resolve("toy.sass"), dev.kernelscope.model.sim.SassProgramTest.cuobjdump("toy"));
        Cli noThreads = Cli.run("simulate", "--sass", toy.toString());
        assertThat(noThreads.exitCode()).isEqualTo(2);
        assertThat(noThreads.err()).contains("--threads");
        Cli badLoop = Cli.run("simulate", "--sass", toy.toString(), "--threads", "64", "--iterations", "0x40=3");
        assertThat(badLoop.exitCode()).isEqualTo(2);
        assertThat(badLoop.err()).contains("0x0030-0x0090");
        Cli twice = Cli.run("simulate", "--sass", toy.toString(), "--threads", "64", "--iterations", "0x30=3,0x0030=4");
        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.err()).contains("twice");
    }
}
