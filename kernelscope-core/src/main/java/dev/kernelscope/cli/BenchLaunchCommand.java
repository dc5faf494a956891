/*
 * `kernelscope bench launch`: what one kernel launch costs from Java. Latency: enqueue one empty kernel (one
 * work-item) and wait for it (clFinish), timed on the host, N times; throughput: N enqueues back to back, then one
 * wait. The session has profiling off, like a plain C program (bench/native/launch_latency.c does the same loop).
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.SampleKernel;
import dev.kernelscope.device.SessionOptions;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "launch", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Empty-kernel launch latency (enqueue + finish, host clock) and enqueue throughput, median of N.")
public final class BenchLaunchCommand implements Callable<Integer> {
    @Mixin
    DeviceSelection selection;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "10000",
            description = "Timed launches per measurement (default ${DEFAULT-VALUE}).")
    int iterations;

    // 20,000, not the C baseline's 1,000: the JIT compiles the launch path with its optimizing tier only after some
    // 10,000 calls. On the H100 (docs/results/h100/opencl-runtime.md) Java measured 9.2-11.5 us after 1,000 warm-ups
    // and 8.9-9.9 us after 20,000, against C's 9.5-9.7 us, in alternated runs.
    @Option(names = "--warmups", paramLabel = "N", defaultValue = "20000",
            description = "Untimed launches first, so the JIT reaches steady state (default ${DEFAULT-VALUE}).")
    int warmups;

    @Mixin
    RecordOutput recordOutput;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        OptionBounds.check("--iterations", iterations, 1, OptionBounds.MAX_LAUNCH_ITERATIONS,
                "two samples of 8 bytes are kept per launch");
        OptionBounds.check("--warmups", warmups, 0, OptionBounds.MAX_LAUNCH_ITERATIONS, "");
        recordOutput.check();
        Device device = selection.select(Devices.discover());
        long[] latency = new long[iterations];
        long[] enqueue = new long[iterations];
        long burstNs;
        try (DeviceSession session = Devices.open(device, SessionOptions.NO_PROFILING);
                Kernel empty = SampleKernel.EMPTY.compile(session).kernel("empty")) {
            Geometry one = Geometry.of(1, 1);
            for (int i = 0; i < warmups; i++) {
                empty.launch(one);
                session.synchronize();
            }
            for (int i = 0; i < iterations; i++) {
                long start = System.nanoTime();
                empty.launch(one);
                session.synchronize();
                latency[i] = System.nanoTime() - start;
            }
            long burstStart = System.nanoTime();
            for (int i = 0; i < iterations; i++) {
                long start = System.nanoTime();
                empty.launch(one);
                enqueue[i] = System.nanoTime() - start;
            }
            session.synchronize();
            burstNs = System.nanoTime() - burstStart;
        }
        Timing latencyTiming = Timing.of(latency, warmups);
        Timing enqueueTiming = Timing.of(enqueue, 0);

        Map<String, Object> record = RunRecord.header("launch", spec, device);
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("kernel", "empty (sample empty.cl)");
        parameters.put("globalSize", 1);
        parameters.put("localSize", 1);
        parameters.put("iterations", iterations);
        parameters.put("warmups", warmups);
        parameters.put("profiling", false);
        parameters.put("clock", "host System.nanoTime around launch + clFinish (latency) or the enqueue alone");
        record.put("parameters", parameters);
        Map<String, Object> results = new LinkedHashMap<>();
        results.put("latencyMedianUs", latencyTiming.medianNs() / 1e3);
        results.put("latencyMinUs", latencyTiming.minNs() / 1e3);
        results.put("enqueueMedianUs", enqueueTiming.medianNs() / 1e3);
        results.put("burstLaunchesPerSecond", iterations / (burstNs / 1e9));
        results.put("burstTotalNs", burstNs);
        record.put("results", results);
        Map<String, Object> samples = new LinkedHashMap<>();
        samples.put("latencyNs", latencyTiming.samplesNs());
        samples.put("enqueueNs", enqueueTiming.samplesNs());
        record.put("samples", samples);
        recordOutput.emit(record, spec.commandLine().getOut(), out -> {
        out.printf(Locale.ROOT, "Launch of an empty kernel on %s (%s, driver %s), %,d iterations after %,d warm-ups:%n",
                device.label(), device.platform(), device.driverVersion(), iterations, warmups);
        out.print(new TextTable("MEASURE", "MEDIAN", "MIN", "P90")
                .row("enqueue + finish latency", us(latencyTiming.medianNs()), us(latencyTiming.minNs()), us(p90(latency)))
                .row("enqueue alone (in a burst)", us(enqueueTiming.medianNs()), us(enqueueTiming.minNs()), us(p90(enqueue)))
                .render());
        out.printf(Locale.ROOT, "Burst throughput: %,.0f launches/s (%,d enqueues, then one finish).%n",
                iterations / (burstNs / 1e9), iterations);
        });
        return 0;
    }

    private static String us(double ns) {
        return String.format(Locale.ROOT, "%.2f us", ns / 1e3);
    }

    private static double p90(long[] samples) {
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)];
    }
}
