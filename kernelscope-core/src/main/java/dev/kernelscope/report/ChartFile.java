/*
 * Writes any JFreeChart as PNG (ChartUtils, rendered at 2x so it stays sharp on high-density screens) or SVG
 * (JFreeSVG), chosen by the file's extension; an existing file is refused unless the caller forces it. The chart is
 * drawn in memory first and written through AtomicOutput, so a machine that cannot draw (no fonts), a full disk or a
 * kill leaves no partial file and an existing one intact.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;
import java.awt.Rectangle;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

public final class ChartFile {
    public enum Format { PNG, SVG }

    /** Default size in logical pixels: wide enough for a 256-step register axis, readable in a README. */
    public static final int DEFAULT_WIDTH = 960;
    public static final int DEFAULT_HEIGHT = 560;
    private static final int PNG_SCALE = 2;

    static {
        // Charts are drawn off-screen; without a display AWT must not try to open one.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private ChartFile() {
    }

    /** The format a file name asks for (".png" or ".svg", any case), or an input error naming both. */
    public static Format formatOf(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            return Format.PNG;
        }
        if (name.endsWith(".svg")) {
            return Format.SVG;
        }
        throw new InvalidInputException("chart file " + file + " must end in .png or .svg (the two formats"
                + " KernelScope draws).");
    }

    /** Writes the chart at the default size. */
    public static void write(JFreeChart chart, Path file, boolean force) {
        write(chart, file, DEFAULT_WIDTH, DEFAULT_HEIGHT, force);
    }

    public static void write(JFreeChart chart, Path file, int width, int height, boolean force) {
        Format format = formatOf(file);
        OutputFiles.checkWritable(file, force, "chart");
        byte[] drawn = ChartUnavailableException.drawing("chart " + file, () -> switch (format) {
            case PNG -> {
                ByteArrayOutputStream png = new ByteArrayOutputStream();
                try {
                    ChartUtils.writeScaledChartAsPNG(png, chart, width, height, PNG_SCALE, PNG_SCALE);
                } catch (IOException e) {   // into memory: only an encoder's failure
                    throw new InvalidInputException("cannot draw the chart " + Messages.quote(file.toString()) + ": "
                            + OutputFiles.describe(e) + ".", e);
                }
                yield png.toByteArray();
            }
            case SVG -> {
                SVGGraphics2D svg = new SVGGraphics2D(width, height);
                chart.draw(svg, new Rectangle(0, 0, width, height));
                yield svg.getSVGDocument().getBytes(StandardCharsets.UTF_8);
            }
        });
        AtomicOutput.write(file, force, "chart", drawn);
    }
}
