/*
 * Draws a simulation's trace as a timeline a person reads at a glance: one row per residency slot, cycles across, one
 * colour per warp state, barrier releases as vertical lines, a legend and a cycle axis. PNG (2x) or SVG by extension,
 * drawn in memory first so a failure leaves no partial file.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.sim.SimResult;
import dev.kernelscope.model.sim.SimTrace;
import dev.kernelscope.model.sim.WarpState;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.jfree.svg.SVGGraphics2D;

public final class SimTimeline {
    private static final int WIDTH = 1200;
    private static final int LEFT = 90;
    private static final int RIGHT = 20;
    private static final int TOP = 56;

    private SimTimeline() {
    }

    /** The colour of each state: green issuing, orange ready (seed 001's figure), red memory, grey empty. */
    public static Color colour(WarpState state) {
        return switch (state) {
            case SELECTED -> new Color(0x00, 0x9E, 0x73);
            case NOT_SELECTED -> new Color(0xE6, 0x9F, 0x00);
            case LONG_SCOREBOARD -> new Color(0xD5, 0x5E, 0x00);
            case SHORT_SCOREBOARD -> new Color(0xCC, 0x79, 0xA7);
            case WAIT -> new Color(0x56, 0xB4, 0xE9);
            case MATH_PIPE_THROTTLE -> new Color(0x00, 0x72, 0xB2);
            case BARRIER -> new Color(0x55, 0x55, 0x55);
            case SLOT_EMPTY -> new Color(0xEE, 0xEE, 0xEE);
        };
    }

    public static void write(SimResult result, Path file, boolean force) {
        ChartFile.Format format = ChartFile.formatOf(file);
        SimTrace trace = result.trace();
        int rows = trace.slots();
        int rowHeight = Math.max(3, Math.min(18, 640 / Math.max(1, rows)));
        int height = TOP + rows * rowHeight + 70;
        byte[] bytes = ChartUnavailableException.drawing("timeline " + file, () -> {
            if (format == ChartFile.Format.PNG) {
                BufferedImage image = new BufferedImage(WIDTH * 2, height * 2, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = image.createGraphics();
                g.scale(2, 2);
                draw(g, result, rowHeight, height);
                g.dispose();
                ByteArrayOutputStream png = new ByteArrayOutputStream();
                try {
                    ImageIO.write(image, "png", png);
                } catch (IOException e) {
                    throw new InvalidInputException("cannot encode the timeline for " + file + ": "
                            + OutputFiles.describe(e) + ".", e);
                }
                return png.toByteArray();
            }
            SVGGraphics2D svg = new SVGGraphics2D(WIDTH, height);
            draw(svg, result, rowHeight, height);
            return svg.getSVGDocument().getBytes(StandardCharsets.UTF_8);
        });
        AtomicOutput.write(file, force, "timeline", bytes);
    }

    private static void draw(Graphics2D g, SimResult result, int rowHeight, int height) {
        SimTrace trace = result.trace();
        long cycles = Math.max(1, Math.min(trace.limit(), result.cycles()));
        double scale = (WIDTH - LEFT - RIGHT) / (double) cycles;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, height);
        g.setColor(ChartStyle.INK);
        g.setFont(ChartStyle.TITLE.deriveFont(15f));
        var u = result.unit();
        g.drawString(String.format(Locale.ROOT, "%s on one %s of %s: %d waves, issue %.0f%%, bound: %s", result.program(),
                u.unitName(), u.arch(), u.residentWaves(), result.issueUtilization() * 100, result.bound()), LEFT, 22);
        g.setFont(ChartStyle.SUBTITLE);
        g.setColor(ChartStyle.MUTED);
        g.drawString("slots down (scheduler = slot mod " + u.schedulers() + "), cycles across; vertical lines: barrier releases",
                LEFT, 40);
        for (int i = 0; i < trace.sliceCount(); i++) {
            int x0 = LEFT + (int) Math.floor(trace.sliceStart(i) * scale);
            int x1 = LEFT + (int) Math.ceil(trace.sliceEnd(i) * scale);
            int y = TOP + trace.sliceSlot(i) * rowHeight;
            g.setColor(colour(trace.sliceState(i)));
            g.fillRect(x0, y, Math.max(1, x1 - x0), Math.max(1, rowHeight - (rowHeight > 4 ? 1 : 0)));
        }
        g.setColor(ChartStyle.INK);
        g.setStroke(new BasicStroke(1f));
        for (int i = 0; i < trace.releaseCount(); i++) {
            int x = LEFT + (int) Math.round(trace.releaseAt(i) * scale);
            g.drawLine(x, TOP - 4, x, TOP + trace.slots() * rowHeight + 2);
        }
        g.setFont(ChartStyle.TICK);
        int bottom = TOP + trace.slots() * rowHeight;
        for (int s = 0; s < trace.slots(); s += Math.max(1, trace.slots() / 16)) {
            g.drawString("slot " + s, 8, TOP + s * rowHeight + Math.min(rowHeight, 12));
        }
        long step = niceStep(cycles / 8.0);
        for (long c = 0; c <= cycles; c += step) {
            int x = LEFT + (int) Math.round(c * scale);
            g.drawLine(x, bottom + 2, x, bottom + 6);
            g.drawString(String.format(Locale.ROOT, "%,d", c), x - 10, bottom + 18);
        }
        g.drawString("cycles", WIDTH - RIGHT - 40, bottom + 32);
        int x = LEFT;
        for (WarpState st : WarpState.values()) {
            g.setColor(colour(st));
            g.fillRect(x, bottom + 42, 12, 12);
            g.setColor(ChartStyle.INK);
            g.drawRect(x, bottom + 42, 12, 12);
            g.drawString(st.ncuName(), x + 16, bottom + 53);
            x += 24 + g.getFontMetrics().stringWidth(st.ncuName());
        }
    }

    private static long niceStep(double raw) {
        double p = Math.pow(10, Math.floor(Math.log10(Math.max(1, raw))));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= raw) {
                return Math.max(1, (long) (m * p));
            }
        }
        return Math.max(1, (long) (10 * p));
    }
}
