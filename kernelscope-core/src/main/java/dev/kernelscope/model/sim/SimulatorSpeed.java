/*
 * How fast the simulator runs on one core: a request simulated repeatedly on the calling thread (warm-up first),
 * each run's wall time and wave-instructions kept, the median rate reported. Used by `kernelscope bench simulator`.
 */
package dev.kernelscope.model.sim;

import java.util.ArrayList;
import java.util.List;

public final class SimulatorSpeed {
    /**
     * @param name                 what ran
     * @param instructionsPerRun   wave-instructions one run simulates
     * @param cyclesPerRun         simulated cycles per run
     * @param secondsPerRun        every timed run's wall time
     * @param medianSeconds        median of secondsPerRun: how long this what-if takes to answer
     * @param instructionsPerSecond instructionsPerRun / medianSeconds
     */
    public record Speed(String name, long instructionsPerRun, long cyclesPerRun, List<Double> secondsPerRun,
                        double medianSeconds, double instructionsPerSecond) {
    }

    private SimulatorSpeed() {
    }

    public static Speed measure(String name, SimRequest request, double minSeconds, int minRuns) {
        long deadline = System.nanoTime() + (long) (minSeconds * 0.3e9);
        SimResult r = request.run();
        while (System.nanoTime() < deadline) {   // warm-up: JIT the simulator loop
            r = request.run();
        }
        List<Double> samples = new ArrayList<>();
        long end = System.nanoTime() + (long) (minSeconds * 1e9);
        while (samples.size() < minRuns || System.nanoTime() < end) {
            long t0 = System.nanoTime();
            r = request.run();
            samples.add((System.nanoTime() - t0) / 1e9);
        }
        List<Double> sorted = new ArrayList<>(samples);
        sorted.sort(null);
        double median = sorted.get(sorted.size() / 2);
        return new Speed(name, r.instructions(), r.cycles(), List.copyOf(samples), median, r.instructions() / median);
    }
}
