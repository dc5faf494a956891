/*
 * Compares the simulator with measured microbenchmarks (bench/simulate/latency_hiding.cu): reads the measured
 * cycle spans (measured.json) and each kernel's timed loop from its SASS (sass-counts.json), runs each point's loop on
 * the same resources (groups per unit from the occupancy model with the kernel's registers and shared bytes), and
 * reports the relative error of the predicted warp-iterations per cycle and the order in which the waves finish.
 * Calibration points fixed a parameter; the rest validate, and those the model was not developed on are held out.
 */
package dev.kernelscope.model.sim;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.model.arch.Architecture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

public final class HardwareComparison {
    /**
     * The points the sm_90 parameters were calibrated on, as kernel/ALU/threads x groups: memoryLatency (one warp
     * streaming), memoryContention (64 warps streaming), sharedLatency (one warp's dependent shared-memory chase) and
     * barrierLatency (one 1024-thread group doing nothing but barriers).
     */
    public static final List<String> CALIBRATION = List.of("stream/4/32x1", "stream/4/1024x2", "chase/0/32x1", "sync/0/32x1",
            "sync/0/1024x1");

    /**
     * Points the model's mechanisms were developed on (the first H100 round: the streaming kernels and the barrier
     * kernel with 16, 64 and 256 FFMA per phase in 1024-thread groups); every other point is held out.
     */
    static boolean development(String kernel, int alu, int threads) {
        return kernel.equals("stream") || kernel.equals("barrier") && threads == 1024 && (alu == 16 || alu == 64 || alu == 256);
    }

    /**
     * @param kernel       the microbenchmark kernel (stream, barrier, shared, chase, sync)
     * @param alu          FFMA per iteration in the source
     * @param threads      threads per group
     * @param warps        resident warps per SM
     * @param groups       blocks per SM
     * @param instructions SASS instructions per loop iteration
     * @param measured     measured warp-iterations per SM cycle
     * @param simulated    simulated warp-iterations per cycle
     * @param error        simulated / measured - 1
     * @param calibration  whether this point fixed a parameter
     * @param heldOut      whether this point played no part in developing the model
     * @param bound        the simulator's bound at this point
     * @param measuredOlderFirst  fraction of wave pairs (launch order) in which the earlier wave left its loop first;
     *                            NaN where not measured
     * @param simulatedOlderFirst the same in the simulation
     * @param measuredExitSpread  (last loop exit - first loop exit) / span; NaN where not measured
     * @param simulatedExitSpread the same in the simulation
     */
    public record Point(String kernel, int alu, int threads, int warps, int groups, int instructions, double measured,
                        double simulated, double error, boolean calibration, boolean heldOut, String bound,
                        double measuredOlderFirst, double simulatedOlderFirst, double measuredExitSpread,
                        double simulatedExitSpread) {
        public String key() {
            return kernel + "/" + alu + "/" + threads + "x" + groups;
        }
    }

    /** Error statistics over a set of points. */
    public record Stats(int points, int within10, double meanAbsError, double maxAbsError) {
        static Stats of(List<Point> points) {
            double sum = 0, max = 0;
            int within = 0;
            for (Point p : points) {
                double e = Math.abs(p.error());
                sum += e;
                max = Math.max(max, e);
                within += e <= 0.10 ? 1 : 0;
            }
            return new Stats(points.size(), within, points.isEmpty() ? 0 : sum / points.size(), max);
        }
    }

    public record Comparison(String arch, List<Point> points, Stats validation, Stats development, Stats heldOut,
                             List<String> calibration, Map<String, Object> parameters, List<GroupCase> groupCases) {
    }

    /**
     * Seed 000's case and its variants: throughput of the same barrier kernel with {@code more} groups over
     * {@code fewer}; e.g. 2 x 1024 over 1 x 1024 threads per SM (seed 000), or 2 x 512 over 1 x 1024 (same warps).
     */
    public record GroupCase(int alu, String fewer, String more, double measuredSpeedup, double simulatedSpeedup, double error) {
    }

    /** The two files --validate reads from its folder. */
    public static final String MEASURED_FILE = "measured.json";
    public static final String COUNTS_FILE = "sass-counts.json";

    private HardwareComparison() {
    }

