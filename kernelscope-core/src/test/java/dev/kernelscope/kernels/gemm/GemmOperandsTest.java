/*
 * How a call's operands are read, without a device: in place with the twin that needs (edge clamp, transposed reads,
 * a K tail, a C without aligned rows) or packed, and the reason --explain gives for each pack.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmOperandsTest {

    /** A 128x256x8 configuration with float4 loads, the slice depth as configured. */
    private static GemmOperands plan(GemmShape row, boolean registerLoads) {
        return GemmOperands.plan(row, Gemm.ceilTo(row.m(), 128), Gemm.ceilTo(row.n(), 256), Gemm.ceilTo(row.k(), 8),
                128, 8, 8, 4, registerLoads, false);
    }

    private static GemmOperands scalarPlan(GemmShape row) {
        return GemmOperands.plan(row, Gemm.ceilTo(row.m(), 128), Gemm.ceilTo(row.n(), 256), Gemm.ceilTo(row.k(), 8),
                128, 8, 8, 4, true, true);
    }

    private static GemmShape row(boolean transA, boolean transB, int m, int n, int k) {
        return new GemmShape(Layout.ROW_MAJOR, transA, transB, m, n, k, transA ? m : k, transB ? k : n, n);
    }

    @Test
    void tileMultiplesAreReadAsTheyAre() {
        GemmOperands operands = plan(row(false, false, 256, 512, 64), true);
        assertThat(operands.packA()).isNull();
        assertThat(operands.packB()).isNull();
        assertThat(operands.twinChanges()).isEmpty();
        assertThat(operands.lda()).isEqualTo(64);
        assertThat(operands.ldb()).isEqualTo(512);
    }

    @Test
    void sizesOffTheTileAreClampedInPlaceOrPackedWhereTheLoadsCannotClamp() {
        GemmShape offTile = row(false, false, 127, 4096, 4096);
        assertThat(plan(offTile, true).packA()).isNull();
        assertThat(plan(offTile, true).twinChanges()).isEqualTo(Map.of("CLAMP_EDGES", 1L));
        GemmOperands copies = plan(offTile, false);     // cp.async copies whole rows: no clamp
        assertThat(copies.packA().why()).contains("cp.async loads cannot be clamped");
        assertThat(copies.packA().rowsOut()).isEqualTo(128);
        assertThat(copies.twinChanges()).isEmpty();
    }

    @Test
    void aCWhoseRowsAreNoMultipleOf4FloatsApartIsStoredByItsTwin() {
        assertThat(plan(row(false, false, 7537, 1947, 16), true).twinChanges()).containsEntry("UNALIGNED_C", 1L);
        assertThat(plan(row(false, false, 7537, 1948, 16), true).twinChanges()).doesNotContainKey("UNALIGNED_C");
        GemmShape paddedRows = new GemmShape(Layout.ROW_MAJOR, false, false, 256, 512, 64, 64, 512, 514);
        assertThat(plan(paddedRows, true).twinChanges()).isEqualTo(Map.of("UNALIGNED_C", 1L));   // ldc, not N
    }

    @Test
    void aKNoSliceDividesPacksAAndReadsBWithItsTail() {
        GemmOperands operands = plan(row(false, false, 333, 4444, 555), true);
        assertThat(operands.packA().why()).isEqualTo("K is no multiple of the slice depth, nor of 4 (this operand's"
                + " float4 loads run along K)");
        assertThat(operands.packA().colsOut()).isEqualTo(560);
        assertThat(operands.packB()).isNull();
        assertThat(operands.kTailRead()).isTrue();
        assertThat(operands.twinChanges()).containsEntry("K_TAIL", 1L).containsEntry("CLAMP_EDGES", 1L);
        // the kernel reads the tail first: A's 5 zeros of the tail lead its rows, K's values follow (A_PACKED)
        assertThat(operands.packA().colLead()).isEqualTo(560 - 555);
        assertThat(operands.packA().rowLead()).isZero();
        assertThat(operands.twinChanges()).containsEntry("A_PACKED", 1L).doesNotContainKey("B_PACKED");
    }

    @Test
    void aPackBesideATailReadInPlaceLeadsWithTheTailsZerosAlongK() {
        // TN with an unaligned B: B packed (K x N, K along its rows), A read transposed in place with the tail
        GemmShape tn = new GemmShape(Layout.ROW_MAJOR, true, false, 8000, 115, 651, 8000, 115, 115);
        GemmOperands operands = plan(tn, true);
        assertThat(operands.packA()).isNull();
        assertThat(operands.packB().rowLead()).isEqualTo(656 - 651);
        assertThat(operands.packB().colLead()).isZero();
        assertThat(operands.twinChanges()).containsEntry("K_TAIL", 1L).containsEntry("B_PACKED", 1L);
        // no tail: the same pack from the scratch's origin, and no *_PACKED define
        GemmOperands whole = plan(new GemmShape(Layout.ROW_MAJOR, true, false, 8000, 115, 648, 8000, 115, 115), true);
        assertThat(whole.packB().rowLead()).isZero();
        assertThat(whole.twinChanges()).doesNotContainKeys("K_TAIL", "B_PACKED");
    }

    @Test
    void aTransposedBIsReadInPlaceBesideATransposedAOrInOneRowOfTiles() {
        GemmOperands nt = plan(row(false, true, 256, 512, 64), true);
        assertThat(nt.packB().why()).contains("both operands' loads would run along K, B's once per row of tiles");
        assertThat(nt.twinChanges()).isEmpty();
        // a small batch times weights stored out x in: B read in place, A packed transposed (K x M) beside it
        GemmOperands oneRow = plan(row(false, true, 32, 2000, 6000), true);
        assertThat(oneRow.packB()).isNull();
        assertThat(oneRow.ldb()).isEqualTo(6000);
        assertThat(oneRow.packA().transposed()).isTrue();
        assertThat(oneRow.packA().rows()).isEqualTo(6000);
        assertThat(oneRow.packA().cols()).isEqualTo(32);
        assertThat(oneRow.packA().ld()).isEqualTo(6000);
        assertThat(oneRow.packA().rowsOut()).isEqualTo(6000);
        assertThat(oneRow.packA().colsOut()).isEqualTo(128);
        assertThat(oneRow.lda()).isEqualTo(128);
        assertThat(oneRow.packA().scratchFloats()).isEqualTo(6000L * 128);
        assertThat(oneRow.packA().why()).contains("packed transposed (K x M)");
        assertThat(oneRow.twinChanges()).isEqualTo(Map.of("TRANS_A", 1L, "TRANS_B", 1L, "CLAMP_EDGES", 1L));
        assertThat(plan(row(false, true, 129, 512, 64), true).packB()).isNotNull();     // two rows of 128
        assertThat(plan(row(false, true, 32, 512, 64), false).packB().why())
                .contains("cp.async loads cannot read it so");
        GemmOperands tt = plan(row(true, true, 256, 512, 64), true);
        assertThat(tt.packA()).isNull();
        assertThat(tt.packB()).isNull();
        assertThat(tt.twinChanges()).isEqualTo(Map.of("TRANS_A", 1L, "TRANS_B", 1L));
    }

    @Test
    void aKTailIsReadInPlaceWhereEachLoadLiesWhollyBelowKOrPastIt() {
        GemmOperands nn = plan(row(false, false, 333, 4444, 1004), true);     // K a multiple of 4, not of 8
        assertThat(nn.packA()).isNull();
        assertThat(nn.packB()).isNull();
        assertThat(nn.kTailRead()).isTrue();
        assertThat(nn.twinChanges()).containsEntry("K_TAIL", 1L);
        GemmOperands tn = plan(row(true, false, 256, 512, 555), true);        // A^T's loads run along M: any K
        assertThat(tn.packA()).isNull();
        assertThat(tn.packB()).isNull();
        assertThat(tn.twinChanges()).containsEntry("K_TAIL", 1L).containsEntry("TRANS_A", 1L);
        GemmOperands oneRowTail = plan(row(false, true, 100, 512, 1004), true);   // A packed to whole slices
        assertThat(oneRowTail.packA().rowsOut()).isEqualTo(1008);
        assertThat(oneRowTail.packB()).isNull();
        assertThat(oneRowTail.twinChanges()).containsEntry("K_TAIL", 1L).containsEntry("TRANS_A", 1L)
                .containsEntry("TRANS_B", 1L);
        GemmShape lowTail = row(false, true, 56, 3000, 3000);      // 64-high tiles with a K tail: A stays in place
        GemmOperands low = GemmOperands.plan(lowTail, 64, 3072, 3008, 64, 16, 16, 4, true, false);
        assertThat(low.packA()).isNull();
        assertThat(low.packB()).isNull();
        assertThat(low.twinChanges()).containsEntry("TRANS_B", 1L).doesNotContainKey("TRANS_A");
        GemmOperands lowWhole = GemmOperands.plan(row(false, true, 56, 3000, 3008), 64, 3072, 3008, 64, 16, 16, 4,
                true, false);
        assertThat(lowWhole.packA().transposed()).isTrue();
        GemmOperands nt = plan(row(false, true, 100, 512, 555), true);        // B^T's loads run along K
        assertThat(nt.packA().why()).contains("nor of 4");
        assertThat(nt.packB().why()).contains("nor of 4");
        assertThat(nt.kTailRead()).isFalse();
        GemmOperands copies = plan(row(false, false, 256, 512, 1004), false);
        assertThat(copies.packA().why()).isEqualTo("K is no multiple of the slice depth (cp.async loads read whole"
                + " slices)");
        assertThat(copies.kTailRead()).isFalse();
    }

    @Test
    void aLeadingDimensionThatBreaksTheVectorIsPacked() {
        GemmShape unaligned = new GemmShape(Layout.ROW_MAJOR, false, false, 256, 512, 64, 66, 512, 512);
        assertThat(plan(unaligned, true).packA().why()).isEqualTo("leading dimension no multiple of the 16-byte vector");
        assertThat(plan(unaligned, true).lda()).isEqualTo(64);
    }

    /**
     * With scalar loads allowed, an operand packed only for its alignment (rows no multiple of 4 floats apart, or a K
     * tail that is no multiple of 4 along its loads) is read in place by the SCALAR_LOADS twin; one packed for another
     * reason stays packed, and an aligned call gets no twin from it.
     */
    @Test
    void scalarLoadsReadUnalignedOperandsInPlace() {
        GemmShape oddRows = new GemmShape(Layout.ROW_MAJOR, false, false, 746, 557, 152, 152, 557, 557);
        assertThat(plan(oddRows, true).packB().why()).contains("leading dimension");
        GemmOperands odd = scalarPlan(oddRows);
        assertThat(odd.packA()).isNull();
        assertThat(odd.packB()).isNull();
        assertThat(odd.twinChanges()).containsEntry("SCALAR_LOADS", 1L).containsEntry("CLAMP_EDGES", 1L);
        assertThat(scalarPlan(row(false, false, 746, 556, 152)).twinChanges())      // aligned: no twin from it
                .doesNotContainKey("SCALAR_LOADS").containsEntry("CLAMP_EDGES", 1L);
        GemmOperands kTail = scalarPlan(row(false, false, 100, 512, 555));   // A's loads along K, K no multiple of 4
        assertThat(plan(row(false, false, 100, 512, 555), true).packA().why()).contains("nor of 4");
        assertThat(kTail.packA()).isNull();
        assertThat(kTail.packB()).isNull();
        assertThat(kTail.kTailRead()).isTrue();
        assertThat(kTail.twinChanges()).containsEntry("SCALAR_LOADS", 1L).containsEntry("K_TAIL", 1L);
        GemmOperands nt = scalarPlan(row(false, true, 100, 512, 555));       // B^T read in place, its K odd too
        assertThat(nt.packB()).isNull();
        assertThat(nt.packA().transposed()).isTrue();                        // beside it, A packed transposed
        assertThat(nt.twinChanges()).containsEntry("SCALAR_LOADS", 1L).containsEntry("TRANS_B", 1L);
        // an edge no multiple of 4 along the loads (a transposed A's M, B's N) is clamped float by float
        GemmShape edge = new GemmShape(Layout.ROW_MAJOR, true, false, 138, 2016, 136, 140, 2016, 2016);
        GemmOperands edges = scalarPlan(edge);
        assertThat(plan(edge, true).packA().why()).contains("M off the tile");
        assertThat(edges.packA()).isNull();
        assertThat(edges.packB()).isNull();
        assertThat(edges.twinChanges()).containsEntry("SCALAR_LOADS", 1L).containsEntry("TRANS_A", 1L);
        // a transposed B beside an untransposed A over several rows of tiles stays packed, for its loads' sake
        GemmOperands transposedB = scalarPlan(row(false, true, 300, 556, 152));
        assertThat(transposedB.packB().why()).contains("both operands' loads would run along K");
        assertThat(scalarPlan(row(false, false, 1024, 1024, 1024)).twinChanges()).doesNotContainKey("SCALAR_LOADS");
        assertThatThrownBy(() -> GemmOperands.plan(oddRows, 768, 768, 152, 128, 8, 8, 4, false, true))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
