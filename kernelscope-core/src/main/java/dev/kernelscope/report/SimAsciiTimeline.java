/*
 * A text timeline of a traced simulation for terminals and the demo: one line per slot, one character per time
 * bucket showing the state that filled most of it (# issuing, . ready, m memory, d dependency, b barrier, blank empty).
 */
package dev.kernelscope.report;

import dev.kernelscope.model.sim.SimResult;
import dev.kernelscope.model.sim.SimTrace;
import dev.kernelscope.model.sim.WarpState;

public final class SimAsciiTimeline {
    private SimAsciiTimeline() {
    }

    public static char symbol(WarpState state) {
        return switch (state) {
            case SELECTED -> '#';
            case NOT_SELECTED -> '.';
            case LONG_SCOREBOARD -> 'm';
            case SHORT_SCOREBOARD, WAIT, MATH_PIPE_THROTTLE -> 'd';
            case BARRIER -> 'b';
            case SLOT_EMPTY -> ' ';
        };
    }

    /** `columns` characters across the traced cycles, at most `rows` slots (evenly picked). */
    public static String render(SimResult result, int columns, int rows) {
        SimTrace trace = result.trace();
        long cycles = Math.max(1, Math.min(trace.limit(), result.cycles()));
        int slots = trace.slots();
        long[][][] share = new long[slots][columns][WarpState.values().length];
        for (int i = 0; i < trace.sliceCount(); i++) {
            long a = trace.sliceStart(i), b = trace.sliceEnd(i);
            for (long c = a; c < b; ) {
                int col = (int) Math.min(columns - 1, c * columns / cycles);
                long colEnd = Math.min(b, (col + 1) * cycles / columns + ((col + 1) * cycles % columns == 0 ? 0 : 1));
                colEnd = Math.max(colEnd, c + 1);
                share[trace.sliceSlot(i)][col][trace.sliceState(i).ordinal()] += colEnd - c;
                c = colEnd;
            }
        }
        StringBuilder sb = new StringBuilder();
        int step = Math.max(1, (slots + rows - 1) / rows);
        for (int s = 0; s < slots; s += step) {
            sb.append(String.format(java.util.Locale.ROOT, "  slot %2d |", s));
            for (int col = 0; col < columns; col++) {
                int best = WarpState.SLOT_EMPTY.ordinal();
                long max = 0;
                for (int k = 0; k < share[s][col].length; k++) {
                    if (share[s][col][k] > max) {
                        max = share[s][col][k];
                        best = k;
                    }
                }
                sb.append(symbol(WarpState.values()[best]));
            }
            sb.append("|\n");
        }
        sb.append(String.format(java.util.Locale.ROOT, "           0%s%,d cycles%n", " ".repeat(Math.max(1, columns - 12)), cycles));
        return sb.toString();
    }
}
