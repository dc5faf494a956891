/*
 * A compiled program on one session: its cache key, build log, compile time, and the kernels it holds.
 * The native program is owned by the session's compile cache and lives as long as the session; a Program object
 * is a view of it whose close() only forbids further use. Kernels made from it are separate owners.
 */
package dev.kernelscope.device;

import java.time.Duration;

public final class Program implements AutoCloseable {
    private final DeviceSession session;
    private final ProgramKey key;
    private final Backend.ProgramHandle handle;
    private final String buildLog;
    private final Duration compileTime;
    private final boolean fromCache;
    private boolean closed;

    Program(DeviceSession session, ProgramKey key, Backend.ProgramHandle handle, String buildLog, Duration compileTime,
            boolean fromCache) {
        this.session = session;
        this.key = key;
        this.handle = handle;
        this.buildLog = buildLog;
        this.compileTime = compileTime;
        this.fromCache = fromCache;
    }

    /** Creates a kernel object (its own argument state) for the entry point {@code name}. */
    public Kernel kernel(String name) {
        return session.createKernel(this, name);
    }

    public ProgramKey key() {
        return key;
    }

    /** The compiler's output for this program (may be empty; on NVIDIA with -cl-nv-verbose it lists registers). */
    public String buildLog() {
        return buildLog;
    }

    /** Wall time of the compile that produced this program (the original compile when it came from the cache). */
    public Duration compileTime() {
        return compileTime;
    }

    /** True when this compile() call was answered from the session's cache. */
    public boolean fromCache() {
        return fromCache;
    }

    public DeviceSession session() {
        return session;
    }

    Backend.ProgramHandle handle() {
        if (closed || session.isClosed()) {
            throw new IllegalStateException("This program (" + key.sourceSha256().substring(0, 12) + ", "
                    + key.defines() + ") was closed (or its DeviceSession was); it cannot make kernels any more.");
        }
        return handle;
    }

    /** The native handle without the closed check, for the session's own close(). */
    Backend.ProgramHandle rawHandle() {
        return handle;
    }

    Program asCacheHit() {
        return new Program(session, key, handle, buildLog, compileTime, true);
    }

    @Override
    public void close() {
        closed = true;
    }
}