    public static Comparison compare(Architecture arch, Path folder, Map<String, String> settings) {
        JsonNode measured = read(folder.resolve(MEASURED_FILE));
        JsonNode sass = read(folder.resolve(COUNTS_FILE));
        if (!measured.path("points").isArray() || measured.path("points").isEmpty()) {
            // else an empty table and "0 points, mean |error| 0.0%" exited 0, as if the model had been validated
            throw new InvalidInputException(folder.resolve(MEASURED_FILE) + " holds no measured points (a \"points\""
                    + " array, as bench/simulate/latency_hiding.cu writes it): nothing to compare.");
        }
        List<Point> points = new ArrayList<>();
        SimParameters params = null;
        for (JsonNode pt : measured.path("points")) {
            String kernel = pt.path("kernel").asText();
            int alu = pt.path("alu").asInt();
            // the kernels are templates kernel_kernel<ALU>(const float*, float*, long long*, int, int)
            String base = kernel + "_kernel";
            String function = "_Z" + base.length() + base + "ILi" + alu + "EEvPKfPfPxii";
            JsonNode counts = sass.path(function);
            if (counts.isMissingNode()) {
                throw new InvalidInputException("sass-counts.json has no loop counts for " + function + ".");
            }
            int total = counts.path("total").asInt();
            int iters = pt.path("iters").asInt();
            Program program = ProgramParser.parse(kernel + "-" + alu, loopProgram(kernel, counts, total, iters));
            int threads = pt.path("threads").asInt();
            SimRequest request = new SimRequest(arch, program, threads, pt.path("registers").asInt(),
                    pt.path("sharedBytes").asInt(), 0, 1, SimRequest.DEFAULT_MAX_CYCLES * 10, 0, settings);
            params = request.parameters();
            FinishOrder order = new FinishOrder();
            SimResult r = request.run(order);
            int waves = r.unit().residentWaves();
            int warps = pt.path("warpsPerSm").asInt();
            if (waves != warps) {
                throw new InvalidInputException("the occupancy model gives " + waves + " resident warps for " + kernel + " alu=" + alu
                        + " where the device ran " + warps + " (blocks per SM " + pt.path("blocksPerSm").asInt() + ").");
            }
            double sim = (double) waves * iters / r.cycles();
            double meas = warps * (double) iters / pt.path("cyclesMedian").asDouble();
            int groups = r.unit().groupsPerUnit();
            String key = kernel + "/" + alu + "/" + threads + "x" + groups;
            points.add(new Point(kernel, alu, threads, warps, groups, total, meas, sim, sim / meas - 1,
                    CALIBRATION.contains(key), !development(kernel, alu, threads), r.bound(),
                    pt.path("olderFirstFraction").asDouble(Double.NaN), order.olderFirst(),
                    pt.path("exitSpreadFraction").asDouble(Double.NaN), order.spread() / r.cycles()));
        }
        List<Point> validation = points.stream().filter(p -> !p.calibration()).toList();
        return new Comparison(arch.id(), points, Stats.of(validation),
                Stats.of(validation.stream().filter(p -> !p.heldOut()).toList()),
                Stats.of(validation.stream().filter(Point::heldOut).toList()),
                CALIBRATION, params == null ? Map.of() : params.values(), groupCases(points));
    }

    /** The loop of one point as a simulator program. */
    private static String loopProgram(String kernel, JsonNode counts, int total, int iters) {
        if (counts.path("program").isArray()) {
            // the loop as the SASS has it (sass_loop_counts.py): its classes in order, and the control codes'
            // stall cycles as waits where no load or barrier covers them
            StringBuilder body = new StringBuilder("loop " + iters + " {\n");
            counts.path("program").forEach(line -> body.append(' ').append(line.asText()).append('\n'));
            return body.append("}\n").toString();
        }
        // counts recorded before the SASS programs were (the first H100 round): the loop's classes only
        return switch (kernel) {
            // one LDG whose value every other instruction (FFMA chains, address update) waits for
            case "stream" -> "loop " + iters + " {\n mem 1\n alu " + (total - 1) + "\n}\n";
            // LDG -> STS, barrier, LDS -> FFMAs, barrier; the loop's other instructions counted as ALU
            case "barrier" -> "loop " + iters + " {\n mem 1\n sts 1\n barrier\n lds 1\n alu " + (total - 5) + "\n barrier\n}\n";
            default -> throw new InvalidInputException("sass-counts.json has no program for the " + kernel + " kernel;"
                    + " regenerate it with bench/simulate/sass_loop_counts.py.");
        };
    }

    /** Same kernel and ALU, more groups per SM over fewer (seed 000's 1 vs 2 groups, and 1 x 1024 vs 2 x 512). */
    private static List<GroupCase> groupCases(List<Point> points) {
        List<GroupCase> cases = new ArrayList<>();
        for (Point fewer : points) {
            if (!fewer.kernel().equals("barrier")) {
                continue;
            }
            for (Point more : points) {
                boolean seed000 = more.threads() == fewer.threads() && more.groups() == 2 * fewer.groups() && fewer.groups() == 1;
                boolean sameWarps = more.warps() == fewer.warps() && more.threads() * 2 == fewer.threads();
                if (more.kernel().equals("barrier") && more.alu() == fewer.alu() && (seed000 || sameWarps)) {
                    double ms = more.measured() / fewer.measured();
                    double ss = more.simulated() / fewer.simulated();
                    cases.add(new GroupCase(fewer.alu(), fewer.groups() + " x " + fewer.threads(),
                            more.groups() + " x " + more.threads(), ms, ss, ss / ms - 1));
                }
            }
        }
        return cases;
    }

    /** Collects each wave's finish cycle (wave ids are in launch order) for the finish-order statistics. */
    private static final class FinishOrder implements SimObserver {
        private final TreeMap<Long, Long> finished = new TreeMap<>();

        @Override
        public void waveFinished(long waveId, long cycle) {
            finished.put(waveId, cycle);
        }

        double olderFirst() {
            long[] t = finished.values().stream().mapToLong(Long::longValue).toArray();
            long pairs = 0, older = 0;
            for (int i = 0; i < t.length; i++) {
                for (int j = i + 1; j < t.length; j++) {
                    if (t[i] != t[j]) {
                        pairs++;
                        older += t[i] < t[j] ? 1 : 0;
                    }
                }
            }
            return pairs == 0 ? 0.5 : (double) older / pairs;
        }

        double spread() {
            if (finished.isEmpty()) {
                return 0;
            }
            long min = Long.MAX_VALUE, max = Long.MIN_VALUE;
            for (long c : finished.values()) {
                min = Math.min(min, c);
                max = Math.max(max, c);
            }
            return max - min;
        }
    }

    private static JsonNode read(Path file) {
        try {
            return new ObjectMapper().readTree(Files.readString(file));
        } catch (IOException e) {
            throw new InvalidInputException(String.format(Locale.ROOT, "cannot read %s: %s (give the folder holding"
                    + " %s and %s, e.g. docs/results/h100/simulate).", file, UserText.ioFailure(e),
                    MEASURED_FILE, COUNTS_FILE), e);
        }
    }
}
