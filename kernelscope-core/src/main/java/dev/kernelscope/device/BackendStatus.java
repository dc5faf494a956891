/*
 * Whether one backend could be loaded on this machine and, when not, why ("libOpenCL.so.1 not found")
 * and what to install. Discovery reports these instead of failing, so `kernelscope devices` always answers.
 */
package dev.kernelscope.device;

import java.util.List;

/**
 * @param backend the backend this is about
 * @param available true when its library loaded and was queried without error
 * @param library the native library it needs, e.g. "libOpenCL.so.1"
 * @param reason why it is unavailable (empty when available)
 * @param hints what the user can do (install a package, set OCL_ICD_FILENAMES); may be non-empty when available,
 *     e.g. an NVIDIA GPU is present but no NVIDIA OpenCL platform is registered
 * @param platforms the platform names found (OpenCL) or the driver version (CUDA)
 */
public record BackendStatus(
        BackendKind backend, boolean available, String library, String reason, List<String> hints,
        List<String> platforms) {

    public BackendStatus {
        hints = List.copyOf(hints);
        platforms = List.copyOf(platforms);
        reason = reason == null ? "" : reason;
    }

    public static BackendStatus unavailable(BackendKind backend, String library, String reason, List<String> hints) {
        return new BackendStatus(backend, false, library, reason, hints, List.of());
    }
}
