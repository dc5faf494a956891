/*
 * The diagnostic -Dkernelscope.cuda.carveout property: a percentage 0..100 or unset, anything else a user error that
 * says what to give. No device needed.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class SharedMemoryCarveoutTest {
    @Test
    void unsetLeavesTheDriversChoice() {
        assertThat(SharedMemoryCarveout.parse(null)).isEmpty();
    }

    @Test
    void percentagesFromZeroToAHundred() {
        assertThat(SharedMemoryCarveout.parse("0")).isEqualTo(OptionalInt.of(0));
        assertThat(SharedMemoryCarveout.parse(" 50 ")).isEqualTo(OptionalInt.of(50));
        assertThat(SharedMemoryCarveout.parse("100")).isEqualTo(OptionalInt.of(100));
    }

    @Test
    void anythingElseIsAUserErrorNamingTheProperty() {
        for (String bad : new String[] {"101", "-1", "max", "", "12.5"}) {
            assertThatThrownBy(() -> SharedMemoryCarveout.parse(bad)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("-Dkernelscope.cuda.carveout=" + bad)
                    .hasMessageContaining("from 0 to 100");
        }
    }
}
