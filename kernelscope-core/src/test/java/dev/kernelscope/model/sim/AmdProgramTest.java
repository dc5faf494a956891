/*
 * AMDGPU listings as simulator programs: s_waitcnt counters as scoreboard waits (the oldest of a burst first), the
 * heavier side of a uniform branch, loops by the label of their head, and a derived program that really runs.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class AmdProgramTest {
    private static List<String> listing(String name) throws IOException {
        try (InputStream in = AmdProgramTest.class.getResourceAsStream("/dev/kernelscope/isa/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    private static AmdPrograms.Derived derive(List<String> lines, String iterations) {
        return AmdPrograms.derive("test.s", lines, null, null, 256, OptionalInt.empty(), OptionalInt.empty(), iterations);
    }

    /** A gfx1100 listing of one kernel: the target and function header, then {@code body} (one instruction a line). */
    private static List<String> gfx1100Kernel(String name, String body) {
        return ("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n\t.type\t" + name + ",@function\n" + name + ":\n"
                + body).lines().toList();
    }

    /** The program's step lines (notes and the header left out). */
    private static List<String> steps(AmdPrograms.Derived derived) {
        return derived.derivation().text().lines().map(String::strip)
                .filter(l -> l.matches("(alu|sfu|mem|store|lds|sts|barrier|wait|loop|\\}).*")).toList();
    }

    @Test
    void eachWaitWaitsForExactlyTheLoadsItCounts() {
        List<String> tiny = """
                	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
                	.type	tiny,@function
                tiny:
                	global_load_b32 v1, v0, s[0:1]
                	global_load_b32 v2, v0, s[2:3]
                	s_waitcnt vmcnt(1)
                	v_add_f32_e32 v3, v1, v1
                	s_waitcnt vmcnt(0)
                	v_add_f32_e32 v4, v2, v3
                	ds_store_b32 v0, v4
                	s_waitcnt lgkmcnt(0)
                	s_barrier
                	ds_load_b32 v5, v0
                	s_waitcnt lgkmcnt(0)
                	v_exp_f32_e32 v5, v5
                	global_store_b32 v0, v5, s[0:1]
                	s_endpgm
                """.lines().toList();
        AmdPrograms.Derived derived = derive(tiny, null);
        assertThat(derived.processor()).isEqualTo("gfx1100");
        assertThat(steps(derived)).containsExactly("mem 1 bytes=128 sb=0", "mem 1 bytes=128 sb=1",
                "alu 1 waitsb=1",            // vmcnt(1): the first load only
                "alu 1 waitsb=2",            // vmcnt(0): the second
                "sts 1 bytes=128", "barrier", "lds 1 bytes=128 sb=4", "sfu 1 waitsb=16", "store 1 bytes=128");
        assertThat(derived.derivation().text()).contains("wave 32", "no loops");
    }

    @Test
    void aBurstOfLoadsIsWaitedForOldestFirst() throws IOException {
        List<String> steps = steps(derive(listing("gather_unrolled_gfx1100.s"), null));
        int lastLoad = steps.lastIndexOf("mem 1 bytes=128 sb=3");
        List<String> waits = steps.subList(lastLoad + 1, steps.size()).stream().filter(s -> s.contains("waitsb="))
                .toList();
        // 16 gathers then vmcnt(15), (14), (13): the oldest load's scoreboard first, then the next ones in turn
        assertThat(waits.subList(0, 3)).containsExactly("alu 1 waitsb=1", "alu 1 waitsb=2", "alu 1 waitsb=4");
    }

    @Test
    void aUniformBranchTakesTheHeavierSideSoTheLoopIsOnThePath() throws IOException {
        // sgemm_tiled on gfx90a: `s_cbranch_scc1` over the K <= 0 block, whose fall-through jumps to the end
        AmdPrograms.Derived derived = derive(listing("sgemm_tiled_gfx90a.s"), "16");
        assertThat(derived.derivation().loops()).extracting(AmdProgram.Loop::label).containsExactly(".LBB0_5");
        assertThat(steps(derived)).contains("loop 16 {   # .LBB0_5");
        assertThat(derived.derivation().text()).contains("wave 64\n");
    }

    @Test
    void aRotatedLoopRunsItsTripsFromItsHeaderAndLeavesByItsExit() {
        // LLVM's usual layout (a tree reduction, a loop nest, a search with break on gfx1100): the latch above the
        // header, entered by a branch into the middle of the loop, left by a branch up to the code after it. The
        // path used to fall through past the loop, as if it ran no trip, and never reached the store.
        List<String> rotated = gfx1100Kernel("rot", """
                	global_load_b32 v1, v0, s[0:1]
                	s_waitcnt vmcnt(0)
                	s_cbranch_vccz .LBB0_3
                .LBB0_1:
                	global_store_b32 v0, v1, s[0:1]
                	s_endpgm
                .LBB0_2:
                	s_add_i32 s2, s2, -1
                	s_cmp_eq_u32 s2, 0
                	s_cbranch_scc1 .LBB0_1
                .LBB0_3:
                	ds_load_b32 v2, v0
                	s_waitcnt lgkmcnt(0)
                	v_add_f32_e32 v1, v1, v2
                	s_branch .LBB0_2
                """);
        AmdPrograms.Derived derived = derive(rotated, "10");
        assertThat(derived.derivation().loops()).extracting(AmdProgram.Loop::label).containsExactly(".LBB0_3");
        assertThat(steps(derived)).containsExactly("mem 1 bytes=128 sb=0", "loop 10 {   # .LBB0_3",
                "lds 1 bytes=128 sb=4 waitsb=1", "alu 1 waitsb=16", "}", "store 1 bytes=128");
        assertThat(derived.derivation().pathInstructions()).isEqualTo(1 + 10 * 2 + 1);
        assertThat(derive(rotated, ".LBB0_3=3").derivation().text()).contains("loop 3 {");
        assertThatThrownBy(() -> derive(rotated, ".LBB0_3=3,.LBB0_3=4")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("names the loop .LBB0_3 twice");
    }

    @Test
    void hugeTripsInNestedLoopsKeepTheLoopsOnThePath() {
        // three nested loops behind a uniform skip: at 77,777,777 trips each the instruction count (about 1.4e24)
        // wrapped negative and the path took the skip, simulating a kernel without its loops
        List<String> nest = gfx1100Kernel("nest", """
                	s_cbranch_scc1 .LBB0_4
                .LBB0_1:
                	v_add_f32_e32 v1, v1, v2
                .LBB0_2:
                	v_add_f32_e32 v3, v3, v2
                .LBB0_3:
                	v_fmac_f32_e32 v4, v1, v3
                	s_cbranch_scc0 .LBB0_3
                	s_cbranch_vccz .LBB0_2
                	s_cbranch_execnz .LBB0_1
                .LBB0_4:
                	global_store_b32 v0, v4, s[0:1]
                	s_endpgm
                """);
        AmdPrograms.Derived derived = derive(nest, "77777777");
        assertThat(steps(derived)).contains("loop 77777777 {   # .LBB0_1", "loop 77777777 {   # .LBB0_3");
        assertThat(derived.derivation().pathInstructions()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aCallThatIsNotFollowedIsSaid() {
        // a noinline helper: its code was left out without a word
        List<String> caller = gfx1100Kernel("calls", """
                	global_load_b32 v0, v[2:3], off
                	s_getpc_b64 s[0:1]
                	s_add_u32 s0, s0, helper@rel32@lo+4
                	s_addc_u32 s1, s1, helper@rel32@hi+12
                	s_swappc_b64 s[30:31], s[0:1]
                	global_store_b32 v[2:3], v0, off
                	s_endpgm
                """);
        assertThat(derive(caller, null).derivation().text()).contains("calls helper: not followed");
    }

    @Test
    void theGroupSizeMustBeOneTheCodeObjectLaunchesWith() {
        // reqd_work_group_size(64,1,1): simulated at any --threads before; a plain OpenCL kernel allows 256
        String metadata = """
                	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
                	.type	k,@function
                k:
                	global_load_b32 v1, v0, s[0:1]
                	s_endpgm
                	.amdgpu_metadata
                ---
                amdhsa.kernels:
                  - .max_flat_workgroup_size: %d
                    .name:           k
                %s    .wavefront_size: 32
                amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
                	.end_amdgpu_metadata
                """;
        List<String> required = metadata.formatted(64, "    .reqd_workgroup_size:\n      - 64\n      - 1\n      - 1\n")
                .lines().toList();
        assertThatThrownBy(() -> AmdPrograms.derive("k.s", required, null, null, 256, OptionalInt.empty(),
                OptionalInt.empty(), null)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("reqd_work_group_size (64, 1, 1)");
        assertThat(AmdPrograms.derive("k.s", required, null, null, 64, OptionalInt.empty(), OptionalInt.empty(), null)
                .derivation().text()).contains("threads 64");
        List<String> plain = metadata.formatted(256, "").lines().toList();
        assertThatThrownBy(() -> AmdPrograms.derive("k.s", plain, null, null, 1024, OptionalInt.empty(),
                OptionalInt.empty(), null)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("exceeds the 256 work-items per group");
        assertThat(AmdPrograms.derive("k.s", plain, null, null, 256, OptionalInt.empty(), OptionalInt.empty(), null)
                .derivation().text()).contains("threads 256");
    }

    @Test
    void aBranchToALabelTheKernelLacksNamesTheLine() {
        List<String> cut = gfx1100Kernel("cut", """
                	global_load_b32 v1, v0, s[0:1]
                	s_cbranch_scc1 .LBB0_99
                	global_store_b32 v0, v1, s[0:1]
                	s_endpgm
                """);
        assertThatThrownBy(() -> derive(cut, null)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("test.s:5: s_cbranch_scc1 branches to .LBB0_99");
    }

    @Test
    void aKernelOfScalarCodeOnlySaysThereIsNothingToSimulate() {
        // while (1) { c[0]++; } compiles to one s_branch back to itself
        List<String> spin = gfx1100Kernel("spin", """
                .LBB0_1:
                	s_branch .LBB0_1
                """);
        assertThatThrownBy(() -> derive(spin, null)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("spin has no vector, memory or barrier instruction on its path");
    }

    @Test
    void loopsAreNamedByTheLabelOfTheirHead() throws IOException {
        List<String> lines = listing("half_pack_gfx900_half.s");
        assertThat(steps(derive(lines, ".LBB0_2=32"))).contains("loop 32 {   # .LBB0_2");
        assertThatThrownBy(() -> derive(lines, ".LBB7_1=3")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("its loops: .LBB0_2 (line 34)");
        assertThatThrownBy(() -> derive(lines, "x")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("LABEL=N");
    }

    @Test
    void rdna3DelayHintsBecomeWaitsOfTheLatencyLessTheIssuesBetween() throws IOException {
        // early_late on gfx1100 (VALU latency 5, wave32 issues in 1 cycle): `instid0(SALU_CYCLE_1) | instskip(SKIP_4)
        // | instid1(VALU_DEP_1)` holds the sixth instruction after it (a VALU reading the one before) 4 cycles,
        // `instid0(VALU_DEP_2)` 3 cycles
        List<String> steps = steps(derive(listing("early_late_gfx1100.s"), null));
        assertThat(steps.subList(3, 6)).containsExactly("alu 1 waitsb=16", "wait 4", "alu 1");
        assertThat(steps.subList(8, 14)).containsExactly("wait 4", "alu 1", "wait 4", "alu 1", "wait 3", "alu 1");
    }

    @Test
    void gfx9CountsStoresInVmcntAndLaterTargetsDoNot() {
        assertThat(AmdClass.gfx9OrOlder("gfx900")).isTrue();
        assertThat(AmdClass.gfx9OrOlder("gfx90a")).isTrue();
        assertThat(AmdClass.gfx9OrOlder("gfx1100")).isFalse();
    }

    @Test
    void theLoopsLoadOverlapsNothingSoOneWavePaysTheLatencyPerTrip() throws IOException {
        // half_pack's loop loads one value and waits vmcnt(0) before its 16 FMAs: one wave alone, no bandwidth
        // limit, a fixed latency: each of the 40 trips costs at least one memory latency
        AmdPrograms.Derived derived = derive(listing("half_pack_gfx900_half.s"), ".LBB0_2=40");
        Map<String, String> settings = Map.of("memoryLatency", "500", "memoryBytesPerCycle", "0",
                "memoryLatencyJitter", "0", "memoryLatencyDrift", "0");
        SimResult r = new SimRequest(ArchRegistry.presets().get("gfx900"), derived.derivation().program(), 64, 0, 0, 1,
                1, 100_000_000L, 0, settings).run();
        assertThat(r.complete()).isTrue();
        assertThat(r.cycles()).isBetween(40L * 500, 40L * 500 + 4_000);
    }
}
