/*
 * Whether a call whose operands are packed only for their alignment runs faster reading them in place with the
 * SCALAR_LOADS twin's 4-byte loads: the packs' modelled time (a launch plus a read and a write of each packed operand)
 * against the twin's modelled kernel slowdown. Pure arithmetic from the shape and the packs; Gemm asks it per shape.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.kernels.gemm.GemmOperands.Pack;
import java.util.Locale;

/**
 * The constants are the H200's, measured with packs and with the twin in alternating processes on 20 calls
 * (docs/results/h200/session27/scalar-loads): the twin's kernel ran slower than the packed call's, 9.6-13% on calls
 * above 10 GFLOP and 2-20% on shorter ones, and a pack added about 1.3 us end to end to a call of 10 us run back to
 * back plus its traffic at about 3.3 TB/s (311x6055x6859 column-major TT: a 166 MB operand read and written in 101
 * us, event-timed).
 *
 * @param packNs    the packs' modelled time, ns
 * @param penaltyNs the twin's modelled extra kernel time, ns
 */
record ScalarLoadsCost(double packNs, double penaltyNs) {
    /** End-to-end time a pack launch adds to a short call back to back (H200: 1.2-1.3 us on 10-15 us calls). */
    static final double PACK_LAUNCH_NS = 1_300;
    /** Bytes a pack reads plus writes per ns (H200: 332 MB in 101 us). */
    static final double PACK_BYTES_PER_NS = 3_300;
    /** The twin's kernel time over the packed call's, less one (H200: 0.096-0.13 above 10 GFLOP). */
    static final double PENALTY_FRACTION = 0.13;
    /** FP32 FLOP per ns the tuned kernel runs a large call at (H200: 311x6055x6859 in 668 us, 38.6 TFLOP/s). */
    static final double KERNEL_FLOP_PER_NS = 40_000;
    /**
     * The least time per K index of a call, ns: few tiles run their slices one after another (H200: 170x42x1055 19.3
     * us, 601x283x3891 57 us, both far from the FLOP rate).
     */
    static final double K_STEP_NS = 15;

    /**
     * The model for a row-major call {@code row} whose planned packs are {@code packA} and {@code packB} (or null), a
     * pack's launch adding {@code launchNs} (PACK_LAUNCH_NS; more where the host enqueues each launch by itself:
     * EnqueueBoundCalls).
     */
    static ScalarLoadsCost of(GemmShape row, Pack packA, Pack packB, double launchNs) {
        double bytes = bytes(packA) + bytes(packB);
        int launches = packA != null || packB != null ? 1 : 0;   // both packs run in one launch (gemm_pack_pair)
        double packNs = launches * launchNs + bytes / PACK_BYTES_PER_NS;
        double kernelNs = Math.max(row.flops() / KERNEL_FLOP_PER_NS, row.k() * K_STEP_NS);
        return new ScalarLoadsCost(packNs, PENALTY_FRACTION * kernelNs);
    }

    private static double bytes(Pack pack) {
        return pack == null ? 0 : 4.0 * ((double) pack.rows() * pack.cols() + pack.scratchFloats());
    }

    /** Whether reading in place with 4-byte loads is modelled faster than the packs. */
    boolean inPlaceIsCheaper() {
        return packNs > penaltyNs;
    }

    /** For --explain. */
    String describe() {
        return String.format(Locale.ROOT, "the packs about %.1f us against about %.1f us more in the kernel with"
                + " 4-byte loads in place (ScalarLoadsCost, H200-measured)", packNs / 1e3, penaltyNs / 1e3);
    }
}
