/*
 * `kernelscope bench cublas`: the cuBLAS FP32 SGEMM yardstick measured from Java. Verifies cublasSgemm at a small
 * odd size against a double-precision reference (an error that TF32 would cause fails it), then times N x N x N
 * with CUDA events after warm-ups, spot-checks the timed result, and reports the median and TFLOP/s.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Timing;
import dev.kernelscope.device.cuda.CublasSgemm;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "cublas", mixinStandardHelpOptions = true, sortOptions = false,
        description = "cuBLAS SGEMM (FP32, never TF32) from Java: verified against a double reference, then timed "
                + "with CUDA events at N x N x N. Needs a CUDA device (the default backend here is cuda).")
public final class BenchCublasCommand implements Callable<Integer> {
    /** Relative Frobenius error allowed: FP32 over K ~ 300 gives ~1e-7, TF32 (10-bit mantissa) ~1e-4. */
    static final double TOLERANCE = 1e-5;

    @Mixin
    DeviceSelection selection;

    @Option(names = "--size", paramLabel = "N", defaultValue = "4096",
            description = "M = N = K of the timed product (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--math", paramLabel = "MODE", defaultValue = "pedantic",
            description = "pedantic (CUBLAS_PEDANTIC_MATH, default), default (CUBLAS_DEFAULT_MATH) or both.")
    String math;

    @Option(names = "--warmups", paramLabel = "N", defaultValue = "10", description = "Untimed runs first (default ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "50",
            description = "Timed runs (default ${DEFAULT-VALUE}).")
    int repetitions;

    @Mixin
    RecordOutput recordOutput;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        OptionBounds.check("--size", size, 1, OptionBounds.MAX_CUBLAS_SIZE, "M = N = K");
        OptionBounds.warmups("--warmups", warmups);
        OptionBounds.repetitions("--repetitions", repetitions);
        recordOutput.check();
        List<CublasSgemm.MathMode> modes = switch (math.toLowerCase(Locale.ROOT)) {
            case "pedantic" -> List.of(CublasSgemm.MathMode.PEDANTIC);
            case "default" -> List.of(CublasSgemm.MathMode.DEFAULT);
            case "both" -> List.of(CublasSgemm.MathMode.PEDANTIC, CublasSgemm.MathMode.DEFAULT);
            default -> throw new InvalidInputException("--math must be pedantic, default or both; got '" + math + "'.");
        };
        if (selection.backend == null) {
            selection.backend = BackendKind.CUDA.cliName();
        }
        Device device = selection.select(Devices.discover());
        Map<String, Object> record = RunRecord.header("cublas-sgemm", spec, device);
        List<Map<String, Object>> runs = new ArrayList<>();
        try (DeviceSession session = Devices.open(device)) {
            for (CublasSgemm.MathMode mode : modes) {
                runs.add(measure(session, mode));
            }
        }
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("m", size);
        parameters.put("n", size);
        parameters.put("k", size);
        parameters.put("layout", "row-major (cublasSgemm_v2 on the transposed, column-major view)");
        parameters.put("alpha", 1.0);
        parameters.put("beta", 0.0);
        parameters.put("warmups", warmups);
        parameters.put("repetitions", repetitions);
        parameters.put("clock", "CUDA events around each call on the session's stream");
        record.put("parameters", parameters);
        record.put("runs", runs);
        recordOutput.emit(record, spec.commandLine().getOut(), out -> {
        out.printf(Locale.ROOT, "cuBLAS SGEMM %d x %d x %d on %s (driver %s):%n", size, size, size, device.label(),
                device.driverVersion());
        TextTable table = new TextTable("MATH MODE", "CUBLAS", "VERIFY ERROR", "SPOT ERROR", "MEDIAN", "MIN",
                "TFLOP/S (MEDIAN)");
        for (Map<String, Object> run : runs) {
            table.row(run.get("mathMode"), run.get("cublasVersion"),
                    String.format(Locale.ROOT, "%.2e", (Double) run.get("verifyRelativeError")),
                    String.format(Locale.ROOT, "%.2e", (Double) run.get("spotCheckRelativeError")),
                    String.format(Locale.ROOT, "%.3f ms", (Double) run.get("medianMs")),
                    String.format(Locale.ROOT, "%.3f ms", (Double) run.get("minMs")),
                    String.format(Locale.ROOT, "%.1f", (Double) run.get("tflopsMedian")));
        }
        out.print(table.render());
        });
        return 0;
    }

    private Map<String, Object> measure(DeviceSession session, CublasSgemm.MathMode mode) {
        Map<String, Object> run = new LinkedHashMap<>();
        try (CublasSgemm cublas = CublasSgemm.open(session, mode)) {
            run.put("mathMode", mode.cublasName());
            run.put("cublasVersion", cublas.version());
            double verifyError = verify(session, cublas);
            run.put("verifySize", List.of(VERIFY_M, VERIFY_N, VERIFY_K));
            run.put("verifyRelativeError", verifyError);
            if (!(verifyError < TOLERANCE)) {
                throw new GpuException(0, "WRONG_RESULT", "cublasSgemm_v2", mode.cublasName() + " gave a relative"
                        + " error of " + verifyError + " against the double reference (limit " + TOLERANCE
                        + "): not FP32", null);
            }
            float[] a = random((long) size * size, 31);
            float[] b = random((long) size * size, 32);
            try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats((long) size * size)) {
                dc.fill(Float.NaN);
                Timing timing = cublas.time(size, size, size, 1.0f, da, size, db, size, 0.0f, dc, size, warmups,
                        repetitions);
                double spot = spotCheck(a, b, dc);
                run.put("spotCheckRelativeError", spot);
                if (!(spot < TOLERANCE)) {
                    throw new GpuException(0, "WRONG_RESULT", "cublasSgemm_v2", "the timed " + size + "^3 product"
                            + " failed its spot check: relative error " + spot, null);
                }
                double flops = 2.0 * size * (double) size * size;
                run.put("medianMs", timing.medianNs() / 1e6);
                run.put("minMs", timing.minNs() / 1e6);
                run.put("tflopsMedian", flops / (timing.medianNs() * 1e-9) / 1e12);
                run.put("tflopsBest", flops / (timing.minNs() * 1e-9) / 1e12);
                run.put("timing", RunRecord.timing(timing));
            }
        }
        return run;
    }

    private static final int VERIFY_M = 257;
    private static final int VERIFY_N = 263;
    private static final int VERIFY_K = 301;

    /** Relative Frobenius error of a 257 x 263 x 301 product (alpha 1, beta 0) against double precision. */
    private static double verify(DeviceSession session, CublasSgemm cublas) {
        float[] a = random((long) VERIFY_M * VERIFY_K, 41);
        float[] b = random((long) VERIFY_K * VERIFY_N, 42);
        try (Buffer da = session.floats(a); Buffer db = session.floats(b);
                Buffer dc = session.floats((long) VERIFY_M * VERIFY_N)) {
            dc.fill(Float.NaN);
            cublas.sgemm(VERIFY_M, VERIFY_N, VERIFY_K, 1.0f, da, VERIFY_K, db, VERIFY_N, 0.0f, dc, VERIFY_N);
            float[] c = dc.readFloats();
            double error = 0;
            double norm = 0;
            for (int i = 0; i < VERIFY_M; i++) {
                for (int j = 0; j < VERIFY_N; j++) {
                    double expected = 0;
                    for (int p = 0; p < VERIFY_K; p++) {
                        expected += (double) a[i * VERIFY_K + p] * b[p * VERIFY_N + j];
                    }
                    double diff = c[i * VERIFY_N + j] - expected;
                    error += diff * diff;
                    norm += expected * expected;
                }
            }
            return Double.isNaN(error) ? Double.NaN : Math.sqrt(error / norm);
        }
    }

    /** Relative error of 256 random elements of the timed product against double dot products. */
    private double spotCheck(float[] a, float[] b, Buffer dc) {
        Random random = new Random(7);
        float[] c = dc.readFloats();
        double error = 0;
        double norm = 0;
        for (int s = 0; s < 256; s++) {
            int i = random.nextInt(size);
            int j = random.nextInt(size);
            double expected = 0;
            for (int p = 0; p < size; p++) {
                expected += (double) a[(int) ((long) i * size + p)] * b[(int) ((long) p * size + j)];
            }
            double diff = c[(int) ((long) i * size + j)] - expected;
            error += diff * diff;
            norm += expected * expected;
        }
        return Double.isNaN(error) ? Double.NaN : Math.sqrt(error / norm);
    }

    private static float[] random(long count, long seed) {
        if (count > Integer.MAX_VALUE - 8) {
            throw new InvalidInputException("--size " + (long) Math.sqrt(count) + " makes matrices larger than a Java"
                    + " array; use at most 46340.");
        }
        Random random = new Random(seed);
        float[] data = new float[(int) count];
        for (int i = 0; i < data.length; i++) {
            data[i] = random.nextFloat() * 2 - 1;
        }
        return data;
    }
}
