/*
 * Test helper: keeps a few threads in compiled loops and requests a full GC every few milliseconds, so that safepoints
 * keep arriving while those threads run: each safepoint makes all of them fault on their poll pages (SIGSEGV) at once,
 * the situation that killed the JVM while libLLVM's one-shot handler was installed. Paced so the test still progresses.
 */
package dev.kernelscope.device;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

public final class SafepointPressure implements AutoCloseable {
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicLong sink = new AtomicLong();
    private final AtomicLong safepoints = new AtomicLong();
    private final List<Thread> threads = new ArrayList<>();

    private SafepointPressure(int spinners, long gcIntervalMillis) {
        for (int t = 0; t < spinners; t++) {
            threads.add(Thread.ofPlatform().daemon().name("spinner-" + t).start(this::spin));
        }
        threads.add(Thread.ofPlatform().daemon().name("safepoints").start(() -> {
            while (!stop.get()) {
                System.gc();
                safepoints.incrementAndGet();
                try {
                    Thread.sleep(gcIntervalMillis);
                } catch (InterruptedException interrupted) {
                    return;
                }
            }
        }));
    }

    /** {@code spinners} spinning threads and a full GC every {@code gcIntervalMillis}. */
    public static SafepointPressure start(int spinners, long gcIntervalMillis) {
        return new SafepointPressure(spinners, gcIntervalMillis);
    }

    /** The forced GCs so far. */
    public long safepoints() {
        return safepoints.get();
    }

    private void spin() {
        long value = 0;
        while (!stop.get()) {
            for (int i = 0; i < 1_000_000; i++) {
                value += i ^ (value >>> 3);
            }
        }
        sink.addAndGet(value);
    }

    @Override
    public void close() throws InterruptedException {
        stop.set(true);
        for (Thread thread : threads) {
            thread.join();
        }
    }
}
