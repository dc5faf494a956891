// Executor-side hang bound for one configuration: if its evaluation outlasts the bound, the executor says which
// configuration hung, on which device and for how long, and halts. A hung native call (a kernel in an endless loop,
// a compiler that never returns) cannot be interrupted from Java; halting lets Spark re-run the task on a fresh
// executor, and the backend, after the task's attempts, measures the batch's configurations one by one and records
// the one that hangs alone as lost.
package dev.kernelscope.spark;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

final class ExecutorHangGuard {
    private ExecutorHangGuard() {}

    /** Exit status of an executor halted by the guard (Spark logs it with the executor's loss). */
    static final int HANG_EXIT_STATUS = 124;

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(run -> {
        Thread thread = new Thread(run, "kernelscope-hang-guard");
        thread.setDaemon(true);
        return thread;
    });

    /** A running bound; disarm it when the configuration finishes. */
    record Armed(ScheduledFuture<?> halt) {
        void disarm() {
            halt.cancel(false);
        }
    }

    static Armed arm(String key, String device, long boundNanos) {
        return new Armed(TIMER.schedule(() -> {
            System.err.println("kernelscope: configuration " + key + " ran past its bound of "
                    + Duration.ofNanos(boundNanos).toMillis() / 1000.0 + " s on " + device + " (a hung call);"
                    + " this executor exits so that Spark re-runs its task on a fresh one");
            System.err.flush();
            Runtime.getRuntime().halt(HANG_EXIT_STATUS);
        }, boundNanos, TimeUnit.NANOSECONDS));
    }
}
