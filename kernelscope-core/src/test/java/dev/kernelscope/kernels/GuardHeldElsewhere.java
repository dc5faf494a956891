/*
 * A OneCallAtATime guard held by another thread, as a call in progress there would hold it: the tests of Gemm's and
 * Filter's one-thread rule enter it on a named thread, try the object from their own, and close() to let it go.
 */
package dev.kernelscope.kernels;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public final class GuardHeldElsewhere implements AutoCloseable {
    private final Thread holder;
    private final CountDownLatch leave = new CountDownLatch(1);

    private GuardHeldElsewhere(OneCallAtATime guard, String threadName) throws InterruptedException {
        CountDownLatch inside = new CountDownLatch(1);
        holder = new Thread(() -> {
            boolean nested = guard.enter();
            inside.countDown();
            try {
                leave.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            } finally {
                guard.exit(nested);
            }
        }, threadName);
        holder.start();
        if (!inside.await(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("thread '" + threadName + "' did not enter the guard in 30 s");
        }
    }

    /** Enters {@code guard} on a new thread named {@code threadName}; returns once that thread is inside. */
    public static GuardHeldElsewhere hold(OneCallAtATime guard, String threadName) throws InterruptedException {
        return new GuardHeldElsewhere(guard, threadName);
    }

    /** Lets the holding thread leave the guard and waits for it to end. */
    @Override
    public void close() throws InterruptedException {
        leave.countDown();
        holder.join(30_000);
    }
}
