/*
 * Reads ptxas's verbose report from an NVRTC log (asked for with --ptxas-options=--verbose): per kernel, the stack
 * frame and the spill stores and loads in bytes, which the driver's function attributes do not give separately.
 * NVRTC prefixes the properties line with "ptxas         ."; nvcc indents it; both are read.
 */
package dev.kernelscope.device.cuda;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class PtxasReport {
    private static final Pattern PROPERTIES = Pattern.compile(
            "Function properties for (\\S+)\\s*\\R[^\\d\\n]*(\\d+) bytes stack frame, (\\d+) bytes spill stores,"
                    + " (\\d+) bytes spill loads");

    /** One kernel's line of the report. */
    public record Spills(long stackFrameBytes, long spillStoreBytes, long spillLoadBytes) {}

    private final Map<String, Spills> byFunction;

    private PtxasReport(Map<String, Spills> byFunction) {
        this.byFunction = Map.copyOf(byFunction);
    }

    public static PtxasReport parse(String log) {
        Map<String, Spills> found = new HashMap<>();
        Matcher match = PROPERTIES.matcher(log);
        while (match.find()) {
            found.put(match.group(1), new Spills(Long.parseLong(match.group(2)), Long.parseLong(match.group(3)),
                    Long.parseLong(match.group(4))));
        }
        return new PtxasReport(found);
    }

    public Optional<Spills> spills(String kernelName) {
        return Optional.ofNullable(byFunction.get(kernelName));
    }
}
