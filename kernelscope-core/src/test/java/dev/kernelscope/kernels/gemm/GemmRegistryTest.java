/*
 * The pure-Java parts of the ladder, no device: the registry and its resources, parameter constraints as data,
 * the tuning database's fallback chain, shape validation and the column-major swap, and a reference comparison
 * that really fails on NaN, wrong values and mismatched Inf.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmRegistryTest {

    @Test
    void theHostLaunchesTheLanesReduceInTheGroupItsKernelSizesItsLocalSumsFor() {
        // sgemm_tuned_reduce_lanes has no reqd_work_group_size (see 10_tuned.cl): the host's group and the kernel's
        // REDUCE_GROUP are one number written twice, kept equal here
        assertThat(GemmRung.TUNED.source()).contains("#define REDUCE_GROUP " + Gemm.REDUCE_LANES_GROUP + "\n");
    }

    @Test
    void everyRungHasItsSourceKernelAndEveryDefaultDeclaredInTheFile() {
        for (GemmRung rung : GemmRung.values()) {
            String source = rung.source();
            assertThat(source).contains("void " + rung.kernelName() + "(");
            for (String parameter : rung.defaults().keySet()) {
                // each tunable has #ifndef P / #define P default / #endif, so the file compiles alone
                assertThat(source).as(rung.file() + " declares " + parameter)
                        .contains("#ifndef " + parameter + "\n#define " + parameter + " " + rung.defaults().get(parameter));
            }
            rung.checkConstraints(rung.defaults());
        }
        assertThat(GemmRung.values()).hasSize(10);
    }

    @Test
    void rungsParseByNumberAndName() {
        assertThat(GemmRung.parse("8")).isEqualTo(GemmRung.WARP_TILING);
        assertThat(GemmRung.parse("warp_tiling")).isEqualTo(GemmRung.WARP_TILING);
        assertThat(GemmRung.parse("10")).isEqualTo(GemmRung.TUNED);
        assertThatThrownBy(() -> GemmRung.parse("11")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("01 naive");
    }

    @Test
    void aViolatedConstraintIsNamedBeforeCompiling() {
        assertThatThrownBy(() -> GemmRung.TUNED.parameters(Map.of("BM", 64L, "WN", 32L)))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("(BM * BK / 4) % THREADS == 0");
        assertThatThrownBy(() -> GemmRung.VECTOR_LOADS.parameters(Map.of("BK", 6L)))
                .hasMessageContaining("BK % 4 == 0");
        assertThatThrownBy(() -> GemmRung.REGISTER_TILING.parameters(Map.of("TM", 7L)))
                .hasMessageContaining("BM % TM == 0");
        // the swizzle divides by GROUP_M: 0 hung the run on PoCL before this constraint
        assertThatThrownBy(() -> GemmRung.TUNED.parameters(Map.of("GROUP_M", 0L)))
                .hasMessageContaining("GROUP_M >= 1");
        assertThatThrownBy(() -> GemmRung.TUNED.parameters(Map.of("GROUP_M", -1L)))
                .hasMessageContaining("GROUP_M >= 1");
        assertThatThrownBy(() -> GemmRung.NAIVE.parameters(Map.of("BK", 8L)))
                .hasMessageContaining("has no parameter 'BK'");
    }

    @Test
    void tuningDatabaseFallsBackFromDeviceToArchitectureToVendorToDefault() {
        GemmTuning db = new GemmTuning(java.util.List.of(
                new GemmTuning.Entry("device", "NVIDIA H100 80GB HBM3", Map.of("BK", 16L), "measured"),
                new GemmTuning.Entry("architecture", "sm_90", Map.of("GROUP_M", 4L), "design"),
                new GemmTuning.Entry("vendor", "NVIDIA", Map.of("WAVE", 32L), "warp"),
                new GemmTuning.Entry("default", "", Map.of(), "defaults")));
        assertThat(db.lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA Corporation").matchedBy())
                .isEqualTo("device NVIDIA H100 80GB HBM3");
        assertThat(db.lookup("NVIDIA H200", "sm_90", "NVIDIA Corporation").parameters()).containsEntry("GROUP_M", 4L);
        assertThat(db.lookup("NVIDIA L4", "sm_89", "NVIDIA Corporation").matchedBy()).isEqualTo("vendor NVIDIA");
        assertThat(db.lookup("gfx1100", "gfx1100", "Advanced Micro Devices").level()).isEqualTo("default");
        // the built-in database parses and every entry is a valid rung-10 configuration
        for (GemmTuning.Entry entry : GemmTuning.builtIn().entries()) {
            GemmRung.TUNED.parameters(entry.parameters());
        }
    }

    @Test
    void shapesValidateLeadingDimensionsAndColumnMajorSwapsOperands() {
        assertThatThrownBy(() -> new GemmShape(Layout.ROW_MAJOR, false, false, 4, 5, 6, 5, 5, 5))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("lda=5");
        assertThatThrownBy(() -> GemmShape.rowMajor(0, 1, 1)).hasMessageContaining("at least 1");
        GemmShape col = GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 7, 3, 5);
        GemmShape row = col.toRowMajor();
        assertThat(row.m()).isEqualTo(3);
        assertThat(row.n()).isEqualTo(7);
        assertThat(row.transA()).isFalse();
        assertThat(row.transB()).isTrue();
        assertThat(row.lda()).isEqualTo(col.ldb());
        assertThat(col.aElements()).isEqualTo(5L * 7);
    }

    @Test
    void theComparisonFailsOnNanWrongValuesAndMismatchedInfinities() {
        GemmShape s = GemmShape.rowMajor(2, 2, 1);
        double[] ref = {1, 2, 3, 4};
        assertThat(GemmReference.compare(s, new float[] {1, 2, 3, 4}, ref).passes()).isTrue();
        assertThat(GemmReference.compare(s, new float[] {1, 2, 3, Float.NaN}, ref).passes()).isFalse();
        assertThat(GemmReference.compare(s, new float[] {1, 2, 3, 4.01f}, ref).passes()).isFalse();
        double[] withInf = {1, Double.POSITIVE_INFINITY, Double.NaN, 4};
        assertThat(GemmReference.compare(s, new float[] {1, Float.POSITIVE_INFINITY, Float.NaN, 4}, withInf).passes())
                .isTrue();
        assertThat(GemmReference.compare(s, new float[] {1, Float.NEGATIVE_INFINITY, Float.NaN, 4}, withInf).passes())
                .isFalse();
        assertThat(GemmReference.compare(s, new float[] {1, 5, Float.NaN, 4}, withInf).passes()).isFalse();
    }

    @Test
    void theReferenceHonoursTransposesAndBetaZeroIgnoresC() {
        // op(A) = [[1, 2]] stored transposed as a 2x1 column; op(B) = [[3], [4]]; C = NaN, beta = 0
        GemmShape s = new GemmShape(Layout.ROW_MAJOR, true, false, 1, 1, 2, 1, 1, 1);
        double[] ref = GemmReference.full(s, 2.0f, new float[] {1, 2}, new float[] {3, 4}, 0.0f, new float[] {Float.NaN})
                .values();
        assertThat(ref[0]).isEqualTo(22.0);
    }
}
