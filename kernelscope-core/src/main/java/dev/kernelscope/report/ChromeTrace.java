/*
 * Writes a simulation's trace as Chrome Trace Event JSON (the format Perfetto UI and chrome://tracing open): one
 * process per unit and one thread per residency slot named with M events, an X slice per state interval (cat = the
 * Nsight Compute warp state, args = wave and group), C counters for ready waves and outstanding memory requests,
 * instant events for barrier releases. Timestamps are cycles (written in the "ts" field that viewers label
 * microseconds; metadata and otherData say so).
 */
package dev.kernelscope.report;

import dev.kernelscope.model.sim.SimResult;
import dev.kernelscope.model.sim.SimTrace;
import java.nio.file.Path;

public final class ChromeTrace {
    private ChromeTrace() {
    }

    public static void write(SimResult result, Path file, boolean force) {
        SimTrace trace = result.trace();
        if (trace == null) {
            throw new IllegalArgumentException("the simulation recorded no trace");
        }
        StringBuilder sb = new StringBuilder(64 + trace.sliceCount() * 110);
        render(result, sb);
        AtomicOutput.write(file, force, "trace", sb.toString());
    }

    /** The JSON text (also used by tests). */
    public static String render(SimResult result) {
        StringBuilder sb = new StringBuilder();
        render(result, sb);
        return sb.toString();
    }

    private static void render(SimResult result, StringBuilder sb) {
        SimTrace trace = result.trace();
        var unit = result.unit();
        String unitName = unit.unitName() + " 0 of " + unit.arch() + " (" + result.program() + ")";
        sb.append("{\"displayTimeUnit\":\"ns\",\"otherData\":{\"timeUnit\":\"1 ts = 1 cycle of the ").append(unit.unitName())
                .append(" clock\",\"program\":").append(quote(result.program())).append(",\"arch\":").append(quote(unit.arch()))
                .append(",\"tracedCycles\":").append(trace.limit()).append("},\"traceEvents\":[\n");
        sb.append("{\"ph\":\"M\",\"pid\":0,\"name\":\"process_name\",\"args\":{\"name\":").append(quote(unitName + " [ts in cycles]"))
                .append("}}");
        for (int s = 0; s < trace.slots(); s++) {
            sb.append(",\n{\"ph\":\"M\",\"pid\":0,\"tid\":").append(s).append(",\"name\":\"thread_name\",\"args\":{\"name\":\"slot ")
                    .append(s).append(" (scheduler ").append(s % unit.schedulers()).append(")\"}}");
            sb.append(",\n{\"ph\":\"M\",\"pid\":0,\"tid\":").append(s).append(",\"name\":\"thread_sort_index\",\"args\":{\"sort_index\":")
                    .append(s).append("}}");
        }
        for (int i = 0; i < trace.sliceCount(); i++) {
            String state = trace.sliceState(i).ncuName();
            sb.append(",\n{\"ph\":\"X\",\"pid\":0,\"tid\":").append(trace.sliceSlot(i)).append(",\"ts\":").append(trace.sliceStart(i))
                    .append(",\"dur\":").append(trace.sliceEnd(i) - trace.sliceStart(i)).append(",\"name\":\"").append(state)
                    .append("\",\"cat\":\"").append(state).append('"');
            if (trace.sliceWave(i) >= 0) {
                sb.append(",\"args\":{\"wave\":").append(trace.sliceWave(i)).append(",\"group\":").append(trace.sliceGroup(i)).append('}');
            }
            sb.append('}');
        }
        for (int i = 0; i < trace.sampleCount(); i++) {
            sb.append(",\n{\"ph\":\"C\",\"pid\":0,\"ts\":").append(trace.sampleAt(i)).append(",\"name\":\"ready waves\",\"args\":{\"ready\":")
                    .append(trace.sampleReady(i)).append("}}");
            sb.append(",\n{\"ph\":\"C\",\"pid\":0,\"ts\":").append(trace.sampleAt(i))
                    .append(",\"name\":\"outstanding memory requests\",\"args\":{\"requests\":").append(trace.sampleOutstanding(i)).append("}}");
        }
        for (int i = 0; i < trace.releaseCount(); i++) {
            sb.append(",\n{\"ph\":\"i\",\"s\":\"p\",\"pid\":0,\"ts\":").append(trace.releaseAt(i))
                    .append(",\"name\":\"barrier release\",\"cat\":\"barrier\",\"args\":{\"groupSlot\":").append(trace.releasePosition(i)).append("}}");
        }
        sb.append("\n]}\n");
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
