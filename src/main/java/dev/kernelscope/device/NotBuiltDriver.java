/*
 * The driver of a backend that this build does not contain yet: it reports itself unavailable with that reason,
 * so discovery and `kernelscope devices` still answer. Replaced by the real driver as each backend lands.
 */
package dev.kernelscope.device;

import java.util.List;

enum NotBuiltDriver implements BackendDriver {
    CUDA(BackendKind.CUDA, "libcuda.so.1");

    private final BackendKind kind;
    private final String library;

    NotBuiltDriver(BackendKind kind, String library) {
        this.kind = kind;
        this.library = library;
    }

    @Override
    public BackendKind kind() {
        return kind;
    }

    @Override
    public BackendStatus status() {
        return BackendStatus.unavailable(kind, library,
                "the " + kind.cliName() + " backend is not part of this build yet", List.of());
    }

    @Override
    public List<Device> devices() {
        return List.of();
    }

    @Override
    public Backend open(Device device, SessionOptions options) {
        throw GpuException.unavailable(kind.cliName() + " backend", "not part of this build yet");
    }
}
