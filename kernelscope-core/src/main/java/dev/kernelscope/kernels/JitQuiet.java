/*
 * Whether the JVM's just-in-time compilers finished anything during a stretch of calls: the end-to-end benchmark warms
 * each API's host path in rounds until one passes with no compilation, so that the calls it times run the compiled
 * code an application's loop runs rather than code still being compiled.
 */
package dev.kernelscope.kernels;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * Why (H200, session 28): in 9 of 19 CUDA processes the first or second rung measured took 11-26 us of host time
 * per call where the same calls later in a process took 2-6 us (170x42x1055, the sweep's third shape, 25.9 us against
 * 4.0; docs/results/h200/session28), for a few hundred ms after GemmBenchmark.warmHostPaths; a host-bound call's end
 * to end then measured that, not the library. On PoCL a new shape's host time per call fell from 9.8 us over its
 * first 100 calls to 2 us from the 201st, after the same four warm-up shapes (tools/hostcost/GemmHostWarmUp,
 * docs/results/local/host-warm-up). On the H200, the sweep's first six shapes in fresh processes, two each
 * (docs/results/h200/session29, first-*): 170x42x1055 took 25-28 us of host time per call before this warm-up and 6-7
 * after (55.4 / 61.6 -> 136.4 / 122.7% of cuBLAS end to end), in 4-5 rounds of 82-105 ms.
 */
public final class JitQuiet {
    private final CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
    private final boolean monitored = compiler != null && compiler.isCompilationTimeMonitoringSupported();

    /** The compilers' accumulated time, ms (0 where the JVM does not say, so every stretch reads as quiet). */
    public long compiledMs() {
        return monitored ? compiler.getTotalCompilationTime() : 0;
    }

    /** Whether the compilers finished nothing since {@code before} (a value of compiledMs). */
    public boolean quietSince(long before) {
        return compiledMs() == before;
    }
}
