/*
 * The random forest's unordered (categorical) splits and which parameters the default strategy treats as
 * unordered: a choice among methods whose numbers mean nothing is split into sets of values, not at a threshold.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RandomForestTest {

    /** 40 rows, one feature with values 0..3 (10 rows each); methods 0 and 2 are fast (0), 1 and 3 slow (1). */
    private static double predictMethodZero(boolean categorical) {
        double[][] x = new double[40][1];
        double[] y = new double[40];
        for (int i = 0; i < 40; i++) {
            x[i][0] = i % 4;
            y[i] = i % 2;
        }
        // a minimum leaf of 15 allows one split of 40 rows: by threshold only 01|23 (each side half slow), as sets
        // {0,2}|{1,3}, which separates fast from slow
        RandomForest forest = RandomForest.fit(x, y, new int[] {4}, new boolean[] {categorical}, 50, 1, 15,
                new SplittableRandom(7));
        double[] out = new double[2];
        forest.predict(new double[] {0}, out);
        return out[0];
    }

    @Test
    void anUnorderedFeatureIsSplitIntoSetsOfValues() {
        assertThat(predictMethodZero(true)).isLessThan(0.1);
        assertThat(predictMethodZero(false)).isGreaterThan(0.3);
    }

    @Test
    void onlyParametersValued0ToKMinus1WithAtLeastThreeValuesAreEnumerations() {
        SearchSpace space = new SearchSpace(List.of(
                new TuneParameter("between_method", List.of(0L, 1L, 2L, 3L)),
                new TuneParameter("use_method", List.of(2L, 0L, 1L)),
                new TuneParameter("flag", List.of(0L, 1L)),
                new TuneParameter("tile", List.of(1L, 2L, 3L)),
                new TuneParameter("block", List.of(16L, 32L, 64L)),
                new TuneParameter("stride", List.of(0L, 2L, 4L))), Map.of(), List.of());
        boolean[] expected = {true, true, false, false, false, false};
        for (int d = 0; d < expected.length; d++) {
            assertThat(SurrogateSearch.isEnumeration(space, d)).as(space.names().get(d)).isEqualTo(expected[d]);
        }
    }
}
