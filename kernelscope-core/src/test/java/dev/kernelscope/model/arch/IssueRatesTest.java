/*
 * issue-rates.json: an entry for every preset, a source for every number (or no number and the reason), and the
 * figures seed 001 and the CUDA programming guide give: FP32 twice the integer rate on Rogue and on sm_86..sm_90.
 */
package dev.kernelscope.model.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class IssueRatesTest {

    @Test
    void everyPresetHasAnEntryAndEveryNumberItsSource() {
        for (String id : ArchRegistry.presets().ids()) {
            assertThat(IssueRates.find(id)).as(id).isPresent();
        }
        assertThat(IssueRates.all()).hasSize(ArchRegistry.presets().ids().size());
        for (IssueRates.Entry e : IssueRates.all()) {
            assertThat(e.unit()).as(e.archId()).isNotBlank();
            boolean any = false;
            for (var rate : java.util.Map.of("fp32PerClock", e.fp32PerClock(), "int32AddPerClock",
                    e.int32AddPerClock(), "int32MulPerClock", e.int32MulPerClock()).entrySet()) {
                if (rate.getValue().isPresent()) {
                    any = true;
                    assertThat(rate.getValue().getAsDouble()).as(e.archId() + " " + rate.getKey()).isPositive();
                    assertThat(e.sources().get(rate.getKey())).as(e.archId() + " source of " + rate.getKey())
                            .isNotBlank();
                }
            }
            if (!any) {
                assertThat(e.note()).as(e.archId() + ": no number, so the reason").isNotBlank();
            }
        }
    }

    @Test
    void rogueIssuesFloatOnTwoDatasetsAndIntegerOnOne() {
        IssueRates.Entry rogue = IssueRates.find("rogue").orElseThrow();
        assertThat(rogue.fpPerIntegerAdd()).isEqualTo(OptionalDouble.of(2.0));
        assertThat(rogue.sources().get("fp32PerClock")).contains("seed 001").contains("G6400");
    }

    @Test
    void nvidiaDoublesFp32FromAmpereGa10xOn() {
        assertThat(IssueRates.find("sm_80").orElseThrow().fpPerIntegerAdd()).isEqualTo(OptionalDouble.of(1.0));
        assertThat(IssueRates.find("sm_90").orElseThrow().fp32PerClock()).isEqualTo(OptionalDouble.of(128));
        assertThat(IssueRates.find("sm_90").orElseThrow().fpPerIntegerAdd()).isEqualTo(OptionalDouble.of(2.0));
        assertThat(IssueRates.find("apple7").orElseThrow().fpPerIntegerAdd()).isEmpty();
    }
}
