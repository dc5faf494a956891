/*
 * `kernelscope halo` through the CLI: table and JSON output, and bad tiles/radii as exit code 2 without a trace.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import org.junit.jupiter.api.Test;

class HaloCommandTest {
    @Test
    void tableShowsBothRatiosForSeed000Tiles() {
        Cli run = Cli.run("halo", "--tile", "8x8", "--tile", "4x4x4", "--radius", "1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("border/interior", "border/total");
        assertThat(run.out()).containsPattern("8x8\\s+1\\s+64\\s+36\\s+100\\s+56.25%\\s+36%");
        assertThat(run.out()).containsPattern("4x4x4\\s+1\\s+64\\s+152\\s+216\\s+237.5%\\s+70.37%");
        assertThat(run.out()).contains("float4/int4 (16 B)");
    }

    @Test
    void jsonOfOneTileIsAnObjectWithStableKeys() throws Exception {
        Cli run = Cli.run("halo", "--tile", "16x16", "--radius", "1", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode halo = Json.mapper().readTree(run.out());
        assertThat(halo.get("interior").asLong()).isEqualTo(256);
        assertThat(halo.get("border").asLong()).isEqualTo(68);
        assertThat(halo.get("total").asLong()).isEqualTo(324);
        assertThat(halo.get("borderPerInterior").asDouble()).isEqualTo(68.0 / 256);
        assertThat(halo.get("borderPerTotal").asDouble()).isEqualTo(68.0 / 324);
        assertThat(halo.get("sharedBytes").get("float").asLong()).isEqualTo(1296);
        assertThat(halo.get("sharedBytes").get("float4").asLong()).isEqualTo(5184);
    }

    @Test
    void jsonOfSeveralTilesIsAnArray() throws Exception {
        Cli run = Cli.run("halo", "--tile", "8x8x8", "--tile", "4x4x4", "--format", "JSON");
        assertThat(run.exitCode()).isZero();
        JsonNode all = Json.mapper().readTree(run.out());
        assertThat(all.isArray()).isTrue();
        assertThat(all.get(0).get("borderPerTotal").asDouble()).isEqualTo(0.488);
        assertThat(all.get(1).get("dimensions").asInt()).isEqualTo(3);
    }

    @Test
    void badTileIsExitTwoWithOneParagraph() {
        Cli run = Cli.run("halo", "--tile", "16xq");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("16xq").contains("1 to 65536");
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(run.out()).isEmpty();
    }

    @Test
    void negativeOrNonNumericRadiusIsExitTwo() {
        Cli negative = Cli.run("halo", "--tile", "16x16", "--radius", "-1");
        assertThat(negative.exitCode()).isEqualTo(2);
        assertThat(negative.err()).contains("radius");
        Cli text = Cli.run("halo", "--tile", "16x16", "--radius", "one");
        assertThat(text.exitCode()).isEqualTo(2);
        assertThat(text.err()).contains("--radius");
        assertThat(text.errorIsOneParagraph()).isTrue();
    }

    @Test
    void missingTileIsExitTwo() {
        Cli run = Cli.run("halo");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--tile");
    }

    /** '--type float' (or '--registers 0') without --arch was ignored because it equals the default. */
    @Test
    void kernelOptionsWithoutArchAreRefusedEvenAtTheirDefaults() {
        Cli type = Cli.run("halo", "--tile", "16x16", "--type", "float");
        assertThat(type.exitCode()).isEqualTo(2);
        assertThat(type.err()).contains("--type describes the kernel for --arch");
        Cli both = Cli.run("halo", "--tile", "16x16", "--registers", "0", "--type", "uchar");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("--registers and --type describe the kernel for --arch");
        assertThat(both.errorIsOneParagraph()).isTrue();
    }

    /** A register count the architecture never allows was a "cannot launch" row per tile, and exit 0. */
    @Test
    void registersTheArchNeverAllowsAreExitTwo() {
        Cli run = Cli.run("halo", "--tile", "8x8", "--tile", "16x16", "--arch", "gcn", "--registers", "300");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("300 VGPRs per thread exceeds gcn's addressable maximum of 256.");
        assertThat(run.out()).isEmpty();
    }

    /** --outputs-per-item 16 beside an 8x8 tile printed a window no work-item of that tile reads, with exit 0. */
    @Test
    void outputsPerItemWiderThanATileIsExitTwo() {
        String message = Cli.refusal("halo", "--tile", "32x32", "--tile", "8x8", "--outputs-per-item", "16");
        assertThat(message).contains("8 for tile 8x8").contains("not 16");
        assertThat(Cli.run("halo", "--tile", "16x16", "--outputs-per-item", "16").exitCode()).isZero();
    }

    /** picocli's own refusal listed [TABLE, JSON, CSV] to commands that refuse csv, in capitals nobody types. */
    @Test
    void aFormatRefusalListsWhatTheCommandPrints() {
        assertThat(Cli.refusal("halo", "--tile", "8x8", "--format", "xml"))
                .contains("expected table or json, not 'xml'").doesNotContain("CSV").doesNotContain("csv");
        assertThat(Cli.refusal("stencil", "--format", "csv")).contains("expected table or json, not 'csv'");
        assertThat(Cli.refusal("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32", "--format", "xml"))
                .contains("expected table, json or csv, not 'xml'");
        assertThat(Cli.refusal("analyze", "--format", "xml", "k.cl")).contains("expected table, json or sarif, not 'xml'");
    }
}
