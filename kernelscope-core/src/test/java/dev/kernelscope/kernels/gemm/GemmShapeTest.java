/*
 * GemmShape's names for a call: the label the command line and the tuner print (and take back), the storage and
 * transposes ids the records hold, and the packed shape those ids give back; bad ids refused in one paragraph.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class GemmShapeTest {

    @Test
    void aRowMajorUntransposedCallIsLabelledByItsSizesAlone() {
        assertThat(GemmShape.rowMajor(4096, 127, 4096).label()).isEqualTo("4096x127x4096");
        assertThat(GemmShape.packed(Layout.ROW_MAJOR, true, true, 178, 1017, 324).label())
                .isEqualTo("178x1017x324:row:TT");
        assertThat(GemmShape.packed(Layout.COLUMN_MAJOR, false, false, 5222, 164, 786).label())
                .isEqualTo("5222x164x786:col:NN");
    }

    @Test
    void theIdsGiveTheSamePackedShapeBack() {
        for (Layout layout : Layout.values()) {
            for (int t = 0; t < 4; t++) {
                GemmShape shape = GemmShape.packed(layout, (t & 2) != 0, (t & 1) != 0, 70, 40, 36);
                assertThat(GemmShape.packed(shape.layoutId(), shape.transposes(), 70, 40, 36)).isEqualTo(shape);
            }
        }
        assertThat(GemmShape.packed(Layout.COLUMN_MAJOR, false, true, 1, 2, 3).transposes()).isEqualTo("NT");
        assertThat(GemmShape.packed(Layout.COLUMN_MAJOR, false, true, 1, 2, 3).layoutId()).isEqualTo("col");
    }

    @Test
    void unknownIdsAreRefused() {
        assertThatThrownBy(() -> GemmShape.packed("column", "NN", 8, 8, 8)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("row or col");
        assertThatThrownBy(() -> GemmShape.packed("row", "tn", 8, 8, 8)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("NN, NT, TN or TT");
        assertThatThrownBy(() -> GemmShape.packed("row", null, 8, 8, 8)).isInstanceOf(InvalidInputException.class);
    }
}
