/*
 * A library call timed as an application makes it: the host clock around back-to-back calls (rotating over the input
 * sets) and one synchronization, per call, after the call's host path is warmed until the JIT compiles nothing more;
 * beside it each call's own host time to return. The GEMM and stencil benchmarks put it beside their kernel-only times.
 */
package dev.kernelscope.kernels;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Timing;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

public final class EndToEndTimer {
    /** End-to-end samples: each spans back-to-back calls worth at least this much device time (or MAX_BATCH calls). */
    private static final double BATCH_NS = 5e6;
    // At least 16 calls per sample, so that the host-time median is the steady cost: the first call after an idle
    // device took 20-60 us and the second 5-15 (H200, session 21's sweep: 4096^3 [46, 11.7, 4.6] us per position of
    // three calls, cuBLAS [24, 9.4, 8.8]), and with 3 calls per sample the median was the second call's.
    private static final int MIN_BATCH = 16;
    private static final int MAX_BATCH = 200;
    /** The least time of one round of the warm-up, ns (the compilers' total counts whole ms). */
    private static final long WARM_ROUND_NS = 20_000_000;
    /** The most time the warm-up takes for one call on one input, ns (a 76-shape sweep's cost: about a minute). */
    private static final long WARM_LIMIT_NS = 500_000_000L;
    /** Back-to-back warm-up calls between synchronizations. */
    private static final int WARM_CALLS_PER_SYNC = 256;

    /**
     * One call's end to end: {@code perCallNs} per sample (the samples' batch of calls and one synchronization, over
     * the calls), their median; {@code hostNsPerCallSamples} every call's own host time to return (the enqueue cost:
     * nothing waits for the device) with its median {@code hostNsPerCall}, {@code hostNsFirstCall} the median of each
     * sample's first call (after an idle device), {@code hostNsSameBuffers} the median of back-to-back calls on one set
     * of inputs; the warm-up's rounds and time.
     */
    public record Measured(List<Long> perCallNs, double medianNs, int callsPerSample, List<Long> hostNsPerCallSamples,
                           double hostNsPerCall, double hostNsFirstCall, double hostNsSameBuffers, int warmUpRounds,
                           double warmUpMs) {}

    private final DeviceSession session;
    private final int samples;
    private final JitQuiet jit = new JitQuiet();

    /** Times calls on {@code session} in max(3, repetitions / 2) samples. */
    public EndToEndTimer(DeviceSession session, int repetitions) {
        this.session = session;
        this.samples = Math.max(3, repetitions / 2);
    }

    /**
     * The host clock around back-to-back calls of {@code call} (rotating over {@code inputs}) and one synchronization,
     * per call; each sample spans about BATCH_NS of device time at {@code kernelNs} per call. The device is idle when
     * each sample starts.
     */
    public Measured time(List<Buffer[]> inputs, double kernelNs, Consumer<Buffer[]> call) {
        int batch = (int) Math.clamp((long) Math.ceil(BATCH_NS / Math.max(kernelNs, 1.0)), MIN_BATCH, MAX_BATCH);
        long warmStart = System.nanoTime();
        int warmUpRounds = warmUntilCompiled(inputs, batch, call);
        double warmUpMs = (System.nanoTime() - warmStart) / 1e6;
        long[] perCall = new long[samples];
        long[] host = new long[samples * batch];   // each call's own host time: the first after an idle device
        for (int s = 0; s < samples; s++) {        // costs more (measured up to 30 us), the median is the steady cost
            long start = System.nanoTime();
            hostTimedCalls(inputs, batch, call, host, s * batch);
            session.synchronize();
            long end = System.nanoTime();
            perCall[s] = Math.round((end - start) / (double) batch);
        }
        long[] first = new long[samples];
        for (int s = 0; s < samples; s++) {
            first[s] = host[s * batch];
        }
        return new Measured(Arrays.stream(perCall).boxed().toList(), Timing.median(perCall), batch,
                Arrays.stream(host).boxed().toList(), Timing.median(host), Timing.median(first),
                sameInputsHostNs(inputs.getFirst(), batch, call), warmUpRounds, warmUpMs);
    }

    /**
     * Warms this call's path (every input at least once, batch calls at least); on a GPU in rounds of at least
     * WARM_ROUND_NS, until a round passes in which the JIT compiled nothing or WARM_LIMIT_NS have passed (JitQuiet
     * says why). A CPU device's calls take milliseconds, so its host path does not show in them. Returns the rounds.
     */
    private int warmUntilCompiled(List<Buffer[]> inputs, int batch, Consumer<Buffer[]> call) {
        boolean gpu = session.device().isGpu();
        long limit = System.nanoTime() + WARM_LIMIT_NS;
        int rounds = 0;
        boolean quiet;
        do {
            rounds++;
            long compiled = jit.compiledMs();
            long roundEnd = System.nanoTime() + (gpu ? WARM_ROUND_NS : 0);
            int calls = 0;
            while (calls < Math.max(batch, inputs.size()) || System.nanoTime() < roundEnd) {
                call.accept(inputs.get(calls % inputs.size()));
                if (++calls % WARM_CALLS_PER_SYNC == 0) {
                    session.synchronize();   // never let the launch queue fill
                }
            }
            session.synchronize();
            quiet = !gpu || jit.quietSince(compiled);
        } while (!quiet && System.nanoTime() < limit);
        return rounds;
    }

    /** The median host time of {@code calls} back-to-back calls on one set of inputs, then one synchronization. */
    private long sameInputsHostNs(Buffer[] set, int calls, Consumer<Buffer[]> call) {
        long[] host = new long[calls];
        hostTimedCalls(List.<Buffer[]>of(set), calls, call, host, 0);
        session.synchronize();
        return Math.round(Timing.median(host));
    }

    /** {@code calls} back-to-back calls over {@code sets} in turn, each call's own host time into host[from...]. */
    private static void hostTimedCalls(List<Buffer[]> sets, int calls, Consumer<Buffer[]> call, long[] host,
                                       int from) {
        long before = System.nanoTime();
        for (int i = 0; i < calls; i++) {
            call.accept(sets.get(i % sets.size()));
            long after = System.nanoTime();
            host[from + i] = after - before;
            before = after;
        }
    }
}
