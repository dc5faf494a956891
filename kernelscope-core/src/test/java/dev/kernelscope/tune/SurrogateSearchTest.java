/*
 * The default strategy on a synthetic space with a failing half (as large tiles fail to compile or launch): the
 * failure model steers it away from what fails, and the time model to the optimum, without a device.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class SurrogateSearchTest {
    private static final List<Long> VALUES = LongStream.range(0, 20).boxed().toList();
    private static final SearchSpace SPACE = new SearchSpace(List.of(new TuneParameter("A", VALUES),
            new TuneParameter("B", VALUES), new TuneParameter("C", List.of(0L, 1L, 2L))), Map.of(), List.of());

    /** Fails when A >= 10 (half the space); a bowl with its minimum 1.0 at A=6, B=13, C=1 elsewhere. */
    private static double time(Configuration c) {
        long a = c.value(0);
        long b = c.value(1);
        long cc = c.value(2);
        if (a >= 10) {
            return Double.POSITIVE_INFINITY;
        }
        return 1 + 0.05 * ((a - 6) * (a - 6) + (b - 13) * (b - 13)) + 0.3 * Math.abs(cc - 1);
    }

    @Test
    void afterItsInitialDesignItAvoidsTheFailingHalfAndFindsTheOptimum() {
        int failedAfterDesign = 0;
        int evaluatedAfterDesign = 0;
        List<Double> bests = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            SearchStrategy s = Strategies.SURROGATE.create(SPACE, seed);
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < 80; i++) {
                Configuration c = s.next().orElseThrow();
                double t = time(c);
                s.tell(c, t);
                best = Math.min(best, t);
                if (i >= 20) {
                    evaluatedAfterDesign++;
                    failedAfterDesign += Double.isFinite(t) ? 0 : 1;
                }
            }
            bests.add(best);
        }
        // random proposals would fail half the time
        assertThat(failedAfterDesign).as("failures among %d model-chosen evaluations", evaluatedAfterDesign)
                .isLessThan(evaluatedAfterDesign / 8);
        assertThat(bests).allSatisfy(b -> assertThat(b).isLessThanOrEqualTo(1.05));
    }
}
