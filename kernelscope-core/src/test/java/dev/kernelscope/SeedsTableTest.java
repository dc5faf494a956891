/*
 * docs/seeds.md kept honest: every checklist row has one status, ids are unique and complete per article, the summary
 * table's counts are the rows' counts, and every row says how it is covered or why not.
 */
package dev.kernelscope;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SeedsTableTest {
    private static final Path SEEDS = Path.of("../docs/seeds.md");
    private static final List<String> STATUSES = List.of("COVERED", "PARTIAL", "MISSING", "other issue", "REFERENCE",
            "OUT OF SCOPE");
    private static final Pattern ROW = Pattern.compile(
            "^\\| ([APMR])(\\d+) \\| (.+?) \\| (COVERED(?: \\([^|]*\\))?|PARTIAL|MISSING|REFERENCE|OUT OF SCOPE) \\| (.*) \\|$");
    private static final Pattern SECTION = Pattern.compile("^## (Seeds? [0-9 /]+?):");
    private static final Pattern SUMMARY = Pattern.compile("^\\| (Seeds? [0-9 /]+?) \\| (\\d+) \\|((?: \\d+ \\|)+)$");

    @Test
    void theSummaryCountsAreTheRowsCountsAndEveryRowGivesItsEvidenceOrReason() throws IOException {
        Map<String, Map<String, Integer>> fromRows = new LinkedHashMap<>();
        Map<String, Integer> rowsPerArticle = new LinkedHashMap<>();
        Map<String, Integer> highestId = new TreeMap<>();
        Map<String, Integer> idsPerPrefix = new TreeMap<>();
        java.util.Set<String> ids = new java.util.HashSet<>();
        String article = null;
        Map<String, List<Integer>> summary = new LinkedHashMap<>();
        for (String line : Files.readAllLines(SEEDS)) {
            if (line.startsWith("## ")) {
                Matcher section = SECTION.matcher(line);
                article = section.find() ? section.group(1) : null;
            }
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                String id = row.group(1) + row.group(2);
                assertThat(ids.add(id)).as("duplicate row " + id).isTrue();
                assertThat(article).as(id + " outside an article section").isNotNull();
                String status = row.group(4).replaceAll(" \\(.*", "");
                fromRows.computeIfAbsent(article, a -> new LinkedHashMap<>()).merge(status, 1, Integer::sum);
                rowsPerArticle.merge(article, 1, Integer::sum);
                highestId.merge(row.group(1), Integer.parseInt(row.group(2)), Math::max);
                idsPerPrefix.merge(row.group(1), 1, Integer::sum);
                String evidence = row.group(5);
                assertThat(evidence.strip()).as(id + " gives no evidence or reason").hasSizeGreaterThan(40);
                if (status.equals("COVERED") || status.equals("REFERENCE")) {
                    assertThat(evidence).as(id + " names no command, class or test").contains("`");
                }
            }
            Matcher total = SUMMARY.matcher(line);
            if (total.matches()) {
                List<Integer> counts = Pattern.compile("\\d+").matcher(total.group(3)).results()
                        .map(m -> Integer.parseInt(m.group())).toList();
                summary.put(total.group(1).strip(), java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(Integer.parseInt(total.group(2))), counts.stream()).toList());
            }
        }
        // ids run 1..n without gaps per prefix (A1-A50, P1-P17, M1-M35, R1-R45)
        idsPerPrefix.forEach((prefix, count) -> assertThat(highestId.get(prefix)).as(prefix).isEqualTo(count));
        assertThat(ids).hasSize(147);
        assertThat(summary.keySet()).containsExactlyElementsOf(fromRows.keySet());
        for (var entry : summary.entrySet()) {
            String name = entry.getKey();
            List<Integer> stated = entry.getValue();
            assertThat(stated.get(0)).as(name + " items").isEqualTo(rowsPerArticle.get(name));
            for (int i = 0; i < STATUSES.size(); i++) {
                assertThat(stated.get(i + 1)).as(name + " " + STATUSES.get(i))
                        .isEqualTo(fromRows.get(name).getOrDefault(STATUSES.get(i), 0));
            }
        }
    }
}
