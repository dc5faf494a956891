/*
 * A failure reported by a native GPU library (OpenCL, CUDA driver, NVRTC, cuBLAS) or a backend that cannot load.
 * Carries the native code, its symbolic name (CL_OUT_OF_RESOURCES, CUDA_ERROR_INVALID_VALUE), the call that failed
 * and, for build failures, the compiler log. The CLI maps it to exit code 3.
 */
package dev.kernelscope.device;

import java.util.Optional;

public class GpuException extends RuntimeException {
    private final int nativeCode;
    private final String errorName;
    private final String call;
    private final String detail;
    private final String buildLog;

    public GpuException(int nativeCode, String errorName, String call, String detail, String buildLog) {
        super(format(nativeCode, errorName, call, detail));
        this.nativeCode = nativeCode;
        this.errorName = errorName;
        this.call = call;
        this.detail = detail;
        this.buildLog = buildLog;
    }

    public GpuException(int nativeCode, String errorName, String call) {
        this(nativeCode, errorName, call, null, null);
    }

    /** A failure with no native code, e.g. a library that cannot be loaded. */
    public static GpuException unavailable(String what, String reason) {
        return new GpuException(0, "UNAVAILABLE", what, reason, null);
    }

    private static String format(int code, String name, String call, String detail) {
        StringBuilder text = new StringBuilder();
        if ("UNAVAILABLE".equals(name)) {
            text.append(call).append(" unavailable");
        } else {
            text.append(call).append(" failed: ").append(name).append(" (").append(code).append(')');
        }
        if (detail != null && !detail.isBlank()) {
            text.append(": ").append(detail);
        }
        return text.toString();
    }

    public int nativeCode() {
        return nativeCode;
    }

    public String errorName() {
        return errorName;
    }

    public String call() {
        return call;
    }

    /** What the thrower added after the code (null: nothing): with the code, name and call, the whole message. */
    public String detail() {
        return detail;
    }

    public Optional<String> buildLog() {
        return Optional.ofNullable(buildLog).filter(log -> !log.isBlank());
    }
}
