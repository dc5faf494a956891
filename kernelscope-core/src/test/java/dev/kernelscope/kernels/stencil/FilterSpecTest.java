/*
 * FilterSpec without a device: the uchar Gaussian's Q8 weights quantized as OpenCV's 8-bit GaussianBlur does (so the
 * filtered picture is bit-identical to it), the names the tuning database knows a filter by, and filter names whose
 * numbers do not fit refused as user errors.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class FilterSpecTest {
    /**
     * Weights under which our uchar Gaussian gave exactly cv2.GaussianBlur's output (OpenCV 4.6.0, Debian's
     * python3-opencv, 53x37 and 1x37 random pictures, every border): centre first. Rounding each tap alone gave
     * [36, 38, 37, 35], [44, 41, 31, 19, 10, 4, 1] and [20, 20, 20, 19, 17, 16, 14, 12], 1-2 grey levels off OpenCV.
     */
    @Test
    void uchar_gaussian_weights_are_opencvs_error_diffused_q8() {
        assertThat(FilterSpec.gaussian(3, 7.0).q8Weights()).containsExactly(38, 38, 36, 35);
        assertThat(FilterSpec.gaussian(4, 2.5).q8Weights()).containsExactly(44, 41, 31, 22, 12);
        assertThat(FilterSpec.gaussian(6).q8Weights()).containsExactly(44, 41, 30, 19, 10, 5, 1);
        assertThat(FilterSpec.gaussian(7, 7.0).q8Weights()).containsExactly(20, 20, 20, 18, 18, 16, 14, 12);
        assertThat(FilterSpec.gaussian(2).q8Weights()).containsExactly(94, 63, 18);   // gauss5: as before (no carry changes a tap)
    }

    @Test
    void uchar_gaussian_weights_always_sum_to_256() {
        for (int r = 1; r <= FilterSpec.MAX_RADIUS; r++) {
            for (double sigma : new double[] {0.05, 0.5, 1.1, 2.3, 7, 50, 999}) {
                int[] q = FilterSpec.gaussian(r, sigma).q8Weights();
                assertThat(q[0] + 2 * Arrays.stream(q).skip(1).sum()).as("r=%d sigma=%s", r, sigma).isEqualTo(256);
                assertThat(Arrays.stream(q).min().getAsInt()).isNotNegative();
            }
        }
    }

    @Test
    void a_directional_sobel_filter_is_named_in_the_tuning_database_before_its_family() {
        assertThat(FilterSpec.parse("sobelx").databaseFamilies()).containsExactly("sobelx", "sobel");
        assertThat(FilterSpec.parse("sobely").databaseFamilies()).containsExactly("sobely", "sobel");
        assertThat(FilterSpec.parse("sobel").databaseFamilies()).containsExactly("sobel");
        assertThat(FilterSpec.parse("box3").databaseFamilies()).containsExactly("box");
        assertThat(FilterSpec.parse("gauss5x2").databaseFamilies()).containsExactly("iterate");
    }

    @Test
    void numbers_too_long_or_malformed_in_a_filter_name_are_user_errors() {
        // each was a NumberFormatException: "internal error", exit 1
        assertThatThrownBy(() -> FilterSpec.parse("box3x99999999999")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("1..64 times").hasMessageContaining("99999999999");
        assertThatThrownBy(() -> FilterSpec.parse("box99999999999")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("width").hasMessageContaining("99999999999");
        assertThatThrownBy(() -> FilterSpec.parse("gauss5:1.2.3")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("sigma").hasMessageContaining("1.2.3");
        assertThatThrownBy(() -> FilterSpec.parse("gauss5:.")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("sigma");
    }

    /** iterated(n) on an iterated filter replaced its passes: iterate(iterate(box, 2), 3) ran box3x3, not box3x6. */
    @Test
    void iterating_an_iterated_filter_multiplies_its_passes() {
        assertThat(FilterSpec.box(1).iterated(2).iterated(3)).isEqualTo(FilterSpec.parse("box3x6"));
        assertThat(FilterSpec.parse("gauss5x4").iterated(16).passes()).isEqualTo(64);
        assertThat(FilterSpec.parse("box3x4").iterated(1).passes()).isEqualTo(4);
        assertThatThrownBy(() -> FilterSpec.parse("box3x8").iterated(9)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("box3x8 applied 9 times is 72 passes");
        assertThatThrownBy(() -> FilterSpec.parse("box3x8").iterated(Integer.MAX_VALUE))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("1..64");
        assertThatThrownBy(() -> FilterSpec.parse("box3x8").iterated(0)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("got 0");
    }

    /** gauss15:-1 and gauss15:1e3 were "Unknown filter ..."; sobel:1.5 ran a Sobel with its sigma dropped. */
    @Test
    void a_sigma_out_of_range_or_where_none_belongs_is_named() {
        assertThatThrownBy(() -> FilterSpec.parse("gauss15:-1")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("sigma in (0, 1000)").hasMessageContaining("-1.0");
        assertThatThrownBy(() -> FilterSpec.parse("gauss15:1e3")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("sigma in (0, 1000)").hasMessageContaining("1000.0");
        assertThatThrownBy(() -> FilterSpec.parse("gauss5:abc")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("not a number");
        assertThatThrownBy(() -> FilterSpec.parse("sobel:1.5")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("no sigma");
        assertThat(FilterSpec.parse("gauss5:2.5e-1x3")).isEqualTo(FilterSpec.gaussian(2, 0.25).iterated(3));
        assertThat(FilterSpec.parse("gauss5:1.5x2").passes()).isEqualTo(2);
    }

    /** --border constant:7 said "Unknown border 'constant:7'; the borders are ... constant", which it had given. */
    @Test
    void a_constant_border_with_a_value_says_the_value_is_what_cannot_be_given_by_name() {
        for (String text : new String[] {"constant:7", "constant=255", "CONSTANT(0)"}) {
            assertThatThrownBy(() -> Border.parse(text)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("is 0").hasMessageContaining("Border.CONSTANT, value")
                    .hasMessageNotContaining("Unknown");
        }
        assertThat(Border.parse(" Constant ")).isEqualTo(Border.CONSTANT);
        assertThatThrownBy(() -> Border.parse("wrap")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("Unknown border 'wrap'");
    }
}
