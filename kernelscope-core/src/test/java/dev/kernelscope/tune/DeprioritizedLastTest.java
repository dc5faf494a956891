/*
 * Deprioritizing by the occupancy estimate: configurations rated below the threshold are measured after every
 * other one, never dropped, each with its reason; every strategy still covers the whole space.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.ArchRegistry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DeprioritizedLastTest {
    // threads per group 32..1024 x local memory 0..96 KiB: sm_90's model rates the small groups with much local
    // memory far below 50% (one or two groups of one or two warps per SM) and most others well above it
    private static final SearchSpace SPACE = new SearchSpace(List.of(
            new TuneParameter("THREADS", List.of(32L, 64L, 128L, 256L, 512L, 1024L)),
            new TuneParameter("LOCAL_KB", List.of(0L, 16L, 48L, 96L))), Map.of(), List.of());

    private static OccupancyPriority priority(double threshold) {
        return new OccupancyPriority(ArchRegistry.presets().get("sm_90"), threshold, c -> new OccupancyPriority.Footprint(
                c.values().get("THREADS"), c.values().get("LOCAL_KB") * 1024, "the test's LOCAL_KB"));
    }

    @Test
    void lowOccupancyConfigurationsComeLastAndNoneIsDropped() {
        OccupancyPriority priority = priority(0.5);
        for (Strategies s : Strategies.values()) {
            DeprioritizedLast strategy = new DeprioritizedLast(s.create(SPACE, 3), priority);
            List<Configuration> order = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                var next = strategy.next();
                if (next.isEmpty()) {
                    break;
                }
                order.add(next.get());
                strategy.tell(next.get(), 1.0 + order.size());
            }
            assertThat(new HashSet<>(order)).as(s.id()).hasSize(24);   // the whole space, each once
            int firstHeld = -1;
            for (int i = 0; i < order.size(); i++) {
                if (priority.reason(order.get(i)).isPresent()) {
                    firstHeld = firstHeld < 0 ? i : firstHeld;
                } else {
                    assertThat(firstHeld).as(s.id() + ": a well-rated configuration after a held one").isNegative();
                }
            }
            assertThat(firstHeld).as(s.id()).isPositive();
            assertThat(strategy.held()).as(s.id()).isNotEmpty().allMatch(OccupancyPriority.Held::evaluated)
                    .allSatisfy(h -> assertThat(h.reason()).contains("occupancy estimated before compiling")
                            .contains("sm_90").contains("registers unknown"));
        }
    }

    @Test
    void theEstimateLeavesRegistersOutAndHeldOnesAreMeasuredBestEstimateFirst() {
        OccupancyPriority priority = priority(0.5);
        Configuration small = SPACE.configuration(Map.of("THREADS", 32L, "LOCAL_KB", 96L)).orElseThrow();
        Configuration large = SPACE.configuration(Map.of("THREADS", 1024L, "LOCAL_KB", 0L)).orElseThrow();
        assertThat(priority.estimate(small).orElseThrow()).isLessThan(0.5);
        assertThat(priority.reason(small)).isPresent();
        assertThat(priority.estimate(large).orElseThrow()).isGreaterThanOrEqualTo(0.5);
        assertThat(priority.reason(large)).isEmpty();
        DeprioritizedLast strategy = new DeprioritizedLast(Strategies.BRUTE_FORCE.create(SPACE, 1), priority);
        List<Double> heldEstimates = new ArrayList<>();
        for (var next = strategy.next(); next.isPresent(); next = strategy.next()) {
            if (strategy.heldReason(next.get()).isPresent()) {
                heldEstimates.add(priority.estimate(next.get()).orElseThrow());
            }
            strategy.tell(next.get(), 1.0);
        }
        assertThat(heldEstimates).isNotEmpty().isSortedAccordingTo((a, b) -> Double.compare(b, a));
    }

    @Test
    void aHeldConfigurationMeasuredLaterCarriesItsReasonInItsRecord() {
        OccupancyPriority priority = priority(0.5);
        SearchStrategy strategy = new StartingPoint(SPACE.configuration(Map.of("THREADS", 256L, "LOCAL_KB", 0L))
                .orElseThrow(), DeprioritizedLast.wrap(Strategies.RANDOM.create(SPACE, 7), priority));
        TuneSession.Outcome outcome = new TuneSession(SPACE, strategy, null, 24, null).run(c -> {
            var record = KernelTunerCache.JSON.createObjectNode();
            record.put("time", 1.0);
            return record;
        }, f -> {});
        assertThat(outcome.finished()).hasSize(24);
        for (TuneSession.Finished f : outcome.finished()) {
            boolean low = priority.reason(f.configuration()).isPresent();
            assertThat(f.record().has("deprioritized")).as(f.configuration().key()).isEqualTo(low);
        }
    }
}
