/*
 * The SASS reader: cuobjdump and nvdisasm listings, loops from backward branches, the path through branches,
 * instruction classes, control codes (stall counts, write scoreboards, wait masks) and the messages for listings
 * it cannot read; and the simulator's scoreboard dependencies those programs use.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

public class SassProgramTest {
    /** The upper encoding word with a stall count, a write scoreboard (7 = none) and a wait mask. */
    static String control(int stall, int writeBarrier, int waitMask) {
        long word = (long) waitMask << 52 | 7L << 49 | (long) writeBarrier << 46 | (long) stall << 41;
        return String.format(Locale.ROOT, "/* 0x%016x */", word);
    }

    static final String[][] TOY = {
        {"0000", "S2R R0, SR_TID.X", "1,0,0"},
        {"0010", "ISETP.GE.AND P0, PT, R0, 0x10, PT", "13,7,1"},
        {"0020", "@P0 EXIT", "5,7,0"},
        {"0030", "LDG.E.128 R4, desc[UR4][R2.64]", "1,2,0"},
        {"0040", "FFMA R1, R4, R5, R1", "4,7,4"},
        {"0050", "FFMA R1, R6, R7, R1", "1,7,0"},
        {"0060", "MUFU.RCP R8, R1", "1,3,0"},
        {"0070", "STS [R0], R8", "1,7,8"},
        {"0080", "BAR.SYNC.DEFER_BLOCKING 0x0", "1,7,0"},
        {"0090", "@!P1 BRA 0x30", "5,7,0"},
        {"00a0", "STG.E desc[UR4][R2.64], R1", "1,7,0"},
        {"00b0", "EXIT", "5,7,0"},
        {"00c0", "BRA 0xc0", "0,7,0"},
    };

    public static String cuobjdump(String name) {
        StringBuilder s = new StringBuilder("\n\tcode for sm_90\n\t\tFunction : " + name + "\n\t.headerflags @\"EF_CUDA_SM90\"\n");
        for (String[] row : TOY) {
            String[] c = row[2].split(",");
            String text = row[1].startsWith("@") ? row[1].replaceFirst(" ", " ") : row[1];
            s.append(String.format(Locale.ROOT, "        /*%s*/  %-40s ; /* 0x0000000000000000 */%n", row[0], text));
            s.append("                                  ").append(control(Integer.parseInt(c[0]), Integer.parseInt(c[1]),
                    Integer.parseInt(c[2]))).append('\n');
        }
        return s.toString();
    }

    static String nvdisasm() {
        StringBuilder s = new StringBuilder("\t.section\t.text.toy,\"ax\",@progbits\ntoy:\n.text.toy:\n");
        for (String[] row : TOY) {
            if (row[0].equals("0030")) {
                s.append(".L_x_0:\n");
            }
            if (row[0].equals("00c0")) {
                s.append(".L_x_1:\n");
            }
            String text = row[1].replace("BRA 0x30", "BRA `(.L_x_0)").replace("BRA 0xc0", "BRA `(.L_x_1)");
            s.append(String.format(Locale.ROOT, "        /*%s*/  %s ;%n", row[0], text));
        }
        return s.toString();
    }

    static SassProgram.Derivation derive(String text, int trips) {
        SassListing.Kernel k = SassListing.parse("toy.sass", text).kernel(null);
        return SassProgram.derive("toy.sass", k, new SassProgram.Options(null, 64, OptionalInt.empty(), OptionalInt.empty(),
                loop -> trips, List.of()));
    }

    @Test
    void hugeTripsInNestedLoopsKeepTheLoopsOnThePath() {
        // at 77,777,777 trips per loop the count wrapped negative: the path took the bounds check around the loops
        String nest = """
                \tcode for sm_90
                \t\tFunction : nest
                        /*0000*/  LDG.E R1, [R2.64] ;
                        /*0010*/  @P0 BRA 0x80 ;
                        /*0020*/  FADD R5, R5, R1 ;
                        /*0030*/  FADD R6, R6, R1 ;
                        /*0040*/  FFMA R4, R1, R1, R4 ;
                        /*0050*/  @P1 BRA 0x40 ;
                        /*0060*/  @P2 BRA 0x30 ;
                        /*0070*/  @P3 BRA 0x20 ;
                        /*0080*/  STG.E [R2.64], R4 ;
                        /*0090*/  EXIT ;
                        /*00a0*/  BRA 0xa0 ;
                """;
        SassProgram.Derivation d = derive(nest, 77_777_777);
        assertThat(d.text()).contains("loop 77777777 {   # 0x0020-0x0070", "loop 77777777 {   # 0x0040-0x0050");
        assertThat(d.pathInstructions()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void readsCuobjdumpWithControlCodesAndFindsTheLoop() {
        SassListing.Kernel k = SassListing.parse("toy.sass", cuobjdump("toy")).kernel(null);
        assertThat(k.name()).isEqualTo("toy");
        assertThat(k.sm()).isEqualTo(90);
        assertThat(k.instructions()).hasSize(13);
        assertThat(k.hasControlCodes()).isTrue();
        assertThat(k.instructions().get(4).stall()).isEqualTo(4);
        assertThat(k.instructions().get(4).waitMask()).isEqualTo(4);
        List<SassProgram.Loop> loops = SassProgram.loops("toy.sass", k);
        assertThat(loops).hasSize(1);            // the `BRA self` after the last EXIT is no loop
        SassProgram.Loop loop = loops.getFirst();
        assertThat(loop.startAddress()).isEqualTo(0x30);
        assertThat(loop.endAddress()).isEqualTo(0x90);
        assertThat(loop.perTrip("FFMA")).isEqualTo(2);
        assertThat(loop.perTrip(SassClass.GLOBAL_LOAD)).isEqualTo(1);
        assertThat(loop.perTrip(SassClass.SFU)).isEqualTo(1);
        assertThat(loop.perTrip(SassClass.BARRIER)).isEqualTo(1);
    }

    @Test
    void theProgramFollowsThePathWithItsScoreboardsAndStalls() {
        SassProgram.Derivation d = derive(cuobjdump("toy"), 5);
        // 3 before the loop (the conditional EXIT falls through: the longer path), 7 per trip, STG and EXIT after
        assertThat(d.pathInstructions()).isEqualTo(3 + 5 * 7 + 2);
        assertThat(d.program().instructionsPerWave()).isEqualTo(3 + 5 * 7 + 2);
        assertThat(d.program().instructionsPerWave(StepKind.MEM)).isEqualTo(5);
        assertThat(d.program().instructionsPerWave(StepKind.SFU)).isEqualTo(5);
        assertThat(d.program().instructionsPerWave(StepKind.BARRIER)).isEqualTo(5);
        assertThat(d.program().instructionsPerWave(StepKind.STORE)).isEqualTo(1);
        assertThat(d.text()).contains("loop 5 {", "mem 1 bytes=512 sb=2", "alu 1 waitsb=4", "wait 3", "wait 12",
                "sfu 1 sb=3", "sts 1 waitsb=8", "barrier", "store 1");
    }

    /**
     * A kernel with a border walk (the loop from 0x0020, closed by an unconditional branch, left by its EXIT) and an
     * interior one (0x0060-0x0080) that the branch at 0x0010 leads to: stencil rungs 10 and 11 in small.
     */
    public static String walks() {
        return """
                \tcode for sm_90
                \t\tFunction : walks
                        /*0000*/  S2R R0, SR_TID.X ;
                        /*0010*/  @P0 BRA 0x60 ;
                        /*0020*/  FFMA R1, R1, R1, R1 ;
                        /*0030*/  @P1 EXIT ;
                        /*0040*/  FFMA R2, R2, R2, R2 ;
                        /*0050*/  BRA 0x20 ;
                        /*0060*/  FADD R3, R3, R3 ;
                        /*0070*/  FADD R4, R4, R4 ;
                        /*0080*/  EXIT ;
                        /*0090*/  BRA 0x90 ;
                """;
    }

    /** Registers unknown are said in the program's notes, not assumed silently; known, from either source, they are set. */
    @Test
    void aListingWithoutResUsageSaysTheRegistersAreUnknown() {
        String listing = cuobjdump("toy");
        assertThat(derive(listing, 2).text()).contains("note registers per thread unknown").doesNotContain("\nregisters ");
        String withResUsage = listing.replace("\t\tFunction : toy\n", "\t\tFunction : toy\n Function toy:\n  REG:72 STACK:0"
                + " SHARED:0 LOCAL:0 CONSTANT[0]:556 TEXTURE:0 SURFACE:0 SAMPLER:0\n");
        assertThat(derive(withResUsage, 2).program().registers()).isEqualTo(72);
        assertThat(derive(withResUsage, 2).text()).doesNotContain("registers per thread unknown");
        SassListing.Kernel k = SassListing.parse("toy.sass", listing).kernel(null);
        SassProgram.Derivation given = SassProgram.derive("toy.sass", k, new SassProgram.Options(null, 64,
                OptionalInt.of(40), OptionalInt.empty(), loop -> 2, List.of()));
        assertThat(given.program().registers()).isEqualTo(40);
        assertThat(given.text()).doesNotContain("registers per thread unknown");
    }

    @Test
    void aLoopLeftOnlyByItsExitEndsThePath() {
        // stencil rung 10's border walk: closed by an unconditional BRA, left by an EXIT on its last trip; the code
        // after it (the interior walk, reached by the branch before the loop) is not where its warps go next
        String walk = walks();
        SassProgram.Derivation d = derive(walk, 10);
        // S2R, the branch, then 10 trips of FFMA, EXIT (not taken), FFMA, BRA; before, the FADDs and EXIT followed
        assertThat(d.pathInstructions()).isEqualTo(2 + 10 * 4);
        assertThat(d.text()).contains("loop 10 {   # 0x0020-0x0050");
        // a loop with a way out past its end still continues after it
        String out = walk.replace("/*0030*/  @P1 EXIT ;", "/*0030*/  @P1 BRA 0x70 ;");
        assertThat(derive(out, 10).pathInstructions()).isEqualTo(2 + 10 * 4 + 3);
    }

    @Test
    void instructionsTheDisassemblerCouldNotDecodeAreRefusedNotDropped() {
        // an older cuobjdump prints only the encodings of an instruction it does not know (cuobjdump 11.8 on a CUDA
        // 13.0 sm_90 CUBIN, session 32): here FFMA at 0x0050 and MUFU at 0x0060 lose their lines, keep their words
        String listing = cuobjdump("toy").replaceAll("(?m)^ +/\\*(0050|0060)\\*/ +\\S[^;]*; ", "                    ");
        assertThat(listing).doesNotContain("/*0050*/").contains("/* 0x0000000000000000 */");
        assertThatThrownBy(() -> SassListing.parse("new.sass", listing)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("kernel toy: 2 instructions were not decoded, the first at /*0050*/")
                .hasMessageContaining("of the CUDA version that compiled it");
    }

    @Test
    void readsNvdisasmLabelsWithoutEncodings() {
        SassListing.Kernel k = SassListing.parse("toy.txt", nvdisasm()).kernel("toy");
        assertThat(k.hasControlCodes()).isFalse();
        assertThat(k.labels()).containsEntry(".L_x_0", 0x30L);
        SassProgram.Derivation d = derive(nvdisasm(), 3);
        assertThat(d.pathInstructions()).isEqualTo(3 + 3 * 7 + 2);
        assertThat(d.program().steps()).noneMatch(s -> s.kind() == StepKind.WAIT || s.usesScoreboards());
        assertThat(d.text()).contains("no control codes");
    }

    @Test
    void zeroTripsLeaveTheLoopOut() {
        SassProgram.Derivation d = derive(cuobjdump("toy"), 0);
        assertThat(d.pathInstructions()).isEqualTo(5);
        assertThat(d.text()).doesNotContain("{");
    }

    @Test
    void ptxIsToldApartFromSass() {
        String ptx = "//\n// Generated by NVIDIA NVVM Compiler\n.version 9.0\n.target sm_90\n.address_size 64\n"
                + ".visible .entry add(.param .u64 add_param_0)\n{\n\tret;\n}\n";
        assertThatThrownBy(() -> SassListing.parse("v.ptx", ptx)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("v.ptx is PTX").hasMessageContaining("ptxas -arch=sm_90 v.ptx");
    }

    @Test
    void unreadableListingsNameTheLine() {
        assertThatThrownBy(() -> SassListing.parse("x.sass", "hello\nworld\n"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no SASS instructions");
        assertThatThrownBy(() -> SassListing.parse("x.sass", "        /*0000*/ FFMA R1, R2, R3, R4 ;\n"))
                .hasMessageContaining("line 1").hasMessageContaining("before any kernel header");
        assertThatThrownBy(() -> SassListing.parse("x.sass", "Function : k\n /*0010*/ NOP ;\n /*0000*/ NOP ;\n"))
                .hasMessageContaining("line 3").hasMessageContaining("does not follow");
        assertThatThrownBy(() -> SassListing.parse("x.sass", "Function : k\n /*0000*/ FFMA R1 R2\n"))
                .hasMessageContaining("line 2").hasMessageContaining("cannot read");
        String badLabel = ".text.k:\n /*0000*/ NOP ;\n /*0010*/ BRA `(.L_x_9) ;\n";
        assertThatThrownBy(() -> SassProgram.loops("x.sass", SassListing.parse("x.sass", badLabel).kernel(null)))
                .hasMessageContaining("line 3").hasMessageContaining(".L_x_9");
        String two = cuobjdump("a") + cuobjdump("b");
        assertThatThrownBy(() -> SassListing.parse("x.sass", two).kernel(null)).hasMessageContaining("a, b").hasMessageContaining("--kernel");
        assertThatThrownBy(() -> SassListing.parse("x.sass", two).kernel("c")).hasMessageContaining("no kernel 'c'");
        String overlap = "Function : k\n /*0000*/ NOP ;\n /*0010*/ NOP ;\n /*0020*/ @P0 BRA 0x0 ;\n /*0030*/ @P1 BRA 0x10 ;\n /*0040*/ EXIT ;\n";
        assertThatThrownBy(() -> SassProgram.loops("x.sass", SassListing.parse("x.sass", overlap).kernel(null)))
                .hasMessageContaining("line 5").hasMessageContaining("overlaps");
        SassListing.Kernel toy = SassListing.parse("toy.sass", cuobjdump("toy")).kernel(null);
        assertThatThrownBy(() -> SassProgram.derive("toy.sass", toy, new SassProgram.Options(null, 0, OptionalInt.empty(),
                OptionalInt.empty(), l -> 1, List.of()))).hasMessageContaining("--threads");
    }

    @Test
    void eachKernelOfAFatbinKeepsItsArchitecture() {
        String text = cuobjdump("a").replace("sm_90", "sm_75").replace("SM90", "SM75") + cuobjdump("b");
        SassListing listing = SassListing.parse("fat.sass", text);
        assertThat(listing.kernel("a").sm()).isEqualTo(75);
        assertThat(listing.kernel("b").sm()).isEqualTo(90);
        assertThat(listing.kernel("a").hasControlCodes()).isTrue();
    }

    @Test
    void resourceUsageLinesGiveRegistersAndSharedLessTheDriversReserve() {
        String text = cuobjdump("toy") + "\nResource usage:\n Function toy:\n  REG:40 STACK:0 SHARED:5120 LOCAL:0\n";
        SassListing.Kernel k = SassListing.parse("toy.sass", text).kernel(null);
        assertThat(k.registers()).hasValue(40);
        assertThat(k.sharedBytes()).hasValue(4096);
    }

    @Test
    void opcodeClasses() {
        assertThat(SassClass.ofOpcode("LDGSTS.E.BYPASS.128")).isEqualTo(SassClass.GLOBAL_LOAD);
        assertThat(SassClass.ofOpcode("LDSM.16.M88.4")).isEqualTo(SassClass.SHARED_LOAD);
        assertThat(SassClass.ofOpcode("BAR.ARV")).isEqualTo(SassClass.ALU);
        assertThat(SassClass.ofOpcode("MUFU.EX2")).isEqualTo(SassClass.SFU);
        assertThat(SassClass.ofOpcode("HMMA.16816.F32")).isEqualTo(SassClass.ALU);
        assertThat(SassClass.known("HMMA")).isTrue();
        assertThat(SassClass.known("FOOBAR")).isFalse();
        assertThat(SassClass.bytesPerLane("LDG.E.64")).isEqualTo(8);
        assertThat(SassClass.bytesPerLane("STG.E.U8")).isEqualTo(1);
    }

    @Test
    void withScoreboardsAStepWaitsOnlyForTheScoreboardsItNames() {
        var arch = ArchRegistry.presets().get("sm_90");
        long free = run(arch, "threads 32\nset memoryLatencyJitter 0\nmem 1 sb=0\nalu 50\n");
        long waiting = run(arch, "threads 32\nset memoryLatencyJitter 0\nmem 1 sb=0\nalu 50 waitsb=1\n");
        long implicit = run(arch, "threads 32\nset memoryLatencyJitter 0\nmem 1\nalu 50\n");
        assertThat(waiting - free).isGreaterThan(500);       // the load's latency (700 cycles on sm_90)
        assertThat(implicit).isEqualTo(waiting);              // without scoreboards: the previous step's results
    }

    private static long run(dev.kernelscope.model.arch.Architecture arch, String text) {
        return SimRequest.of(arch, ProgramParser.parse("t", text)).run().cycles();
    }
}
