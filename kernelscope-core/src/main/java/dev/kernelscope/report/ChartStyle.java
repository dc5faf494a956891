/*
 * The look every KernelScope chart shares: white background, light dashed grid, DejaVu Sans (present with every
 * JDK font setup on Linux; Java falls back to its logical SansSerif elsewhere), one palette.
 */
package dev.kernelscope.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.RenderingHints;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.RectangleInsets;

public final class ChartStyle {
    public static final Color INK = new Color(0x22, 0x22, 0x22);
    public static final Color MUTED = new Color(0x66, 0x66, 0x66);
    public static final Color GRID = new Color(0xDD, 0xDD, 0xDD);
    /** Primary series (blue), highlight (vermilion), and further series: the Okabe-Ito colour-blind-safe palette. */
    public static final Color[] PALETTE = {
        new Color(0x00, 0x72, 0xB2), new Color(0xD5, 0x5E, 0x00), new Color(0x00, 0x9E, 0x73),
        new Color(0xCC, 0x79, 0xA7), new Color(0xE6, 0x9F, 0x00), new Color(0x56, 0xB4, 0xE9)
    };
    public static final Color HIGHLIGHT = PALETTE[1];

    private static final String FAMILY = "DejaVu Sans";
    public static final Font TITLE = new Font(FAMILY, Font.BOLD, 17);
    public static final Font SUBTITLE = new Font(FAMILY, Font.PLAIN, 12);
    public static final Font AXIS_LABEL = new Font(FAMILY, Font.PLAIN, 13);
    public static final Font TICK = new Font(FAMILY, Font.PLAIN, 11);
    public static final Font ANNOTATION = new Font(FAMILY, Font.BOLD, 12);

    private ChartStyle() {
    }

    /** Applies the shared look to a chart built by any KernelScope report. */
    public static JFreeChart apply(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        chart.setPadding(new RectangleInsets(10, 10, 10, 18));
        if (chart.getTitle() != null) {
            chart.getTitle().setFont(TITLE);
            chart.getTitle().setPaint(INK);
        }
        for (Object sub : chart.getSubtitles()) {
            if (sub instanceof TextTitle text) {
                text.setFont(SUBTITLE);
                text.setPaint(MUTED);
            } else if (sub instanceof LegendTitle legend) {
                legend.setItemFont(SUBTITLE);
                legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
            }
        }
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(GRID);
        BasicStroke grid = new BasicStroke(0.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {3f, 3f}, 0f);
        switch (plot) {
            case XYPlot xy -> {
                xy.setDomainGridlinePaint(GRID);
                xy.setRangeGridlinePaint(GRID);
                xy.setDomainGridlineStroke(grid);
                xy.setRangeGridlineStroke(grid);
                xy.setAxisOffset(new RectangleInsets(4, 4, 4, 4));
                style(xy.getDomainAxis());
                style(xy.getRangeAxis());
            }
            case CategoryPlot category -> {
                category.setRangeGridlinePaint(GRID);
                category.setRangeGridlineStroke(grid);
                category.setDomainGridlinesVisible(false);
                style(category.getDomainAxis());
                style(category.getRangeAxis());
            }
            default -> { }
        }
        return chart;
    }

    /** A subtitle line in the shared style (added under the title, in order). */
    public static Title subtitle(String text) {
        TextTitle title = new TextTitle(text, SUBTITLE);
        title.setPaint(MUTED);
        return title;
    }

    private static void style(Axis axis) {
        if (axis == null) {
            return;
        }
        axis.setLabelFont(AXIS_LABEL);
        axis.setLabelPaint(INK);
        axis.setTickLabelFont(TICK);
        axis.setTickLabelPaint(INK);
        axis.setAxisLinePaint(MUTED);
        axis.setTickMarkPaint(MUTED);
    }
}
