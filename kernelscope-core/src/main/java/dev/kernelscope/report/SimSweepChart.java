/*
 * The latency-hiding curve of `simulate --sweep`: simulated issue utilization against the swept variable, with the
 * closed formula (LatencyHiding) drawn over it as a dashed line, in the shared chart style.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.sim.SimSweep;
import java.awt.BasicStroke;
import java.nio.file.Path;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

public final class SimSweepChart {
    private SimSweepChart() {
    }

    public static JFreeChart chart(SimSweep.Sweep sweep) {
        XYSeries sim = new XYSeries("simulated");
        XYSeries formula = new XYSeries("closed formula (seed 001)");
        for (SimSweep.Point p : sweep.points()) {
            sim.add(p.x(), p.utilization() * 100);
            formula.add(p.x(), p.formula() * 100);
        }
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(sim);
        data.addSeries(formula);
        JFreeChart chart = ChartFactory.createXYLineChart("Latency hiding: " + sweep.program() + " on " + sweep.arch(),
                sweep.variable().axis(), "issue utilization (%)", data, PlotOrientation.VERTICAL, true, false, false);
        chart.addSubtitle(ChartStyle.subtitle(String.format(java.util.Locale.ROOT,
                "%s, memory latency %.0f cycles, %.1f ALU instructions per access",
                dev.kernelscope.model.UserText.plural(sweep.schedulers(), "scheduler"),
                sweep.latency(), sweep.aluPerMemory())));
        ChartStyle.apply(chart);
        XYPlot plot = chart.getXYPlot();
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        r.setSeriesPaint(0, ChartStyle.PALETTE[0]);
        r.setSeriesPaint(1, ChartStyle.HIGHLIGHT);
        r.setSeriesStroke(0, new BasicStroke(2.2f));
        r.setSeriesStroke(1, new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        plot.setRenderer(r);
        plot.getRangeAxis().setRange(0, 105);
        return chart;
    }

    public static void write(SimSweep.Sweep sweep, Path file, boolean force) {
        ChartFile.write(chart(sweep), file, force);
    }
}
