/*
 * `kernelscope occupancy --sweep` through the CLI: the table of distinct steps with the current value marked, its
 * JSON and CSV forms, and the staircase chart (PNG/SVG, never over an existing file unless --force).
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OccupancySweepCommandTest {
    @TempDir
    Path folder;

    private static final String[] GCN = {"occupancy", "--arch", "gcn", "--threads", "1024", "--registers", "40",
        "--shared", "32K"};

    private static String[] with(String[] base, String... more) {
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return all;
    }

    @Test
    void registerSweepListsTheStepsAndMarksTheCurrentValue() {
        Cli run = Cli.run(with(GCN, "--sweep", "registers"));
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .containsPattern("21 - 32\\s+2\\s+32\\s+80%\\s+waves\\|groups\\|registers\\|shared")
                .containsPattern("33 - 64\\s+1\\s+16\\s+40%\\s+registers\\s+<- current \\(40\\)")
                .containsPattern("65 - 256\\s+0\\s+0\\s+0%\\s+registers")
                .contains("over 256 values (1 to 256, step 1)");
    }

    @Test
    void sharedSweepOnNvidiaStepsWhereTheAllocationChanges() {
        Cli run = Cli.run("occupancy", "--arch", "sm_90", "--threads", "256", "--registers", "64", "--shared",
                "48KiB", "--sweep", "shared");
        assertThat(run.exitCode()).isZero();
        // 45,569 B + the 1 KiB reserve rounds to 46,720 B, the first allocation of which only 4 fit in 233,472 B
        assertThat(run.out()).containsPattern("45,569 - 57,344\\s+4\\s+32\\s+50%\\s+registers\\|shared\\s+<- current")
                .contains("over 232,449 values (0 to 232,448, step 1)");
    }

    @Test
    void sweepJsonHasStepsAndTheCurrentResult() throws Exception {
        Cli run = Cli.run(with(GCN, "--sweep", "registers", "--format", "json"));
        assertThat(run.exitCode()).isZero();
        JsonNode sweep = Json.mapper().readTree(run.out());
        assertThat(sweep.get("variable").asText()).isEqualTo("registers");
        assertThat(sweep.get("currentValue").asInt()).isEqualTo(40);
        assertThat(sweep.get("current").get("occupancy").asDouble()).isEqualTo(0.4);
        JsonNode steps = sweep.get("steps");
        assertThat(steps).hasSize(4);
        assertThat(steps.get(2).get("from").asInt()).isEqualTo(33);
        assertThat(steps.get(2).get("to").asInt()).isEqualTo(64);
        assertThat(steps.get(2).get("groupsPerUnit").asInt()).isEqualTo(1);
    }

    @Test
    void sweepCsv() {
        Cli run = Cli.run(with(GCN, "--sweep", "registers", "--format", "csv"));
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).first()
                .isEqualTo("registers_from,registers_to,groups_per_unit,waves_per_unit,occupancy,limiters");
        assertThat(run.out()).contains("33,64,1,16,0.4,registers");
    }

    @Test
    void chartIsAPngAndIsNotOverwrittenWithoutForce() throws Exception {
        Path png = folder.resolve("registers.png");
        Cli first = Cli.run(with(GCN, "--sweep", "registers", "--chart", png.toString()));
        assertThat(first.exitCode()).as(first.err()).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isGreaterThan(1000);
        long size = Files.size(png);

        Cli again = Cli.run(with(GCN, "--sweep", "threads", "--chart", png.toString()));
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err()).contains("already exists").contains("--force");
        assertThat(again.out()).isEmpty();
        assertThat(Files.size(png)).isEqualTo(size);

        Cli forced = Cli.run(with(GCN, "--sweep", "threads", "--chart", png.toString(), "--force"));
        assertThat(forced.exitCode()).isZero();
    }

    @Test
    void chartAsSvgNamesTheCurrentPoint() throws Exception {
        Path svg = folder.resolve("shared.svg");
        Cli run = Cli.run(with(GCN, "--sweep", "shared", "--chart", svg.toString()));
        assertThat(run.exitCode()).isZero();
        assertThat(Files.readString(svg)).contains("<svg").contains("gcn: occupancy vs LDS per work-group")
                .contains("32,768 B LDS: 40%");
    }

    @Test
    void badSweepsAreExitTwo() {
        Cli unknown = Cli.run(with(GCN, "--sweep", "bananas"));
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("registers, shared, threads");
        Cli badChart = Cli.run(with(GCN, "--sweep", "registers", "--chart", folder.resolve("c.jpg").toString()));
        assertThat(badChart.exitCode()).isEqualTo(2);
        assertThat(badChart.err()).contains(".png or .svg");
        Cli noScalars = Cli.run("occupancy", "--arch", "sm_90", "--threads", "256", "--registers", "64",
                "--sweep", "scalar-registers");
        assertThat(noScalars.exitCode()).isEqualTo(2);
        assertThat(noScalars.errorIsOneParagraph()).isTrue();
    }
}
