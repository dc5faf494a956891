/*
 * Reads registers, spills and static shared memory of one kernel from the ptxas report that NVIDIA's OpenCL
 * compiler appends to the build log under -cl-nv-verbose, e.g.
 *   ptxas info    : Compiling entry function 'vector_add' for 'sm_90'
 *       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
 *   ptxas info    : Used 10 registers, 4096 bytes smem, 380 bytes cmem[0]
 */
package dev.kernelscope.device.opencl;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

final class NvVerboseLog {
    private static final Pattern ENTRY = Pattern.compile("Compiling entry function '([^']+)'");
    private static final Pattern REGISTERS = Pattern.compile("Used (\\d+) registers");
    private static final Pattern SHARED = Pattern.compile("(\\d+) bytes smem");
    private static final Pattern SPILL_STORES = Pattern.compile("(\\d+) bytes spill stores");
    private static final Pattern SPILL_LOADS = Pattern.compile("(\\d+) bytes spill loads");

    /** One kernel's report; shared memory is 0 when ptxas lists registers but no smem (it omits zero). */
    record Report(OptionalInt registers, OptionalLong spillStoreBytes, OptionalLong spillLoadBytes,
            OptionalLong sharedMemBytes) {}

    private NvVerboseLog() {}

    /** The report for {@code kernel}, or empty when the log has no ptxas section for it. */
    static Optional<Report> parse(String log, String kernel) {
        Matcher entries = ENTRY.matcher(log);
        int start = -1;
        int end = log.length();
        while (entries.find()) {
            if (start >= 0) {
                end = entries.start();
                break;
            }
            if (entries.group(1).equals(kernel)) {
                start = entries.end();
            }
        }
        if (start < 0) {
            return Optional.empty();
        }
        String section = log.substring(start, end);
        OptionalInt registers = first(REGISTERS, section).stream().mapToInt(Math::toIntExact).findFirst();
        if (registers.isEmpty()) {
            return Optional.empty();
        }
        OptionalLong shared = first(SHARED, section);
        return Optional.of(new Report(registers, first(SPILL_STORES, section), first(SPILL_LOADS, section),
                shared.isPresent() ? shared : OptionalLong.of(0)));
    }

    private static OptionalLong first(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? OptionalLong.of(Long.parseLong(matcher.group(1))) : OptionalLong.empty();
    }
}
