/*
 * The tuner's convergence chart: best time found so far against evaluations (one line per run or seed), the
 * optimum as a dashed line when known (replay). Drawn with the shared chart style; written by ChartFile.
 */
package dev.kernelscope.report;

import java.awt.BasicStroke;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

public final class ConvergenceChart {
    /** One line: its label and the best-so-far after each evaluation (+infinity before the first success). */
    public record Line(String label, double[] bestSoFar) {}

    private ConvergenceChart() {}

    public static JFreeChart of(String title, String subtitle, String unit, List<Line> lines, Double optimum) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Line line : lines) {
            XYSeries series = new XYSeries(line.label(), false, true);
            for (int i = 0; i < line.bestSoFar().length; i++) {
                if (Double.isFinite(line.bestSoFar()[i])) {
                    series.add(i + 1, line.bestSoFar()[i]);
                }
            }
            data.addSeries(series);
        }
        JFreeChart chart = ChartFactory.createXYStepChart(title, "evaluations", "best time found (" + unit + ")", data,
                PlotOrientation.VERTICAL, lines.size() > 1 && lines.size() <= 12, false, false);
        XYPlot plot = chart.getXYPlot();
        if (optimum != null) {
            ValueMarker marker = new ValueMarker(optimum, ChartStyle.MUTED, new BasicStroke(1.2f, BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
            marker.setLabel("optimum");
            plot.addRangeMarker(marker);
        }
        ChartStyle.apply(chart);
        if (subtitle != null) {
            chart.addSubtitle(ChartStyle.subtitle(subtitle));
        }
        return chart;
    }
}
