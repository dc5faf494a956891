/*
 * A child-process workload for JvmHandlersAfterDiscoveryTest: loads every GPU library present (Devices.discover), then
 * keeps several threads in compiled loops while forcing safepoints, whose polls fault on purpose. Before the fix, with
 * PoCL installed, libLLVM's one-shot SIGSEGV handler turned two simultaneous polls into a SIGSEGV death (no hs_err).
 */
package dev.kernelscope.device;

import dev.kernelscope.device.internal.JvmSignalHandlers;

public final class SafepointStress {
    private static volatile boolean stop;
    private static volatile long sink;

    private SafepointStress() {}

    public static void main(String[] args) throws InterruptedException {
        Devices.discover();
        int threads = Math.max(4, Runtime.getRuntime().availableProcessors());
        Thread[] spinners = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            spinners[t] = new Thread(() -> {
                long value = 0;
                while (!stop) {
                    for (int i = 0; i < 1_000_000; i++) {
                        value += i ^ (value >>> 3);
                    }
                }
                sink += value;
            });
            spinners[t].start();
        }
        Thread.sleep(1_000); // the loops get compiled (C2, with safepoint polls in them)
        for (int i = 0; i < 200; i++) {
            System.gc(); // a safepoint: every spinning thread faults on its poll page at once
        }
        stop = true;
        for (Thread spinner : spinners) {
            spinner.join();
        }
        System.out.println("survived; JVM handlers displaced: " + JvmSignalHandlers.displaced());
    }
}
