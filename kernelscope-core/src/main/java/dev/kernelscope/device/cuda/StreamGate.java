/*
 * Holds a stream back while a batch of timed operations is enqueued, then releases it at once, so CUDA events
 * measure the device and not the host's enqueue gaps: without it an empty kernel "takes" ~12 us on an H100 (the
 * time the host needs to record an event, launch and record again), with it the events bracket only GPU work.
 * The stream waits (cuStreamWaitValue32, GEQ) on a word of mapped page-locked host memory that the host then bumps.
 * Batches stay small (BATCH samples) so the driver's launch queue never fills while the stream is held, which
 * would block the enqueueing thread before it could open the gate. Should the thread block all the same (a library
 * call that waits for the stream, as cuBLAS's first call may: session 12 lost a 600 s device call so), a watchdog
 * opens the gate after HOLD_LIMIT_MS and the hold reports itself forced, so the caller can time the batch again.
 */
package dev.kernelscope.device.cuda;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.kernelscope.device.cuda.internal.CuDriver;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.VarHandle;

final class StreamGate implements AutoCloseable {
    /** Timed operations enqueued behind one closed gate: 3 driver commands each (event, operation, event). */
    static final int BATCH = 64;
    /** How long a hold may last: enqueueing a batch takes well under a millisecond; 2 s is a thread that cannot. */
    static final long HOLD_LIMIT_MS = 2_000;
    private static final VarHandle WORD = JAVA_INT.varHandle();

    private final MemorySegment stream;
    private final MemorySegment hostWord;
    private final long deviceWord;
    private int ticket;
    private boolean closed;
    private volatile boolean forced;
    private Thread watchdog;

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

    /** Enqueues a wait that holds the stream until {@link #open()}, or until HOLD_LIMIT_MS have passed. */
    void hold() {
        ticket++;
        forced = false;
        CuDriver.cuStreamWaitValue32(stream, deviceWord, ticket, CuDriver.CU_STREAM_WAIT_VALUE_GEQ);
        int held = ticket;
        watchdog = Thread.ofVirtual().name("stream-gate-watchdog").start(() -> {
            try {
                Thread.sleep(HOLD_LIMIT_MS);
            } catch (InterruptedException opened) {
                return;
            }
            forced = true;
            raiseTo(held);
        });
    }

    /** Lets the stream run; always called after hold(), also when enqueueing failed. */
    void open() {
        raiseTo(ticket);
        if (watchdog != null) {
            watchdog.interrupt();
            watchdog = null;
        }
    }

    /** Whether the last hold was opened by its time limit: its batch ran as it was enqueued, host gaps included. */
    boolean forced() {
        return forced;
    }

    /**
     * Sets the word to {@code value} unless it is already there or past it: a late watchdog of an older hold must
     * never lower it under a newer hold's ticket that open() already reached (the stream would wait for ever).
     */
    private void raiseTo(int value) {
        int current;
        do {
            current = (int) WORD.getVolatile(hostWord, 0L);
            if (current >= value) {
                return;
            }
        } while (!WORD.compareAndSet(hostWord, 0L, current, value));
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            if (watchdog != null) {
                watchdog.interrupt();
            }
            CuDriver.cuMemFreeHost(hostWord);
        }
    }
}
