/*
 * The guard of the library objects an application calls that are not thread-safe (Gemm and Filter, per session): a
 * second thread entering while a first is inside a call fails at once, naming both threads, instead of interleaving
 * the two calls' kernel arguments. One compare-and-set per call; a nested call on the same thread passes.
 */
package dev.kernelscope.kernels;

import dev.kernelscope.device.DeviceSession;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReference;

public final class OneCallAtATime {
    private static final Map<DeviceSession, OneCallAtATime> BY_SESSION = new WeakHashMap<>();   // identity keys

    private final String what;
    private final AtomicReference<Thread> inside = new AtomicReference<>();

    /**
     * The guard every Gemm and Filter of {@code session} shares (looked up once, at construction). The session's launch path is
     * not thread-safe (one argument scratch per backend), so a guard per object let two threads, each with its own
     * Gemm on one session, run at once: measured on PoCL, 300 calls each, every result of one thread wrong and
     * nothing refused.
     */
    public static OneCallAtATime of(DeviceSession session) {
        synchronized (BY_SESSION) {
            return BY_SESSION.computeIfAbsent(session,
                    s -> new OneCallAtATime("This DeviceSession (its Gemm and Filter calls)"));
        }
    }

    /** @param what the guarded object as a message names it ("This Gemm") */
    public OneCallAtATime(String what) {
        this.what = what;
    }

    /**
     * Enters a call; returns whether this thread was already inside (a nested call), which {@link #exit} is given.
     *
     * @throws IllegalStateException when another thread is inside a call
     */
    public boolean enter() {
        Thread caller = Thread.currentThread();
        Thread holder = inside.compareAndExchange(null, caller);
        if (holder == null) {
            return false;
        }
        if (holder == caller) {
            return true;
        }
        throw new IllegalStateException(what + " is not thread-safe: thread '" + caller.getName() + "' called it"
                + " while thread '" + holder.getName() + "' was inside a call. Give each thread its own (with its own"
                + " DeviceSession), or let one thread make the calls.");
    }

    /** Leaves the call {@link #enter} began; {@code nested} is what enter returned. */
    public void exit(boolean nested) {
        if (!nested) {
            inside.set(null);
        }
    }
}
