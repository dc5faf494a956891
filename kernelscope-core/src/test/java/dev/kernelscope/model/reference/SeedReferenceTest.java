/*
 * The articles' reference data: seed 004's ladder is consistent with 2 x 4096^3 / time (except the two slips the
 * notes name), and every occupancy example is what the occupancy model computes.
 */
package dev.kernelscope.model.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.UnitMode;
import org.junit.jupiter.api.Test;

class SeedReferenceTest {
    @Test
    void seed004LadderMatchesItsOwnTimes() {
        SeedReference.ArticleLadder ladder = SeedReference.seed004Ladder();
        assertThat(ladder.rungs()).extracting(SeedReference.ArticleRung::kernel)
                .containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
        double rocblas = ladder.rungs().getFirst().milliseconds();
        for (SeedReference.ArticleRung rung : ladder.rungs()) {
            double computed = rung.computedGflops(ladder.m(), ladder.n(), ladder.k());
            double tolerance = rung.note().contains("slip") ? 0.001 : 0.0001;
            assertThat(computed).as("kernel %d", rung.kernel()).isCloseTo(rung.gflops(),
                    within(rung.gflops() * tolerance));
            assertThat(100 * rocblas / rung.milliseconds()).as("kernel %d %% of rocBLAS", rung.kernel())
                    .isCloseTo(rung.percentOfVendor(), within(0.11));
        }
        assertThat(ladder.rungs().getLast().computedGflops(4096, 4096, 4096)).isCloseTo(49_029, within(1.0));
    }

    @Test
    void occupancyExamplesAreWhatTheModelComputes() {
        ArchRegistry presets = ArchRegistry.presets();
        assertThat(SeedReference.occupancyExamples()).hasSizeGreaterThanOrEqualTo(5).allSatisfy(example -> {
            OccupancyQuery query = OccupancyQuery.of(presets.get(example.arch()), example.threads(),
                    example.registers(), example.sharedBytes());
            if (!example.mode().isEmpty()) {
                query = query.withMode(UnitMode.valueOf(example.mode().toUpperCase(java.util.Locale.ROOT)));
            }
            OccupancyResult result = OccupancyModel.of(query.arch()).calculate(query);
            assertThat(result.groupsPerUnit()).as(example.articleSays()).isEqualTo(example.groupsPerUnit());
            assertThat(result.occupancy() * 100).as(example.articleSays())
                    .isCloseTo(example.occupancyPercent(), within(1e-9));
            assertThat(result.wavesPerSimd()).as(example.articleSays()).isEqualTo(example.wavesPerSimd());
        });
    }
}
