/*
 * Search spaces: lazy enumeration agrees with filtering the full product, prunes early enough to walk a space of
 * 10^8 points, random valid points and neighbours respect the restrictions, Kernel Tuner keys round-trip.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SearchSpaceTest {
    private static SearchSpace small() {
        return new SearchSpace(List.of(
                new TuneParameter("BM", List.of(16L, 32L, 64L, 128L)),
                new TuneParameter("TM", List.of(1L, 2L, 4L, 8L)),
                TuneParameter.range("GROUP_Y", 1, 8, 1),
                new TuneParameter("BK", List.of(4L, 8L, 16L))),
                Map.of("LIMIT", 4096L),
                List.of(Restriction.of("BM % (TM * GROUP_Y) == 0"), Restriction.of("BM * BK * 4 <= LIMIT"),
                        Restriction.ofPredicate("TM <= BK", Set.of("BM", "TM", "GROUP_Y", "BK"),
                                p -> p.get("TM") <= p.get("BK"))));
    }

    @Test
    void lazyEnumerationEqualsFilteringTheProduct() {
        SearchSpace space = small();
        Set<String> enumerated = new HashSet<>();
        space.valid().forEach(c -> enumerated.add(c.key()));
        Set<String> filtered = new HashSet<>();
        for (long bm : List.of(16L, 32L, 64L, 128L)) {
            for (long tm : List.of(1L, 2L, 4L, 8L)) {
                for (long gy = 1; gy <= 8; gy++) {
                    for (long bk : List.of(4L, 8L, 16L)) {
                        if (bm % (tm * gy) == 0 && bm * bk * 4 <= 4096 && tm <= bk) {
                            filtered.add(bm + "," + tm + "," + gy + "," + bk);
                        }
                    }
                }
            }
        }
        assertThat(enumerated).isEqualTo(filtered).isNotEmpty();
        assertThat(space.countValid(Long.MAX_VALUE)).isEqualTo(filtered.size());
        for (String key : filtered) {
            assertThat(space.isValid(space.configurationOfKey(key).orElseThrow().indices())).isTrue();
        }
    }

    @Test
    void aSpaceOfAHundredMillionPointsIsWalkedLazily() {
        // 10^8 points, of which only 19 pass (P5 == P6 in 0..8 with P7 == 7, or P5 == P6 == 9 with any P7): early pruning must skip the rest without visiting them one by one
        List<TuneParameter> parameters = new ArrayList<>();
        for (int d = 0; d < 8; d++) {
            parameters.add(TuneParameter.range("P" + d, 0, 9, 1));
        }
        SearchSpace space = new SearchSpace(parameters, Map.of(),
                List.of(Restriction.of("P0 == 3"), Restriction.of("P1 + P2 == 0"), Restriction.of("P3 * P4 == 0 && P3 == P4"),
                        Restriction.of("P5 == P6"), Restriction.of("P7 == 7 || P6 > 8")));
        assertThat(space.productSize()).isEqualTo(100_000_000L);
        long start = System.nanoTime();
        assertThat(space.countValid(Long.MAX_VALUE)).isEqualTo(19);
        assertThat((System.nanoTime() - start) / 1e9).as("seconds").isLessThan(5);
        assertThat(space.randomValid(new SplittableRandom(3))).hasValueSatisfying(c -> assertThat(c.value(0)).isEqualTo(3));
    }

    @Test
    void randomPointsAndNeighboursAreValid() {
        SearchSpace space = small();
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            Configuration c = space.randomValid(random).orElseThrow();
            assertThat(space.isValid(c.indices())).isTrue();
            for (Configuration n : space.neighbours(c, false)) {
                assertThat(space.isValid(n.indices())).isTrue();
                int differing = 0;
                for (int d = 0; d < space.dimensions(); d++) {
                    differing += n.index(d) != c.index(d) ? 1 : 0;
                }
                assertThat(differing).isEqualTo(1);
            }
        }
    }

    @Test
    void anEmptySpaceHasNoRandomPointAndBadRestrictionsAreRefused() {
        SearchSpace none = new SearchSpace(List.of(TuneParameter.range("A", 1, 4, 1)), Map.of(),
                List.of(Restriction.of("A > 10")));
        assertThat(none.randomValid(new SplittableRandom(1))).isEmpty();
        assertThat(none.valid().iterator().hasNext()).isFalse();
        assertThatThrownBy(() -> new SearchSpace(List.of(TuneParameter.range("A", 1, 4, 1)), Map.of(),
                List.of(Restriction.of("B > 1")))).isInstanceOf(InvalidInputException.class).hasMessageContaining("'B'");
        assertThatThrownBy(() -> new TuneParameter("A", List.of(1L, 1L))).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void everyStrategyProposesOnlyValidUnmeasuredConfigurationsAndExhaustsASmallSpace() {
        SearchSpace space = small();
        long valid = space.countValid(Long.MAX_VALUE);
        for (Strategies s : Strategies.values()) {
            SearchStrategy strategy = s.create(space, 11);
            TuningLoop.Result result = TuningLoop.run(strategy, c -> c.value(0) * 1.0 / (1 + c.value(1)), Map.of(),
                    valid, null, e -> assertThat(space.isValid(e.configuration().indices())).isTrue());
            Set<Configuration> distinct = new HashSet<>();
            result.evaluations().forEach(e -> distinct.add(e.configuration()));
            assertThat(distinct).as(s.id()).hasSize(result.evaluations().size());
            assertThat(result.evaluations()).as(s.id() + " evaluations").hasSizeGreaterThan((int) valid / 2);
        }
    }
}
