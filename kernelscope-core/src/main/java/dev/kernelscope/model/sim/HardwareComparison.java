/*
 * Compares the simulator with measured microbenchmarks (bench/simulate/latency_hiding.cu): reads the measured
 * cycle spans (measured.json) and the loop's SASS counts (sass-counts.json), runs each point's program on the same
 * resources (groups per unit from the occupancy model with the kernel's registers and shared bytes), and reports the
 * relative error of the predicted warp-iterations per cycle. Points marked calibration fixed memoryLatency and
 * memoryContention; the rest validate.
 */
package dev.kernelscope.model.sim;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class HardwareComparison {
    /** The points the sm_90 parameters were calibrated on: (kernel, ALU per load, warps per SM). */
    public static final List<String> CALIBRATION = List.of("stream/4/1", "stream/4/64");

    /**
     * @param kernel      stream or barrier
     * @param alu         FFMA per load in the source
     * @param warps       resident warps per SM
     * @param groups      blocks per SM
     * @param instructions SASS instructions per loop iteration
     * @param measured    measured warp-iterations per SM cycle
     * @param simulated   simulated warp-iterations per cycle
     * @param error       simulated / measured - 1
     * @param calibration whether this point fixed a parameter
     * @param bound       the simulator's bound at this point
     */
    public record Point(String kernel, int alu, int warps, int groups, int instructions, double measured, double simulated,
                        double error, boolean calibration, String bound) {
    }

    public record Comparison(String arch, List<Point> points, double meanAbsError, double maxAbsError,
                             double meanAbsErrorValidation, double maxAbsErrorValidation, int within10, int validationPoints,
                             List<String> calibration, Map<String, Object> parameters, List<BarrierCase> barrierCases) {
    }

    /** Seed 000's case: the same barrier kernel at 1 and 2 groups per SM; slowdown = throughput(2) / throughput(1). */
    public record BarrierCase(int alu, double measuredSpeedup, double simulatedSpeedup, double error) {
    }

    private HardwareComparison() {
    }

    public static Comparison compare(Architecture arch, Path folder, Map<String, String> settings) {
        JsonNode measured = read(folder.resolve("measured.json"));
        JsonNode sass = read(folder.resolve("sass-counts.json"));
        List<Point> points = new ArrayList<>();
        SimParameters params = null;
        for (JsonNode pt : measured.path("points")) {
            String kernel = pt.path("kernel").asText();
            int alu = pt.path("alu").asInt();
            String function = kernel.equals("stream") ? "_Z13stream_kernelILi" + alu + "EEvPKfPfPxii"
                    : "_Z14barrier_kernelILi" + alu + "EEvPKfPfPxii";
            JsonNode counts = sass.path(function);
            if (counts.isMissingNode()) {
                throw new InvalidInputException("sass-counts.json has no loop counts for " + function + ".");
            }
            int total = counts.path("total").asInt();
            int iters = pt.path("iters").asInt();
            String text = kernel.equals("stream")
                    // the loop: one LDG whose value every other instruction (FFMA chains, address update) waits for
                    ? "loop " + iters + " {\n mem 1\n alu " + (total - 1) + "\n}\n"
                    // LDG -> STS, barrier, LDS -> FFMAs, barrier; the loop's other instructions counted as ALU
                    : "loop " + iters + " {\n mem 1\n sts 1\n barrier\n lds 1\n alu " + (total - 5) + "\n barrier\n}\n";
            Program program = ProgramParser.parse(kernel + "-" + alu, text);
            SimRequest request = new SimRequest(arch, program, pt.path("threads").asInt(), pt.path("registers").asInt(),
                    pt.path("sharedBytes").asInt(), 0, 1, SimRequest.DEFAULT_MAX_CYCLES * 10, 0, settings);
            params = request.parameters();
            SimResult r = request.run();
            int waves = r.unit().residentWaves();
            int warps = pt.path("warpsPerSm").asInt();
            if (waves != warps) {
                throw new InvalidInputException("the occupancy model gives " + waves + " resident warps for " + kernel + " alu=" + alu
                        + " where the device ran " + warps + " (blocks per SM " + pt.path("blocksPerSm").asInt() + ").");
            }
            double sim = (double) waves * iters / r.cycles();
            double meas = warps * (double) iters / pt.path("cyclesMedian").asDouble();
            String key = kernel + "/" + alu + "/" + warps;
            points.add(new Point(kernel, alu, warps, r.unit().groupsPerUnit(), total, meas, sim, sim / meas - 1,
                    CALIBRATION.contains(key), r.bound()));
        }
        double sum = 0, max = 0, sumV = 0, maxV = 0;
        int within = 0, nV = 0;
        for (Point p : points) {
            double e = Math.abs(p.error());
            sum += e;
            max = Math.max(max, e);
            if (!p.calibration()) {
                sumV += e;
                maxV = Math.max(maxV, e);
                nV++;
                within += e <= 0.10 ? 1 : 0;
            }
        }
        List<BarrierCase> barrier = new ArrayList<>();
        for (Point one : points) {
            if (one.kernel().equals("barrier") && one.groups() == 1) {
                for (Point two : points) {
                    if (two.kernel().equals("barrier") && two.alu() == one.alu() && two.groups() == 2) {
                        double ms = two.measured() / one.measured();
                        double ss = two.simulated() / one.simulated();
                        barrier.add(new BarrierCase(one.alu(), ms, ss, ss / ms - 1));
                    }
                }
            }
        }
        return new Comparison(arch.id(), points, sum / Math.max(1, points.size()), max, sumV / Math.max(1, nV), maxV, within, nV,
                CALIBRATION, params == null ? Map.of() : params.values(), barrier);
    }

    private static JsonNode read(Path file) {
        try {
            return new ObjectMapper().readTree(Files.readString(file));
        } catch (IOException e) {
            throw new InvalidInputException(String.format(Locale.ROOT, "cannot read %s: %s (give the folder holding"
                    + " measured.json and sass-counts.json, e.g. docs/results/h100/simulate).", file, e.getMessage()), e);
        }
    }
}
