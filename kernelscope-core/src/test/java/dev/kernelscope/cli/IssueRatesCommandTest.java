/*
 * `kernelscope roofline --issue-rates`: the table of every preset, one preset with its sources, JSON, and the user
 * errors (an unknown preset, --gemm beside it).
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import org.junit.jupiter.api.Test;

class IssueRatesCommandTest {

    @Test
    void listsEveryPresetAndGivesOneWithItsSources() throws Exception {
        Cli all = Cli.run("roofline", "--issue-rates");
        assertThat(all.exitCode()).as(all.err()).isZero();
        assertThat(all.out()).contains("sm_90", "rogue", "apple7", "2 : 1");
        Cli rogue = Cli.run("roofline", "--issue-rates", "--arch", "rogue");
        assertThat(rogue.out()).contains("USC", "32", "16", "2 : 1", "G6400", "two datasets per cycle");
        JsonNode json = Json.mapper().readTree(Cli.run("roofline", "--issue-rates", "--arch", "gfx1100", "--format",
                "json").out());
        assertThat(json.get(0).get("fp32PerClock").isNull()).isTrue();
        assertThat(json.get(0).get("note").asText()).contains("no per-instruction throughput table");
    }

    @Test
    void unknownPresetsAndMixedOptionsAreUserErrors() {
        Cli unknown = Cli.run("roofline", "--issue-rates", "--arch", "sm_99");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.errorIsOneParagraph()).isTrue();
        assertThat(Cli.run("roofline", "--issue-rates", "--arch", "sm_90", "--gemm", "64x64x64").exitCode())
                .isEqualTo(2);
    }
}
