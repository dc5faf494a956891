/*
 * A fixed sequence of kernel launches that a library enqueues together on every call (Gemm: a pack, the GEMM, its
 * stream-K part), each kernel with its own geometry and its arguments as last set on it. The CUDA backend makes it one
 * graph whose nodes' arguments are rewritten per call (one graph launch instead of one cuLaunchKernel per kernel);
 * OpenCL enqueues the launches one by one. Owned by its session; close() is idempotent.
 */
package dev.kernelscope.device;

import java.util.List;

public final class LaunchSequence implements AutoCloseable {
    private final DeviceSession session;
    private final Kernel[] kernels;
    private final Geometry[] geometries;
    private final KernelArg[][] arguments;   // each kernel's own argument array, filled by its setters
    private Backend.SequenceHandle handle;   // made on the first launch; null once closed
    private boolean closed;

    LaunchSequence(DeviceSession session, List<Kernel> kernels, List<Geometry> geometries) {
        if (kernels.isEmpty() || kernels.size() != geometries.size()) {
            throw new IllegalArgumentException("a launch sequence needs one geometry per kernel and at least one kernel;"
                    + " got " + kernels.size() + " kernels and " + geometries.size() + " geometries");
        }
        this.session = session;
        this.kernels = kernels.toArray(new Kernel[0]);
        this.geometries = geometries.toArray(new Geometry[0]);
        this.arguments = new KernelArg[this.kernels.length][];
        for (int i = 0; i < this.kernels.length; i++) {
            arguments[i] = this.kernels[i].argumentArray();
        }
    }

    /**
     * Enqueues the launches in order with each kernel's current arguments (asynchronous, like Kernel.launch; checks
     * the same things). Allocates nothing once made.
     */
    public void launch() {
        if (closed) {
            throw new IllegalStateException("This launch sequence was closed (or its DeviceSession was).");
        }
        Backend.KernelHandle[] handles = null;
        Geometry[] effective = null;
        for (int i = 0; i < kernels.length; i++) {
            Geometry checked = kernels[i].prepareLaunch(geometries[i]);
            if (handle == null) {
                if (handles == null) {
                    handles = new Backend.KernelHandle[kernels.length];
                    effective = new Geometry[kernels.length];
                }
                handles[i] = kernels[i].liveHandle();
                effective[i] = checked;
            }
        }
        if (handle == null) {
            handle = session.backend().sequence(handles, effective);
        }
        session.backend().launch(handle, arguments);
    }

    @Override
    public void close() {
        if (!closed && !session.isClosed()) {
            session.forget(this);
            releaseWithSession();
        }
        closed = true;
    }

    /** Called by the session's own close(), before it releases the kernels and the context. */
    void releaseWithSession() {
        closed = true;
        if (handle != null) {
            Backend.SequenceHandle released = handle;
            handle = null;
            session.backendWhileClosing().release(released);
        }
    }
}
