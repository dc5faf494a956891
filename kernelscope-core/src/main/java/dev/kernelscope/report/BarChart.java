/*
 * Vertical bar charts for comparisons of named results (a kernel ladder's rungs against the vendor library, devices
 * side by side): one bar per category, its value printed on it, an optional dashed reference line.
 */
package dev.kernelscope.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;

public final class BarChart {
    /** One bar. */
    public record Bar(String category, double value) {
    }

    private final String title;
    private final List<String> subtitles = new ArrayList<>();
    private final List<Bar> bars = new ArrayList<>();
    private String categoryLabel = "";
    private String valueLabel = "";
    private String valueFormat = "0.#";
    private Double reference;
    private String referenceLabel;

    private BarChart(String title) {
        this.title = title;
    }

    public static BarChart titled(String title) {
        return new BarChart(title);
    }

    public BarChart subtitle(String line) {
        subtitles.add(line);
        return this;
    }

    public BarChart axes(String category, String value) {
        this.categoryLabel = category;
        this.valueLabel = value;
        return this;
    }

    /** DecimalFormat pattern of the labels printed on the bars (default "0.#"). */
    public BarChart valueFormat(String pattern) {
        this.valueFormat = pattern;
        return this;
    }

    public BarChart bar(String category, double value) {
        bars.add(new Bar(category, value));
        return this;
    }

    /** A horizontal dashed line (e.g. the vendor library's result) labelled at its right end. */
    public BarChart reference(double value, String label) {
        this.reference = value;
        this.referenceLabel = label;
        return this;
    }

    public JFreeChart build() {
        if (bars.isEmpty()) {
            throw new IllegalStateException("a bar chart needs at least one bar");
        }
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        double max = 0;
        for (Bar bar : bars) {
            data.addValue(bar.value(), valueLabel, bar.category());
            max = Math.max(max, bar.value());
        }
        if (reference != null) {
            max = Math.max(max, reference);
        }
        CategoryAxis categories = new CategoryAxis(categoryLabel);
        categories.setCategoryMargin(0.25);
        if (bars.size() > 6) {
            categories.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        }
        NumberAxis values = new NumberAxis(valueLabel);
        values.setRange(0, max * 1.12 + (max == 0 ? 1 : 0));
        BarRenderer renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setSeriesPaint(0, ChartStyle.PALETTE[0]);
        renderer.setMaximumBarWidth(0.12);
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}",
                new DecimalFormat(valueFormat)));
        renderer.setDefaultItemLabelsVisible(true);
        renderer.setDefaultItemLabelFont(ChartStyle.SUBTITLE.deriveFont(Font.BOLD));
        renderer.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12,
                TextAnchor.BOTTOM_CENTER));
        CategoryPlot plot = new CategoryPlot(data, categories, values, renderer);
        if (reference != null) {
            ValueMarker line = new ValueMarker(reference, ChartStyle.HIGHLIGHT, new BasicStroke(1.6f,
                    BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
            line.setLabel(referenceLabel);
            line.setLabelFont(ChartStyle.SUBTITLE);
            line.setLabelBackgroundColor(new Color(255, 255, 255, 0));
            line.setLabelPaint(ChartStyle.HIGHLIGHT);
            // at the left end: a ladder's first bars are its short ones, so the label never sits on a bar's value
            line.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            line.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(line, Layer.FOREGROUND);
        }
        JFreeChart chart = new JFreeChart(title, ChartStyle.TITLE, plot, false);
        for (String line : subtitles) {
            chart.addSubtitle(ChartStyle.subtitle(line));
        }
        return ChartStyle.apply(chart);
    }
}
