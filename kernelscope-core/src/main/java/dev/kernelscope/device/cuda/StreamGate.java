/*
 * Holds a stream back while a batch of timed operations is enqueued, then releases it at once, so CUDA events
 * measure the device and not the host's enqueue gaps: without it an empty kernel "takes" ~12 us on an H100 (the
 * time the host needs to record an event, launch and record again), with it the events bracket only GPU work.
 * The stream waits (cuStreamWaitValue32, GEQ) on a word of mapped page-locked host memory that the host then bumps.
 * Batches stay small (BATCH samples) so the driver's launch queue never fills while the stream is held, which
 * would block the enqueueing thread before it could open the gate.
 */
package dev.kernelscope.device.cuda;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.kernelscope.device.cuda.internal.CuDriver;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.VarHandle;

final class StreamGate implements AutoCloseable {
    /** Timed operations enqueued behind one closed gate: 3 driver commands each (event, operation, event). */
    static final int BATCH = 64;
    private static final VarHandle WORD = JAVA_INT.varHandle();

    private final MemorySegment stream;
    private final MemorySegment hostWord;
    private final long deviceWord;
    private int ticket;
    private boolean closed;

    StreamGate(MemorySegment stream) {
        this.stream = stream;
        this.hostWord = CuDriver.cuMemHostAlloc(4, CuDriver.CU_MEMHOSTALLOC_DEVICEMAP | CuDriver.CU_MEMHOSTALLOC_PORTABLE);
        try {
            WORD.setVolatile(hostWord, 0L, 0);
            this.deviceWord = CuDriver.cuMemHostGetDevicePointer(hostWord);
        } catch (RuntimeException failure) {
            CuDriver.cuMemFreeHost(hostWord);
            throw failure;
        }
    }

    /** Enqueues a wait that holds the stream until {@link #open()}. */
    void hold() {
        ticket++;
        CuDriver.cuStreamWaitValue32(stream, deviceWord, ticket, CuDriver.CU_STREAM_WAIT_VALUE_GEQ);
    }

    /** Lets the stream run; always called after hold(), also when enqueueing failed. */
    void open() {
        WORD.setVolatile(hostWord, 0L, ticket);
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            CuDriver.cuMemFreeHost(hostWord);
        }
    }
}
