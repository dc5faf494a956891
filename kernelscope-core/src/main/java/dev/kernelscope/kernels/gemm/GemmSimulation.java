/*
 * Simulator programs for the SGEMM rungs, built from the registry's tiling (threads, tile sizes, vector width, local
 * bytes): one K step's global loads, local stores, barriers, local reads and multiply-adds per wave. No SASS counts of
 * the rungs are recorded yet, so the mix is derived from the tiling and stated as an assumption in each program.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class GemmSimulation {
    /** K of the simulated product: long enough for a steady state, short enough to answer instantly. */
    public static final int K = 512;
    /** Registers per thread assumed for register-tiled rungs (typical nvcc output for 8x8 thread tiles). */
    static final int TILED_REGISTERS = 128;

    private GemmSimulation() {
    }

    public static List<Scenario> scenarios() {
        List<Scenario> list = new ArrayList<>();
        for (GemmRung rung : GemmRung.values()) {
            list.add(scenario(rung));
        }
        return list;
    }

    public static Scenario scenario(GemmRung rung) {
        Map<String, Long> p = rung.defaults();
        Tiling tiling = rung.tiling();
        long threads = tiling.threads(p);
        long vector = tiling.vectorWidth(p);
        StringBuilder text = new StringBuilder();
        String name = String.format(Locale.ROOT, "gemm-%02d-%s", rung.number(), rung.id());
        text.append("# SGEMM rung ").append(rung.label()).append(": ").append(rung.change()).append('\n');
        text.append("threads ").append(threads).append('\n');
        switch (tiling) {
            case Tiling.PerElement element -> {
                boolean naive = element.rowsOnDimension0();
                text.append("registers 32\n");
                text.append("note ").append(name).append(": per k one A and one B load and one FMA per thread (K = ").append(K)
                        .append("); ").append(naive ? "neither access coalesces: 32 sectors of 32 B per wave-load"
                                : "B coalesces (128 B per wave-load), A is a broadcast (one 32 B sector)").append('\n');
                text.append("loop ").append(K).append(" {\n");
                text.append(naive ? "  mem 2 bytes=1024\n" : "  mem 1 bytes=32\n  mem 1\n");
                text.append("  alu 3\n}\n");
            }
            default -> {
                long tileK = tiling.tileK(p);
                long loads = (tiling.tileM(p) + tiling.tileN(p)) * tileK;            // floats of A and B per K step
                long loadsPerThread = Math.max(1, loads / threads / vector);
                long outputs = tiling.outputsPerThread(p);
                long fma = outputs * tileK;
                // per k a thread reads its TM values of A and TN of B (a square thread tile assumed: sqrt(outputs) each)
                long side = Math.max(1, Math.round(Math.sqrt(outputs)));
                long reads = tiling instanceof Tiling.SquareTile ? 2 * tileK : Math.max(1, 2 * side * tileK / vector);
                boolean single = tiling instanceof Tiling.WaveTile wave && wave.copies() != 1;
                text.append("registers ").append(tiling instanceof Tiling.SquareTile ? 32 : TILED_REGISTERS).append('\n');
                text.append("shared ").append(tiling.localBytes(p)).append('\n');
                text.append("note ").append(name).append(": per K step of ").append(tileK).append(" each thread loads ")
                        .append(loadsPerThread).append(vector > 1 ? " float4" : " float").append(" from global memory, stores them to")
                        .append(" local memory, reads ").append(reads).append(" local values and issues ").append(fma)
                        .append(" FMAs (derived from the tiling; registers ")
                        .append(tiling instanceof Tiling.SquareTile ? 32 : TILED_REGISTERS).append(" assumed, K = ").append(K).append(")\n");
                text.append("loop ").append(K / tileK).append(" {\n");
                text.append("  mem ").append(loadsPerThread).append(vector > 1 ? " bytes=512" : "").append('\n');
                text.append("  sts ").append(loadsPerThread).append(vector > 1 ? " bytes=512" : "").append('\n');
                text.append("  barrier\n");
                text.append("  lds ").append(reads).append(vector > 1 ? " bytes=512" : "").append('\n');
                text.append("  alu ").append(fma).append('\n');
                if (!single) {
                    text.append("  barrier\n");
                }
                text.append("}\nstore ").append(Math.max(1, outputs / vector)).append(vector > 1 ? " bytes=512" : "").append('\n');
            }
        }
        return new Scenario(name, "sm_90", rung.title() + ": " + rung.change(), ProgramParser.parse(name, text.toString()));
    }
}
