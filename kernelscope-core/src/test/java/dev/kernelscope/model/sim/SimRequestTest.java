/*
 * SimRequest as a library call: values outside the documented ranges are refused, not read as a default.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SimRequestTest {
    private static final Program PROGRAM = ProgramParser.parse("p", "threads 64\nregisters 32\nalu 4\nmem 1\n");

    private static SimRequest request(int registers, int shared, long traceCycles) {
        return new SimRequest(ArchRegistry.presets().get("sm_90"), PROGRAM, 0, registers, shared, 0, 0, 10_000,
                traceCycles, Map.of());
    }

    @Test
    void negativeResourcesOtherThanTheProgramsMarkerAreRefused() {
        // -5 registers or -5 shared bytes were taken as -1 ("the program's") without a word
        assertThatThrownBy(() -> request(-5, -1, 0)).isInstanceOf(InvalidInputException.class).hasMessageContaining("-5");
        assertThatThrownBy(() -> request(-1, -5, 0)).isInstanceOf(InvalidInputException.class).hasMessageContaining("-5");
        assertThatThrownBy(() -> request(-1, -1, -5)).isInstanceOf(InvalidInputException.class);
        assertThat(request(-1, -1, 0).run().complete()).isTrue();
        assertThat(request(0, 0, 100).run().complete()).isTrue();
    }
}
