/*
 * The FMAs a register-tiled GEMM thread issues per LDS read (seed 004, kernels 2-3, R12): each k step a thread reads
 * TM values of A and TN of B from LDS and does TM x TN FMAs, so a larger thread tile gives each wave more ALU work
 * between LDS reads to cover their latency. Loads of E elements (ds_load_b128 reads 4 floats) cut the reads per step.
 */
package dev.kernelscope.model.latency;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.kernelscope.model.InvalidInputException;

/**
 * @param tileM rows of C per thread (TM)
 * @param tileN columns of C per thread (TN)
 * @param elementsPerLoad elements one LDS read instruction brings (1, 2 or 4 for 32-bit data: b32, b64, b128)
 */
public record ThreadTileIntensity(int tileM, int tileN, int elementsPerLoad) {
    public ThreadTileIntensity {
        if (tileM < 1 || tileN < 1 || tileM > 64 || tileN > 64) {
            throw new InvalidInputException("a thread tile is 1 to 64 on each side (256 VGPRs hold at most 64x4"
                    + " accumulators), not " + tileM + "x" + tileN + ".");
        }
        if (tileM * tileN > 256) {
            // 64x64 passed the per-side bound and got an answer for a thread that cannot exist
            throw new InvalidInputException("a " + tileM + "x" + tileN + " thread tile holds " + tileM * tileN
                    + " accumulators per work-item; a lane has at most 256 registers (VGPRs), so TM x TN <= 256.");
        }
        if (elementsPerLoad != 1 && elementsPerLoad != 2 && elementsPerLoad != 4) {
            throw new InvalidInputException("an LDS read brings 1, 2 or 4 32-bit elements (ds_load_b32, b64, b128),"
                    + " not " + elementsPerLoad + ".");
        }
    }

    @JsonProperty
    public int fmasPerStep() {
        return tileM * tileN;
    }

    /** LDS read instructions per k step: ceil(TM / E) + ceil(TN / E). */
    @JsonProperty
    public int loadsPerStep() {
        return Math.ceilDiv(tileM, elementsPerLoad) + Math.ceilDiv(tileN, elementsPerLoad);
    }

    /** FMAs per LDS read instruction: what `latency --alu-per-mem` takes. */
    @JsonProperty
    public double fmasPerLoad() {
        return (double) fmasPerStep() / loadsPerStep();
    }
}
