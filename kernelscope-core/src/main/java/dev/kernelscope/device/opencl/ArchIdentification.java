/*
 * Recognizes a device's architecture from what its driver states, never from a name guess: NVIDIA's compute
 * capability (cl_nv_device_attribute_query) gives "sm_XY"; an AMD device whose CL_DEVICE_NAME is its gfx target
 * (e.g. "gfx1100", "gfx90a:sramecc+:xnack-") gives that target. Anything else is unidentified.
 */
package dev.kernelscope.device.opencl;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

final class ArchIdentification {
    private static final Pattern AMD_GFX = Pattern.compile("^(gfx[0-9a-f]{3,4})(:.*)?$");

    private ArchIdentification() {}

    /** "sm_90" for compute capability 9.0. */
    static String nvidia(long major, long minor) {
        return "sm_" + major + minor;
    }

    /** The gfx target of an AMD device name, without feature suffixes; empty when the name is not a gfx target. */
    static Optional<String> amd(String deviceName) {
        Matcher matcher = AMD_GFX.matcher(deviceName.strip().toLowerCase(Locale.ROOT));
        return matcher.matches() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}
