/*
 * The staircase charts Nsight Compute draws under "Occupancy" ("Impact of Varying Register Count Per Thread", ...):
 * a resource on X, occupancy on Y as steps (each value holds until the next step), the current configuration
 * marked, optional horizontal guides (a ceiling set by other resources), short notes (where a step ends) and a right
 * axis in resident waves.
 */
package dev.kernelscope.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYPointerAnnotation;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

public final class StaircaseChart {
    /** One point of a staircase: y holds from x up to the next point's x. */
    public record Point(double x, double y) {
    }

    /** A named staircase; points in increasing x. */
    public record Series(String name, List<Point> points) {
        public Series {
            Objects.requireNonNull(name, "name");
            points = List.copyOf(points);
        }
    }

    /** The configuration being analysed, drawn as a filled circle with a label pointing at it. */
    public record Current(double x, double y, String label) {
    }

    /** A horizontal dashed guide line at y, labelled at its right end. */
    public record Guide(double y, String label) {
    }

    /** A short label drawn just above the point (x, y), e.g. where a step ends. */
    public record Note(double x, double y, String text) {
    }

    /** Room above the top value for labels, without a tick label above it. */
    private static final double Y_HEADROOM = 1.06;

    private final String title;
    private final List<String> subtitles = new ArrayList<>();
    private final List<Series> series = new ArrayList<>();
    private final List<Guide> guides = new ArrayList<>();
    private final List<Note> notes = new ArrayList<>();
    private String xLabel = "";
    private String yLabel = "Occupancy (%)";
    private double yMax = 100;
    private String ySuffix = "%";
    private Current current;
    private String rightLabel;
    private double rightPerY;

    private StaircaseChart(String title) {
        this.title = title;
    }

    public static StaircaseChart titled(String title) {
        return new StaircaseChart(title);
    }

    public StaircaseChart subtitle(String line) {
        subtitles.add(line);
        return this;
    }

    public StaircaseChart xLabel(String label) {
        this.xLabel = label;
        return this;
    }

    /** The Y axis label, its top value and the suffix of its tick labels (default "Occupancy (%)", 100, "%"). */
    public StaircaseChart yAxis(String label, double max, String tickSuffix) {
        this.yLabel = label;
        this.yMax = max;
        this.ySuffix = tickSuffix;
        return this;
    }

    /** A right-hand axis showing y x perY (e.g. resident waves per unit next to occupancy %). */
    public StaircaseChart rightAxis(String label, double perY) {
        this.rightLabel = label;
        this.rightPerY = perY;
        return this;
    }

    public StaircaseChart series(Series steps) {
        series.add(steps);
        return this;
    }

    public StaircaseChart current(Current point) {
        this.current = point;
        return this;
    }

    public StaircaseChart guide(Guide line) {
        guides.add(line);
        return this;
    }

    public StaircaseChart note(Note note) {
        notes.add(note);
        return this;
    }

    public JFreeChart build() {
        if (series.isEmpty()) {
            throw new IllegalStateException("a staircase chart needs at least one series");
        }
        XYSeriesCollection steps = new XYSeriesCollection();
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            XYSeries data = new XYSeries(s.name(), false, true);
            for (Point p : s.points()) {
                data.add(p.x(), p.y());
                minX = Math.min(minX, p.x());
                maxX = Math.max(maxX, p.x());
            }
            steps.addSeries(data);
        }

        NumberAxis xAxis = new NumberAxis(xLabel);
        xAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        double margin = Math.max(1, (maxX - minX) * 0.02);
        xAxis.setRange(minX - margin, maxX + margin);
        NumberAxis yAxis = new NumberAxis(yLabel);
        yAxis.setRange(0, yMax * Y_HEADROOM);
        // With a right axis, both axes share their grid lines: 10 ticks when the right-hand top (e.g. 40 waves)
        // divides by 10, else 8 (64 warps: ticks every 12.5% = 8 warps).
        double rightTop = rightLabel == null ? 0 : yMax * rightPerY;
        int ticks = rightTop > 0 && rightTop % 10 != 0 && rightTop % 8 == 0 ? 8 : 10;
        yAxis.setTickUnit(new NumberTickUnit(yMax / ticks));
        yAxis.setNumberFormatOverride(new DecimalFormat("0.#'" + ySuffix.replace("'", "''") + "'"));

