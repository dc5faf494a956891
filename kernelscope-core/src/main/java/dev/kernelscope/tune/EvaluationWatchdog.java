/*
 * Bounds how long one configuration's evaluation (compile, verify, time) may take. A hung native call (a kernel in
 * an endless loop, a compiler that never returns) cannot be interrupted from Java and the context it hangs in
 * cannot be used again, so when the bound passes the watchdog records the configuration as failed with the reason
 * (in the cache, at once, so a restart skips it) and hands over to the caller's action, which ends the process.
 * The bound adapts to the kernel: the larger of a floor and a multiple of the slowest evaluation seen so far.
 */
package dev.kernelscope.tune;

import java.time.Duration;
import java.util.function.Consumer;

public final class EvaluationWatchdog implements AutoCloseable {
    /** A configuration may take this many times the slowest finished one before it counts as hung. */
    public static final int SLOWEST_MULTIPLE = 10;

    /** What the watchdog found: the configuration's key, how long it ran, the bound, the reason recorded. */
    public record Hang(String key, Duration ran, Duration bound, String reason) {}

    private final Duration floor;
    private final Consumer<Hang> onHang;
    private final Thread thread;
    private final Object lock = new Object();
    private String key;                  // the configuration being evaluated; null between evaluations
    private long startNanos;
    private long boundNanos;
    private long slowestNanos;
    private boolean fired;
    private boolean closed;
    private Consumer<Hang> recorder;

    /**
     * {@code floor}: the least time any configuration gets; {@code onHang}: called once on the watchdog's thread
     * after the hang was recorded (the command line prints it and ends the process).
     */
    public EvaluationWatchdog(Duration floor, Consumer<Hang> onHang) {
        this.floor = floor;
        this.onHang = onHang;
        this.thread = Thread.ofPlatform().daemon().name("kernelscope-tune-watchdog").unstarted(this::watch);
        thread.start();
    }

    /** A configuration's bound: the larger of the floor and SLOWEST_MULTIPLE x the slowest one finished so far. */
    public static long boundNanosFor(long floorNanos, long slowestNanos) {
        return Math.max(floorNanos, SLOWEST_MULTIPLE * slowestNanos);
    }

    /** The bound the next configuration gets. */
    public Duration bound() {
        synchronized (lock) {
            return Duration.ofNanos(boundNanosFor(floor.toNanos(), slowestNanos));
        }
    }

    /** Starts the clock for {@code configurationKey}; {@code record} writes its failure if it hangs. */
    void arm(String configurationKey, Consumer<Hang> record) {
        synchronized (lock) {
            key = configurationKey;
            recorder = record;
            startNanos = System.nanoTime();
            boundNanos = boundNanosFor(floor.toNanos(), slowestNanos);
            lock.notifyAll();
        }
    }

    /** Stops the clock; false when the watchdog already declared the configuration hung (its record is written). */
    boolean disarm() {
        synchronized (lock) {
            if (fired) {
                return false;
            }
            slowestNanos = Math.max(slowestNanos, System.nanoTime() - startNanos);
            key = null;
            return true;
        }
    }

    private void watch() {
        Hang hang;
        Consumer<Hang> record;
        synchronized (lock) {
            while (true) {
                if (closed) {
                    return;
                }
                long now = System.nanoTime();
                if (key != null && now - startNanos >= boundNanos) {
                    fired = true;
                    Duration ran = Duration.ofNanos(now - startNanos);
                    Duration bound = Duration.ofNanos(boundNanos);
                    hang = new Hang(key, ran, bound, "no result after " + seconds(ran) + " (the watchdog's bound: "
                            + seconds(bound) + ", the larger of " + seconds(floor) + " and " + SLOWEST_MULTIPLE
                            + "x the slowest configuration so far); a hung kernel or compiler cannot be interrupted,"
                            + " so the run was ended and the configuration is skipped on resume");
                    record = recorder;
                    break;
                }
                long waitNanos = key == null ? Long.MAX_VALUE : boundNanos - (now - startNanos);
                try {
                    lock.wait(Math.max(1, Math.min(waitNanos / 1_000_000, 60_000)));
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
        record.accept(hang);
        onHang.accept(hang);
    }

    private static String seconds(Duration d) {
        return String.format(java.util.Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
        }
    }
}
