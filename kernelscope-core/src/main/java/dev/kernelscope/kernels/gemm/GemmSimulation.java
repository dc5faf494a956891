/*
 * Simulator programs for the SGEMM rungs, derived from their compiled sm_90 SASS: `kernelscope gemm` compiled each
 * rung with NVRTC on the H100, cuobjdump listed it (docs/results/h100/simulate/sass), and SassProgram turns the
 * listing into a program; fromSass adds the trip counts for a product of depth K. The derived programs ship as
 * resources (sass/gemm-NN-id.ksim); GemmSimulationSassTest derives them again from the listings and compares.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.model.TextResources;
import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.SassListing;
import dev.kernelscope.model.sim.SassProgram;
import dev.kernelscope.model.sim.Scenario;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

public final class GemmSimulation {
    /** K of the simulated product: long enough for a steady state, short enough to answer instantly. */
    public static final int K = 512;
    /** Where the listings were compiled and listed (docs/results/h100/simulate/sass/README.md). */
    public static final String PROVENANCE = "sm_90 SASS compiled by NVRTC (CUDA 13.0) through `kernelscope gemm --backend cuda`"
            + " on the H100 (driver 580.159.04, 2026-11-24), listed by cuobjdump -sass";

    private GemmSimulation() {
    }

    public static List<Scenario> scenarios() {
        List<Scenario> list = new ArrayList<>();
        for (GemmRung rung : GemmRung.values()) {
            list.add(scenario(rung));
        }
        return list;
    }

    public static String scenarioName(GemmRung rung) {
        return String.format(Locale.ROOT, "gemm-%02d-%s", rung.number(), rung.id());
    }

    /** The shipped program of {@code rung}, derived from its SASS. */
    public static Scenario scenario(GemmRung rung) {
        String name = scenarioName(rung);
        String resource = "sass/" + name + ".ksim";
        String text = TextResources.read(GemmSimulation.class, resource);
        return new Scenario(name, "sm_90", rung.title() + ": " + rung.change() + " (from its SASS)",
                ProgramParser.parse(name, text));
    }

    /**
     * The program text of {@code rung} from its SASS listing compiled with {@code parameters}: threads and local bytes
     * from the tiling, registers from the listing's -res-usage line; the loop with the most FFMA per trip is the K
     * loop and runs K x outputs-per-thread / FFMA-per-trip trips, loops around it once (one tile per group), others
     * (remainder and stream-K fix-up loops, which K = 512 never enters) not at all.
     */
    public static String fromSass(GemmRung rung, String source, String listing, Map<String, Long> parameters) {
        return fromSass(rung, source, listing, parameters, K);
    }

    /** The same for a product of depth {@code depth} (a multiple of the K loop's k per trip). */
    public static String fromSass(GemmRung rung, String source, String listing, Map<String, Long> parameters, int depth) {
        Map<String, Long> p = new TreeMap<>(parameters);
        Tiling tiling = rung.tiling();
        SassListing.Kernel kernel = SassListing.parse(source, listing).kernel(rung.kernelName());
        List<SassProgram.Loop> loops = SassProgram.loops(source, kernel);
        SassProgram.Loop main = loops.stream().filter(SassProgram.Loop::innermost)
                .max(Comparator.comparingInt(l -> l.perTrip("FFMA"))).orElseThrow(() -> new IllegalArgumentException(
                        source + ": " + rung.kernelName() + " has no loop"));
        long outputs = tiling.outputsPerThread(p);
        int ffma = main.perTrip("FFMA");
        if (ffma == 0 || ffma % outputs != 0 || depth % (ffma / outputs) != 0) {
            throw new IllegalArgumentException(source + ": the K loop " + main.label() + " has " + ffma + " FFMA per trip,"
                    + " not a whole number of k steps for " + outputs + " outputs per thread dividing K = " + depth);
        }
        long kPerTrip = ffma / outputs;
        int trips = (int) (depth / kPerTrip);
        String name = scenarioName(rung);
        List<String> notes = List.of(
                name + ": " + PROVENANCE + "; parameters " + p,
                "K = " + depth + ": the K loop " + main.label() + " covers " + kPerTrip + " k per trip (" + ffma + " FFMA for "
                        + outputs + " outputs per thread), so " + trips + " trips; loops around it run once, the others"
                        + " (remainders, stream-K fix-up) not at all"
                        + (tiling instanceof Tiling.PerElement e && e.rowsOnDimension0() ? "; this rung's lanes walk rows, so the"
                        + " hardware moves 32 sectors per load where the program moves one line: its memory time is understated" : ""));
        SassProgram.Derivation d = SassProgram.derive(source, kernel, new SassProgram.Options(name, (int) tiling.threads(p),
                OptionalInt.empty(), OptionalInt.of((int) tiling.localBytes(p)),
                loop -> loop.equals(main) ? trips : loop.contains(main) ? 1 : 0, notes));
        return "# SGEMM rung " + rung.label() + ": " + rung.change() + "\n" + d.text();
    }

}
