/*
 * The ndrange group map: one column per work-item at the same place in every row, also when the launch is rounded up
 * to whole groups and some cells carry the "past the range" dot.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.NdRange;
import java.util.List;
import org.junit.jupiter.api.Test;

class NdRangeReportTest {
    @Test
    void columnsStayAlignedWhenSomeWorkItemsLiePastTheRange() {
        // 30 x 10 in 8 x 4 groups launches 32 x 12: the last two columns and the last two rows lie past the range.
        NdRange range = new NdRange(new long[] {30, 10}, new long[] {8, 4});
        String map = NdRangeReport.groupMap(range, (x, y, z) -> (x / 8) + 4 * (y / 4));
        List<String> rows = map.lines().filter(line -> !line.isBlank()).toList();

        assertThat(rows).hasSize(12);
        // every row is as long as every other and its '|' separators sit at the same columns (before the fix the
        // rows past the range were 16 characters wider than the others and their bars drifted right)
        assertThat(rows.stream().map(String::length).distinct().toList()).hasSize(1);
        assertThat(rows.stream().map(NdRangeReportTest::barColumns).distinct().toList()).hasSize(1);
        assertThat(rows.getFirst()).startsWith("  y=0    0   0 ").endsWith("  3   3.  3.");
        assertThat(rows.get(10)).startsWith("  y=10   8.  8. ").endsWith(" 11. 11.");
        assertThat(rows).allSatisfy(line -> assertThat(line).doesNotEndWith(" "));
    }

    private static List<Integer> barColumns(String row) {
        return java.util.stream.IntStream.range(0, row.length()).filter(i -> row.charAt(i) == '|').boxed().toList();
    }

    @Test
    void wholeGroupsNeedNoMarkColumn() {
        NdRange range = new NdRange(new long[] {4, 2}, new long[] {2, 2});
        String map = NdRangeReport.groupMap(range, (x, y, z) -> x / 2);
        assertThat(map.lines().toList()).containsExactly("  y=0   0 0 | 1 1", "  y=1   0 0 | 1 1");
    }
}
