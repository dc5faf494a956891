/*
 * A machine without fonts: what Java2D throws while drawing becomes one paragraph naming the packages to install,
 * while an encoder's or the user's own error passes through unchanged.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class ChartUnavailableExceptionTest {

    @Test
    void aFontLookupFailureNamesTheChartAndThePackagesToInstall() {
        assertThatThrownBy(() -> ChartUnavailableException.drawing("chart curve.png", () -> {
            throw new RuntimeException("Fontconfig head is null, check your fonts or fonts configuration");
        })).isInstanceOf(ChartUnavailableException.class)
                .hasMessageStartingWith("the chart curve.png could not be drawn on this machine (Fontconfig head is null")
                .hasMessageContaining("apt-get install fontconfig fonts-dejavu-core");
    }

    /** gemm, stencil and tune put the reason in their own sentence: Java2D's words, not the paragraph again. */
    @Test
    void theReasonOfAWrappedFailureIsJava2dsOwnMessage() {
        RuntimeException java2d = new RuntimeException("Fontconfig head is null");
        ChartUnavailableException wrapped = new ChartUnavailableException("chart c.png", java2d);
        assertThat(ChartUnavailableException.reasonOf(wrapped)).isEqualTo("Fontconfig head is null");
        assertThat(ChartUnavailableException.reasonOf(new IllegalStateException("no graphics"))).isEqualTo(
                "no graphics");
    }

    @Test
    void theUsersOwnErrorsAndTheJvmsPassThrough() {
        assertThatThrownBy(() -> ChartUnavailableException.drawing("chart x.png", () -> {
            throw new InvalidInputException("chart file x.txt must end in .png or .svg");
        })).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> ChartUnavailableException.drawing("chart x.png", () -> {
            throw new OutOfMemoryError("Java heap space");
        })).isInstanceOf(OutOfMemoryError.class);
    }
}
