/*
 * The steps a shared-memory sweep prints: each ends at the last byte count with its result (checked against single
 * calculations one byte further) and the user's own --shared falls in one of them, wherever it lies.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.KernelTraits;
import dev.kernelscope.model.occupancy.Occupancy;
import dev.kernelscope.model.occupancy.OccupancyCore;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancySweep;
import dev.kernelscope.model.occupancy.SweepVariable;
import dev.kernelscope.model.occupancy.View;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SweepReportTest {
    private static final ArchRegistry PRESETS = ArchRegistry.presets();

    /**
     * Before, the sweep sampled shared memory every 256 bytes on sm_90 (two 128-byte granules) and every 64 on rogue
     * (16 granules): sm_90 at 256 threads fits 11 blocks up to 20,096 B, the table said up to 19,968 B; the AMD views
     * that divide by the exact bytes (compiler, hip) have their edges on no granule at all.
     */
    @Test
    void everySharedStepEndsWhereTheResultChanges() {
        List<OccupancyQuery> queries = List.of(OccupancyQuery.of(PRESETS.get("sm_90"), 256, 32, 0),
                OccupancyQuery.of(PRESETS.get("sm_80"), 64, 0, 0), OccupancyQuery.of(PRESETS.get("rogue"), 32, 0, 0),
                OccupancyQuery.of(PRESETS.get("apple7"), 32, 0, 0), OccupancyQuery.of(PRESETS.get("gfx1100"), 64, 0, 0),
                OccupancyQuery.of(PRESETS.get("gcn"), 64, 0, 0).withView(View.HIP),
                OccupancyQuery.of(PRESETS.get("gcn"), 64, 0, 0).withView(View.COMPILER));
        for (OccupancyQuery base : queries) {
            List<SweepReport.Step> steps = SweepReport.steps(OccupancySweep.sweep(base, SweepVariable.SHARED));
            for (int i = 0; i < steps.size() - 1; i++) {
                SweepReport.Step step = steps.get(i);
                String where = base.arch().id() + " " + base.view() + " step " + step;
                assertThat(steps.get(i + 1).from()).as(where).isEqualTo(step.to() + 1);
                OccupancyCore last = Occupancy.core(base.withShared(step.to()));
                OccupancyCore next = Occupancy.core(base.withShared(step.to() + 1));
                assertThat(last.groupsPerUnit()).as(where).isEqualTo(step.groupsPerUnit());
                assertThat(next.groupsPerUnit() != last.groupsPerUnit() || next.wavesPerUnit() != last.wavesPerUnit()
                        || next.limiterMask() != last.limiterMask()).as(where).isTrue();
            }
        }
    }

    @Test
    void theCurrentSharedValueIsMarkedBetweenGranules() {
        OccupancyQuery query = OccupancyQuery.of(PRESETS.get("sm_90"), 256, 64, 45_600);
        StringWriter text = new StringWriter();
        SweepReport.printTable(SweepVariable.SHARED, query, Occupancy.calculate(query),
                OccupancySweep.sweep(query, SweepVariable.SHARED), new PrintWriter(text));
        assertThat(text.toString()).contains("<- current (45,600)");
    }

    /** A threads sweep steps by whole waves: the user's 100 threads (or rogue's packed 8) were no row, nothing marked. */
    @Test
    void theCurrentThreadCountIsARowOfItsOwn() {
        OccupancyQuery hundred = OccupancyQuery.of(PRESETS.get("sm_90"), 100, 64, 0);
        String table = table(SweepVariable.THREADS, hundred);
        assertThat(table).contains("100 - 128").contains("<- current (100)")
                .contains("over 33 values (32 to 1,024, step 32, and the current 100)");
        OccupancyQuery packed = OccupancyQuery.of(PRESETS.get("rogue"), 8, 16, 0)
                .withTraits(new KernelTraits(false, false, true));
        assertThat(table(SweepVariable.THREADS, packed)).containsPattern("\\n +8 +64 +16 +100% .*<- current \\(8\\)");
    }

    private static String table(SweepVariable variable, OccupancyQuery query) {
        StringWriter text = new StringWriter();
        SweepReport.printTable(variable, query, Occupancy.calculate(query), OccupancySweep.sweep(query, variable),
                new PrintWriter(text));
        return text.toString();
    }
}
