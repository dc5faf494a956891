/*
 * The number of an NVIDIA architecture as Device.architecture() names it ("sm_90" -> 90, "sm_90a" -> 90, "sm_100" ->
 * 100): what decides which PTX a kernel may use (inline PTX on NVIDIA's OpenCL, cp.async from sm_80).
 */
package dev.kernelscope.device;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class SmNumber {
    private static final Pattern SM = Pattern.compile("sm_(\\d+)[a-z]?");

    private SmNumber() {}

    /** The sm number, or empty for another vendor's name, "" or null. */
    public static OptionalInt of(String architecture) {
        Matcher sm = SM.matcher(architecture == null ? "" : architecture);
        return sm.matches() ? OptionalInt.of(Integer.parseInt(sm.group(1))) : OptionalInt.empty();
    }
}
