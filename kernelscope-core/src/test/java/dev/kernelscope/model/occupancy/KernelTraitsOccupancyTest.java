/*
 * The kernel traits in the occupancy answer: PowerVR packs small compile-time groups several per task (seed 001),
 * every result reports its idle lanes and group-size advice, and one resident group with barriers is warned about
 * on every vendor (seeds 000/003), with PowerVR's task-switch warning for groups wider than one task.
 */
package dev.kernelscope.model.occupancy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class KernelTraitsOccupancyTest {
    private static final KernelTraits FIXED = new KernelTraits(false, false, true);
    private static final KernelTraits BARRIERS = new KernelTraits(true, false, false);

    private static Architecture arch(String id) {
        return ArchRegistry.presets().get(id);
    }

    private static OccupancyResult rogue(int threads, int registers, KernelTraits traits) {
        Architecture rogue = arch("rogue");
        return OccupancyModel.of(rogue).calculate(OccupancyQuery.of(rogue, threads, registers, 0).withTraits(traits));
    }

    @ParameterizedTest(name = "{0} work-items with a compile-time size: {1} per task, {2} lanes, {3} idle")
    @CsvSource({"4, 8, 4, 0", "8, 4, 8, 0", "16, 2, 16, 0", "12, 2, 16, 4", "1, 32, 1, 0", "5, 4, 8, 3"})
    void smallCompileTimeGroupsArePackedSeveralPerTask(int threads, int perTask, int lanes, int idle) {
        OccupancyResult result = rogue(threads, 16, FIXED);
        assertThat(result.lanes().groupsPerWave()).isEqualTo(perTask);
        assertThat(result.lanes().lanes()).isEqualTo(lanes);
        assertThat(result.lanes().idleLanes()).isEqualTo(idle);
        // 16 slots x groups per task resident (16 temporaries allow 32 tasks), the slots all in use
        assertThat(result.groupsPerUnit()).isEqualTo(16 * perTask);
        assertThat(result.wavesPerUnit()).isEqualTo(16);
        assertThat(result.occupancy()).isEqualTo(1.0);
        assertThat(result.assumptions()).anyMatch(a -> a.contains("reqd_work_group_size"));
    }

    @Test
    void withoutACompileTimeSizeEachSmallGroupTakesAWholeTask() {
        OccupancyResult result = rogue(8, 16, KernelTraits.NONE);
        assertThat(result.groupsPerUnit()).isEqualTo(16);
        assertThat(result.lanes().idleLanes()).isEqualTo(24);
        assertThat(result.lanes().utilization()).isEqualTo(0.25);
        assertThat(result.groupSizeAdvice()).anyMatch(a -> a.reason().contains("reqd_work_group_size")
                && a.reason().contains("4 groups into each task") && a.reason().contains("16 -> 64"));
    }

    @Test
    void packedGroupsShareTheirTasksTemporariesAndTheLimitersStillApply() {
        // 64 temporaries per work-item: the unified store keeps 8 tasks, i.e. 32 packed groups of 8
        OccupancyResult heavy = rogue(8, 64, FIXED);
        assertThat(heavy.groupsPerUnit()).isEqualTo(32);
        assertThat(heavy.wavesPerUnit()).isEqualTo(8);
        assertThat(heavy.occupancy()).isEqualTo(0.5);
        assertThat(heavy.limiters()).containsExactly(Limiter.REGISTERS);
        assertThat(heavy.idle().registerFileIdlePercent()).isEqualTo(0.0);
        // local memory counts groups, not tasks: 4 KiB each leaves room for 16 groups in the 64 KiB common store
        Architecture rogue = arch("rogue");
        OccupancyResult local = OccupancyModel.of(rogue).calculate(OccupancyQuery.of(rogue, 8, 16, 4096).withTraits(FIXED));
        assertThat(local.groupsPerUnit()).isEqualTo(16);
        assertThat(local.wavesPerUnit()).isEqualTo(4);
        assertThat(local.limiters()).containsExactly(Limiter.SHARED);
    }

    @Test
    void groupsOfMoreThanHalfATaskAreNeverPacked() {
        assertThat(rogue(17, 16, FIXED).lanes().groupsPerWave()).isEqualTo(1);
        assertThat(rogue(48, 16, FIXED).lanes().idleLanes()).isEqualTo(16);
    }

    @ParameterizedTest(name = "{0}: one group per unit with barriers is warned about")
    @ValueSource(strings = {"sm_90", "gcn", "gfx1100", "apple7", "rogue"})
    void oneGroupPerUnitWithBarriersIsWarnedAboutOnEveryVendor(String id) {
        Architecture arch = arch(id);
        OccupancyModel model = OccupancyModel.of(arch);
        int threads = Math.min(arch.maxThreadsPerGroup(), 1024);
        // registers large enough that a single maximal group fills the unit
        OccupancyQuery one = null;
        for (int registers = 1; registers <= 256; registers++) {
            OccupancyQuery q = OccupancyQuery.of(arch, threads, registers, 0).withTraits(BARRIERS);
            try {
                if (model.core(q).groupsPerUnit() == 1) {
                    one = q;
                    break;
                }
            } catch (dev.kernelscope.model.InvalidInputException tooMany) {
                break;
            }
        }
        assertThat(one).as("a register count giving one group per unit on " + id).isNotNull();
        assertThat(model.calculate(one).warnings()).anyMatch(w -> w.startsWith("only one") && w.contains("barriers"));
        assertThat(model.calculate(one.withTraits(KernelTraits.NONE)).warnings()).isEmpty();
    }

    @Test
    void theArticlesCasesGetTheirWarningsAndNoOthers() {
        Architecture gcn = arch("gcn");
        OccupancyModel model = OccupancyModel.of(gcn);
        // seed 000: 1,024 threads at 40 VGPRs -> one group per CU; at 32 two fit and the warning goes
        assertThat(model.calculate(OccupancyQuery.of(gcn, 1024, 40, 32768).withTraits(BARRIERS)).warnings()).hasSize(1);
        assertThat(model.calculate(OccupancyQuery.of(gcn, 1024, 32, 32768).withTraits(BARRIERS)).warnings()).isEmpty();
        // a single-wave group runs in lock-step: no warning even alone on the unit
        assertThat(model.calculate(OccupancyQuery.of(gcn, 64, 256, 0).withTraits(BARRIERS)).warnings()).isEmpty();
        // seed 001: 32-item groups synchronize for free on PowerVR; 64-item groups switch tasks at every barrier
        assertThat(rogue(32, 16, BARRIERS).warnings()).isEmpty();
        assertThat(rogue(64, 16, BARRIERS).warnings()).singleElement()
                .satisfies(w -> assertThat(w).contains("spans 2 tasks", "32 work-items is one task"));
    }

    @Test
    void everyResultCarriesItsLanesAndGroupSizeAdvice() {
        Architecture gcn = arch("gcn");
        OccupancyResult result = OccupancyModel.of(gcn).calculate(OccupancyQuery.of(gcn, 96, 32, 1024));
        assertThat(result.lanes().idleLanes()).isEqualTo(32);
        assertThat(result.groupSizeAdvice()).singleElement().satisfies(a -> assertThat(a.suggestedThreads()).isEqualTo(128));
        Architecture rdna = arch("gfx1100");
        OccupancyResult wave64 = OccupancyModel.of(rdna).calculate(OccupancyQuery.of(rdna, 96, 32, 0).withWaveSize(64));
        assertThat(wave64.lanes().waveSize()).isEqualTo(64);
        assertThat(wave64.lanes().idleLanes()).isEqualTo(32);
    }
}
