/*
 * Byte sizes as users type them (32768, 32K, 32KiB) and what is refused.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ByteSizeTest {
    @ParameterizedTest
    @CsvSource({
        "32768, 32768", "32K, 32768", "32k, 32768", "32KB, 32768", "32KiB, 32768", "32 KiB, 32768", "32kib, 32768",
        "0, 0", "1M, 1048576", "1MiB, 1048576", "100B, 100", "' 512 ', 512", "1G, 1073741824"
    })
    void parses(String text, long bytes) {
        assertThat(ByteSize.parse(text, "shared memory")).isEqualTo(bytes);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-1", "32Q", "K", "1.5K", "32KiBs", "3 2", "0x100", "32iB", "99999999999999999999"})
    void refuses(String text) {
        assertThatThrownBy(() -> ByteSize.parse(text, "shared memory"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("shared memory");
    }
}