        XYStepRenderer stepRenderer = new XYStepRenderer();
        stepRenderer.setStepPoint(1.0);
        stepRenderer.setDefaultShapesVisible(false);
        for (int i = 0; i < series.size(); i++) {
            stepRenderer.setSeriesPaint(i, ChartStyle.PALETTE[(i == 0 ? 0 : i + 1) % ChartStyle.PALETTE.length]);
            stepRenderer.setSeriesStroke(i, new BasicStroke(2.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        }
        XYPlot plot = new XYPlot(steps, xAxis, yAxis, stepRenderer);

        if (rightLabel != null) {
            NumberAxis right = new NumberAxis(rightLabel);
            right.setRange(0, yMax * Y_HEADROOM * rightPerY);
            if (rightTop % ticks == 0) {
                right.setTickUnit(new NumberTickUnit(rightTop / ticks)); // one tick per left-axis tick
            } else {
                right.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            }
            plot.setRangeAxis(1, right);
        }
        for (Guide guide : guides) {
            ValueMarker line = new ValueMarker(guide.y(), ChartStyle.MUTED, dashed(1.2f));
            line.setLabel(guide.label());
            line.setLabelFont(ChartStyle.SUBTITLE);
            line.setLabelBackgroundColor(new Color(255, 255, 255, 0));
            line.setLabelPaint(ChartStyle.MUTED);
            line.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            line.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
            plot.addRangeMarker(line, Layer.BACKGROUND);
        }
        for (Note note : notes) {
            // Just right of the point and below it: inside the corner of a falling step, clear of the marker label.
            XYTextAnnotation text = new XYTextAnnotation(note.text(), note.x() + (maxX - minX) * 0.006,
                    note.y() - yMax * 0.012);
            text.setFont(ChartStyle.SUBTITLE);
            text.setPaint(ChartStyle.MUTED);
            text.setTextAnchor(TextAnchor.TOP_LEFT);
            plot.addAnnotation(text);
        }
        if (current != null) {
            markCurrent(plot, minX, maxX);
        }

        JFreeChart chart = new JFreeChart(title, ChartStyle.TITLE, plot, series.size() > 1);
        for (String line : subtitles) {
            chart.addSubtitle(ChartStyle.subtitle(line));
        }
        return ChartStyle.apply(chart);
    }

    private void markCurrent(XYPlot plot, double minX, double maxX) {
        ValueMarker vertical = new ValueMarker(current.x(), ChartStyle.HIGHLIGHT, dashed(1.2f));
        vertical.setAlpha(0.7f);
        plot.addDomainMarker(vertical, Layer.BACKGROUND);

        XYSeriesCollection dot = new XYSeriesCollection();
        XYSeries one = new XYSeries("current");
        one.add(current.x(), current.y());
        dot.addSeries(one);
        XYLineAndShapeRenderer dotRenderer = new XYLineAndShapeRenderer(false, true);
        dotRenderer.setSeriesShape(0, new Ellipse2D.Double(-6, -6, 12, 12));
        dotRenderer.setSeriesPaint(0, ChartStyle.HIGHLIGHT);
        dotRenderer.setSeriesOutlinePaint(0, Color.WHITE);
        dotRenderer.setUseOutlinePaint(true);
        dotRenderer.setDrawOutlines(true);
        dotRenderer.setSeriesOutlineStroke(0, new BasicStroke(2f));
        dotRenderer.setSeriesVisibleInLegend(0, false);
        plot.setDataset(1, dot);
        plot.setRenderer(1, dotRenderer);
        plot.mapDatasetToRangeAxis(1, 0);

        // Put the label where there is room: left of the point in the right part of the plot, below it near the top.
        boolean rightHalf = (current.x() - minX) > 0.55 * (maxX - minX);
        boolean nearTop = current.y() > 0.8 * yMax;
        double angle = nearTop ? (rightHalf ? 3 * Math.PI / 4 : Math.PI / 4)
                : (rightHalf ? -3 * Math.PI / 4 : -Math.PI / 4);
        XYPointerAnnotation label = new XYPointerAnnotation(current.label(), current.x(), current.y(), angle);
        label.setFont(ChartStyle.ANNOTATION);
        label.setPaint(ChartStyle.INK);
        label.setArrowPaint(ChartStyle.HIGHLIGHT);
        label.setArrowStroke(new BasicStroke(1.4f));
        label.setTipRadius(9);
        label.setBaseRadius(46);
        label.setLabelOffset(4);
        label.setBackgroundPaint(new Color(255, 255, 255, 225));
        label.setOutlineVisible(true);
        label.setOutlinePaint(ChartStyle.GRID);
        label.setTextAnchor(nearTop
                ? (rightHalf ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT)
                : (rightHalf ? TextAnchor.BOTTOM_RIGHT : TextAnchor.BOTTOM_LEFT));
        plot.addAnnotation(label);
    }

    private static BasicStroke dashed(float width) {
        return new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);
    }
}
