/*
 * The line under the ladder's table for a rung whose call packs its operands first: the packs' share of its time and
 * its kernel alone against the vendor's, from the record's numbers (session 62's 1111x1111x9999 column-major).
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.kernels.gemm.GemmRecords;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmPackShareTest {
    private static GemmRecords.Timed timed(double medianNs) {
        return new GemmRecords.Timed(List.of((long) medianNs), medianNs, medianNs, 0);
    }

    private static GemmRecords.RungResult rung(List<Double> packs, double kernelNs, double totalNs) {
        return new GemmRecords.RungResult(10, "tuned", "10 tuned", "Tuned", Map.of(), "test", 0, null, null, null,
                timed(kernelNs), packs, totalNs, 0, null, null, "general-fine", null, null, null);
    }

    private static GemmRecords.SizeResult size(GemmRecords.Timed vendor, GemmRecords.RungResult r) {
        return new GemmRecords.SizeResult(1111, 1111, 9999, "col", "NN", 2, 0, vendor, null, null, List.of(r), null,
                null);
    }

    @Test
    void aPackedCallSaysWhatItsPacksTakeAndWhatItsKernelAloneRunsAt() {
        GemmRecords.RungResult packed = rung(List.of(51_280.0), 564_592, 615_872);
        assertThat(GemmOutput.packShare(packed, size(timed(558_480), packed))).hasValue(
                "10 tuned: packs 0.0513 ms of its 0.6159 ms (8.3%); its kernel alone runs at 98.9% of the vendor's"
                        + " speed");
        // without a vendor (PoCL) only the share; two pack launches add up
        GemmRecords.RungResult twoPacks = rung(List.of(10_000.0, 30_000.0), 160_000, 200_000);
        assertThat(GemmOutput.packShare(twoPacks, size(null, twoPacks)))
                .hasValue("10 tuned: packs 0.0400 ms of its 0.2000 ms (20.0%)");
    }

    @Test
    void aCallWithoutPacksOrThatFailedSaysNothing() {
        GemmRecords.RungResult none = rung(null, 100_000, 100_000);
        assertThat(GemmOutput.packShare(none, size(timed(90_000), none))).isEmpty();
        GemmRecords.RungResult failed = new GemmRecords.RungResult(10, "tuned", "10 tuned", "Tuned", Map.of(), "test",
                0, null, null, null, null, List.of(5_000.0), 0, 0, null, null, null, null, null, "did not compile");
        assertThat(GemmOutput.packShare(failed, size(timed(90_000), failed))).isEmpty();
    }
}
