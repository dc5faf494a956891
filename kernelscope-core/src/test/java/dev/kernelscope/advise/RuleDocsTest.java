/*
 * docs/analyze.md kept in step with Rule: every rule has its table row (id, level, title) and its section (title and
 * level in the heading's first line), and the table names no rule that Rule does not declare.
 */
package dev.kernelscope.advise;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RuleDocsTest {
    private static final Path DOCS = Path.of("../docs/analyze.md");
    private static final Pattern TABLE_ID = Pattern.compile("^\\| \\[(KS-[A-Z]+-\\d+)\\]", Pattern.MULTILINE);

    @Test
    void everyRuleHasItsTableRowAndSectionAndTheTableNoOthers() throws IOException {
        String docs = Files.readString(DOCS);
        for (Rule rule : Rule.values()) {
            String level = rule.severity().name().toLowerCase(Locale.ROOT);
            assertThat(docs).as(rule.id() + "'s table row").contains("| [" + rule.id() + "](#" + rule.docsAnchor()
                    + ") | " + level + " | " + rule.title() + " |");
            assertThat(docs).as(rule.id() + "'s section").contains("\n### " + rule.id() + "\n\n**" + rule.title()
                    + "** (" + level + ")");
        }
        Matcher ids = TABLE_ID.matcher(docs);
        while (ids.find()) {
            String id = ids.group(1);
            assertThat(Arrays.stream(Rule.values()).map(Rule::id)).as("table row " + id).contains(id);
        }
    }
}
