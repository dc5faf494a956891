/*
 * Text tables align columns, rule the header and leave no trailing blanks; number formats read the same everywhere.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TextTableTest {
    @Test
    void alignsTextLeftAndNumbersRight() {
        String table = TextTable.of(TextTable.left("resource"), TextTable.right("groups"))
                .row("registers", 1)
                .row("shared", 12)
                .render();
        assertThat(table).isEqualTo("""
                resource   groups
                ---------  ------
                registers       1
                shared         12
                """);
    }

    @Test
    void indentsAndShowsNullAsEmpty() {
        String table = TextTable.of(TextTable.left("a"), TextTable.left("b")).indent(2).row("x", null).render();
        assertThat(table.lines()).containsExactly("  a  b", "  -  -", "  x");
    }

    @Test
    void refusesRowsOfTheWrongWidth() {
        TextTable table = TextTable.of(TextTable.left("a"));
        assertThatThrownBy(() -> table.row("x", "y")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void formats() {
        assertThat(Formats.percent(0.4)).isEqualTo("40%");
        assertThat(Formats.percent(0.4375)).isEqualTo("43.75%");
        assertThat(Formats.percent(1.0 / 3)).isEqualTo("33.33%");
        assertThat(Formats.wholePercent(0.625)).isEqualTo("63%");
        assertThat(Formats.decimal(6.0, 2)).isEqualTo("6");
        assertThat(Formats.count(65536)).isEqualTo("65,536");
        assertThat(Formats.bytes(32768)).isEqualTo("32 KiB");
        assertThat(Formats.bytes(98816)).isEqualTo("96.5 KiB");
        assertThat(Formats.bytes(1000)).isEqualTo("1,000 B");
        assertThat(Formats.bytes(262144)).isEqualTo("256 KiB");
    }
}
