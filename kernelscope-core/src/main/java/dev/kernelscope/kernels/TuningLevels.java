/*
 * The fallback chain every tuning database of the kernels (GEMM, stencil) is searched along, CLBlast style: the
 * device's exact name, then its architecture preset, then its vendor, then the default entry. One place says what
 * each level matches, so the ladders' databases cannot drift apart.
 */
package dev.kernelscope.kernels;

import java.util.List;
import java.util.Locale;

public final class TuningLevels {
    /** The levels, most specific first. */
    public static final List<String> ORDER = List.of("device", "architecture", "vendor", "default");

    private TuningLevels() {}

    /**
     * Whether an entry of {@code level} with {@code key} applies to a device: the exact name (case and surrounding
     * blanks ignored), the architecture preset, a vendor key contained in the device's vendor string, or any device
     * for the default level.
     */
    public static boolean matches(String level, String key, String deviceName, String architecture, String vendor) {
        return switch (level) {
            case "device" -> key.equalsIgnoreCase(deviceName.strip());
            case "architecture" -> key.equalsIgnoreCase(architecture);
            case "vendor" -> vendor.toLowerCase(Locale.ROOT).contains(key.toLowerCase(Locale.ROOT));
            default -> true;
        };
    }
}
