/*
 * The identity of a compiled program: the same source text, defines and options on the same device, driver and
 * backend give the same binary, so a DeviceSession compiles each key once (DESIGN.md convention 3).
 */
package dev.kernelscope.device;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * @param sourceSha256 hex SHA-256 of the source text
 * @param defines the sorted -D defines rendered from the parameter map
 * @param options the other compiler options, in the order given
 * @param deviceId the device's id within the machine
 * @param deviceName the device's name (ids can be renumbered when drivers change)
 * @param driverVersion the driver version (a new driver may compile differently)
 * @param backend OpenCL or CUDA
 */
public record ProgramKey(
        String sourceSha256, List<String> defines, List<String> options, String deviceId, String deviceName,
        String driverVersion, BackendKind backend) {

    public ProgramKey {
        defines = List.copyOf(defines);
        options = List.copyOf(options);
    }

    static ProgramKey of(String source, List<String> defines, List<String> options, Device device) {
        return new ProgramKey(sha256(source), defines, options, device.id(), device.name(), device.driverVersion(),
                device.backend());
    }

    /** The options passed to the compiler: defines first, then the caller's options. */
    public List<String> compilerOptions() {
        return java.util.stream.Stream.concat(defines.stream(), options.stream()).toList();
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(
                    MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("every Java runtime has SHA-256", impossible);
        }
    }
}
