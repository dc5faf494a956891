/*
 * `kernelscope bench copy`: device-to-device copy bandwidth, counted as bytes read + bytes written, measured two
 * ways with device timestamps: the driver's buffer copy (clEnqueueCopyBuffer) and the copy_float4 sample kernel
 * (the roof that later kernels compare against). Buffers default to 1 GiB on a GPU, far beyond any L2, and 256 MiB
 * elsewhere; the copy is verified (poisoned target, sampled slices) before it is timed.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.SampleKernel;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "copy", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Device-to-device copy bandwidth (GB/s of bytes read + written, median), by the driver's copy "
                + "and by the copy_float4 kernel.")
public final class BenchCopyCommand implements Callable<Integer> {
    private static final float PATTERN = 1.25f;
    private static final int GROUP = 256;

    @Mixin
    DeviceSelection selection;

    @Option(names = "--size-mib", paramLabel = "MIB",
            description = "Bytes per buffer in MiB (default: 1024 on a GPU, 256 otherwise; capped by the device's "
                    + "allocation limit).")
    Long sizeMib;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "30",
            description = "Timed copies per method (default ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--warmups", paramLabel = "N", defaultValue = "3", description = "Untimed copies first (default ${DEFAULT-VALUE}).")
    int warmups;

    @Mixin
    RecordOutput recordOutput;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        OptionBounds.repetitions("--repetitions", repetitions);
        OptionBounds.warmups("--warmups", warmups);
        if (sizeMib != null) {
            OptionBounds.check("--size-mib", sizeMib, 1, OptionBounds.MAX_COPY_MIB, "");
        }
        recordOutput.check();
        Device device = selection.select(Devices.discover());
        long bytes = bufferBytes(device);
        long floats = bytes / Float.BYTES;
        Timing driverCopy;
        Timing kernelCopy;
        try (DeviceSession session = Devices.open(device); Buffer source = session.floats(floats);
                Buffer target = session.floats(floats);
                Kernel copy = SampleKernel.COPY_FLOAT4.compile(session).kernel("copy_float4")) {
            source.fill(PATTERN);

            target.fill(Float.NaN);
            target.copyFrom(source);
            verify(target, "clEnqueueCopyBuffer");
            driverCopy = session.timeCopy(source, target, floats, warmups, repetitions);

            target.fill(Float.NaN);
            Geometry geometry = Geometry.of(floats / 4, GROUP);
            copy.args(source, target).launch(geometry);
            verify(target, "copy_float4");
            kernelCopy = copy.time(geometry, warmups, repetitions);
        }

        Map<String, Object> record = RunRecord.header("copy", spec, device);
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("bytesPerBuffer", bytes);
        parameters.put("bytesMovedPerCopy", 2 * bytes);
        parameters.put("kernelGeometry", "global " + floats / 4 + ", local " + GROUP);
        parameters.put("warmups", warmups);
        parameters.put("repetitions", repetitions);
        parameters.put("clock", "device profiling timestamps (CL_PROFILING_COMMAND_END - START)");
        record.put("parameters", parameters);
        Map<String, Object> results = new LinkedHashMap<>();
        results.put("driverCopyGBps", gbps(bytes, driverCopy.medianNs()));
        results.put("driverCopyBestGBps", gbps(bytes, driverCopy.minNs()));
        results.put("kernelCopyGBps", gbps(bytes, kernelCopy.medianNs()));
        results.put("kernelCopyBestGBps", gbps(bytes, kernelCopy.minNs()));
        record.put("results", results);
        Map<String, Object> timings = new LinkedHashMap<>();
        timings.put("clEnqueueCopyBuffer", RunRecord.timing(driverCopy));
        timings.put("copy_float4", RunRecord.timing(kernelCopy));
        record.put("timings", timings);
        recordOutput.emit(record, spec.commandLine().getOut(), out -> {
        out.printf(Locale.ROOT, "Device-to-device copy on %s (%s, driver %s): %,d MiB per buffer, "
                        + "GB/s = (bytes read + written) / device time, %d repetitions after %d warm-ups:%n",
                device.label(), device.platform(), device.driverVersion(), bytes >> 20, repetitions, warmups);
        out.print(new TextTable("METHOD", "MEDIAN", "BEST", "MEDIAN TIME")
                .row("clEnqueueCopyBuffer", gb(bytes, driverCopy.medianNs()), gb(bytes, driverCopy.minNs()),
                        ms(driverCopy.medianNs()))
                .row("copy_float4 kernel", gb(bytes, kernelCopy.medianNs()), gb(bytes, kernelCopy.minNs()),
                        ms(kernelCopy.medianNs()))
                .render());
        });
        return 0;
    }

    private long bufferBytes(Device device) {
        long wanted = sizeMib != null ? sizeMib << 20 : (device.isGpu() ? 1024L << 20 : 256L << 20);
        long limit = Math.min(device.maxAllocBytes(), device.globalMemBytes() / 3);
        long bytes = Math.min(wanted, limit);
        bytes = bytes / (Float.BYTES * 4L * GROUP) * (Float.BYTES * 4L * GROUP); // whole float4 groups
        if (sizeMib != null && bytes < wanted) {
            // Said aloud: the record's bytesPerBuffer is not what was asked for.
            spec.commandLine().getErr().println("kernelscope: --size-mib " + sizeMib + " is more than "
                    + device.label() + " can hold twice (one allocation at most " + (device.maxAllocBytes() >> 20)
                    + " MiB, two buffers within a third of " + (device.globalMemBytes() >> 20) + " MiB); measuring with "
                    + (bytes >> 20) + " MiB per buffer instead.");
        }
        return bytes;
    }

    /** Reads 16 slices of 4 KiB spread over the buffer: every element must hold the pattern. */
    private static void verify(Buffer target, String method) {
        float[] slice = new float[1024];
        long length = target.length();
        for (int s = 0; s < 16; s++) {
            long at = Math.min(length - slice.length, s * (length / 16));
            if (s == 15) {
                at = length - slice.length;
            }
            target.read(at, slice, 0, slice.length);
            for (int i = 0; i < slice.length; i++) {
                if (slice[i] != PATTERN) {
                    throw new GpuException(0, "VERIFICATION_FAILED", method, "element " + (at + i) + " holds "
                            + slice[i] + " instead of " + PATTERN + " after the copy", null);
                }
            }
        }
    }

    private static double gbps(long bytes, double ns) {
        return 2.0 * bytes / ns; // bytes per ns = GB/s
    }

    private static String gb(long bytes, double ns) {
        return String.format(Locale.ROOT, "%.1f GB/s", gbps(bytes, ns));
    }

    private static String ms(double ns) {
        return String.format(Locale.ROOT, "%.3f ms", ns / 1e6);
    }
}
