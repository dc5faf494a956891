/*
 * Charts are written as real PNG and SVG files, never over an existing file unless forced, and not at all when they
 * cannot be drawn; other extensions are input errors.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.PlotState;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChartFileTest {
    @TempDir
    Path folder;

    private static JFreeChart staircase() {
        return StaircaseChart.titled("Occupancy vs registers")
                .subtitle("gcn, 1024 threads")
                .xLabel("VGPRs per thread")
                .series(new StaircaseChart.Series("occupancy", List.of(
                        new StaircaseChart.Point(1, 80), new StaircaseChart.Point(33, 40),
                        new StaircaseChart.Point(256, 40))))
                .current(new StaircaseChart.Current(40, 40, "40 VGPRs: 40%"))
                .guide(new StaircaseChart.Guide(80, "ceiling from slots"))
                .rightAxis("waves per SIMD", 0.1)
                .build();
    }

    @Test
    void writesPngAtTwiceTheLogicalSize() throws Exception {
        Path png = folder.resolve("stairs.png");
        ChartFile.write(staircase(), png, 400, 300, false);
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(800);
        assertThat(image.getHeight()).isEqualTo(600);
    }

    @Test
    void writesSvg() throws Exception {
        Path svg = folder.resolve("stairs.SVG");
        ChartFile.write(staircase(), svg, false);
        String text = Files.readString(svg);
        assertThat(text).contains("<svg").contains("Occupancy vs registers").contains("40 VGPRs: 40%");
    }

    @Test
    void barChartsUseTheSameWriter() throws Exception {
        Path svg = folder.resolve("bars.svg");
        ChartFile.write(BarChart.titled("SGEMM ladder").axes("kernel", "GFLOP/s").bar("naive", 120.5)
                .bar("tiled", 900).reference(1000, "vendor BLAS").build(), svg, false);
        assertThat(Files.readString(svg)).contains("SGEMM ladder", "vendor BLAS", "900");
    }

    @Test
    void refusesToOverwriteUnlessForced() throws Exception {
        Path png = folder.resolve("exists.png");
        Files.writeString(png, "keep me");
        assertThatThrownBy(() -> ChartFile.write(staircase(), png, false))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("already exists")
                .hasMessageContaining("--force");
        assertThat(Files.readString(png)).isEqualTo("keep me");
        ChartFile.write(staircase(), png, true);
        assertThat(ImageIO.read(png.toFile())).isNotNull();
    }

    @Test
    void aChartThatCannotBeDrawnLeavesNoFileAndKeepsAnExistingOne() throws Exception {
        // what a GPU server without fonts does: drawing throws (there, from Fontconfig inside AWT)
        JFreeChart undrawable = new JFreeChart(new XYPlot() {
            @Override
            public void draw(Graphics2D g2, Rectangle2D area, Point2D anchor, PlotState parentState,
                             PlotRenderingInfo info) {
                throw new IllegalStateException("Fontconfig head is null");
            }
        });
        Path fresh = folder.resolve("fresh.png");
        assertThatThrownBy(() -> ChartFile.write(undrawable, fresh, false)).hasMessageContaining("Fontconfig");
        assertThat(fresh).doesNotExist();
        Path existing = folder.resolve("existing.svg");
        Files.writeString(existing, "keep me");
        assertThatThrownBy(() -> ChartFile.write(undrawable, existing, true)).hasMessageContaining("Fontconfig");
        assertThat(Files.readString(existing)).isEqualTo("keep me");
    }

    @Test
    void refusesOtherFormatsAndMissingFolders() {
        assertThatThrownBy(() -> ChartFile.write(staircase(), folder.resolve("chart.jpg"), false))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining(".png or .svg");
        assertThatThrownBy(() -> ChartFile.write(staircase(), folder.resolve("nope/chart.png"), false))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("does not exist");
    }
}
