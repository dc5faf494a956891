// Executor-side: one open evaluator per (sweep job, device address) in this JVM, kept warm across Spark tasks (its
// context, compiled-program cache and inputs), so a task pays no device start-up. A device holds one job at a time:
// opening a job on an address closes the other jobs' evaluators there. All are closed when the JVM exits.
package dev.kernelscope.spark;

import dev.kernelscope.tune.sweep.SweepEvaluator;
import dev.kernelscope.tune.sweep.SweepJob;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

final class WarmEvaluators {
    private WarmEvaluators() {}

    /**
     * An evaluator, when it last finished a configuration (System.nanoTime, 0: never) and the longest one took (the
     * hang bound grows with it). Use it locked.
     */
    static final class Warm {
        final String jobId;
        final String address;
        final SweepEvaluator evaluator;
        long lastEnd;
        long slowestNanos;

        Warm(String jobId, String address, SweepEvaluator evaluator) {
            this.jobId = jobId;
            this.address = address;
            this.evaluator = evaluator;
        }
    }

    private static final Map<String, Warm> OPEN = new HashMap<>();   // by device address
    private static boolean hooked;
    private static volatile boolean exiting;

    /**
     * Closes every evaluator when this JVM exits, after saying so ({@link #exiting}): a Ctrl-C in local mode closed
     * the device under the configurations being measured, and their "DeviceSession was closed" failures went into
     * the cache as results, never to be measured again.
     */
    static synchronized void closeAtExit() {
        if (!hooked) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                exiting = true;
                closeAll();
            }, "kernelscope-evaluators"));
            hooked = true;
        }
    }

    /** Whether this JVM is exiting: a configuration failing now failed of that, not of itself. */
    static boolean exiting() {
        return exiting;
    }

    /**
     * The warm evaluator of {@code jobId} on {@code address}, opened now if needed. The caller holds the returned
     * object's monitor while it evaluates, so two tasks given the same address (local[N]) take turns on it.
     */
    static synchronized Warm acquire(String jobId, String jobJson, String address) {
        Warm warm = OPEN.get(address);
        if (warm != null && warm.jobId.equals(jobId)) {
            return warm;
        }
        if (warm != null) {
            discard(warm);
        }
        closeAtExit();
        Warm opened = new Warm(jobId, address, SweepJob.fromJson(jobJson).openEvaluator(address));
        OPEN.put(address, opened);
        return opened;
    }

    /** Closes and forgets {@code warm} (after a device error that may have poisoned its context). */
    static synchronized void discard(Warm warm) {
        if (OPEN.get(warm.address) == warm) {
            OPEN.remove(warm.address);
        }
        // Not under the evaluator's own monitor: its caller may hold it (lock order: this class, then an evaluator).
        try {
            warm.evaluator.close();
        } catch (RuntimeException ignored) {
            // a broken context may fail to close; the next open starts afresh either way
        }
    }

    /** Closes every evaluator of this JVM (the driver's own, in local mode, when the sweep ends). */
    static synchronized void closeAll() {
        for (Iterator<Warm> it = OPEN.values().iterator(); it.hasNext(); ) {
            Warm warm = it.next();
            it.remove();
            try {
                warm.evaluator.close();
            } catch (RuntimeException ignored) {
                // best effort at exit
            }
        }
    }
}
