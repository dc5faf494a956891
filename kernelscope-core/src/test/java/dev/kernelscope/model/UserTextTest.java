/*
 * What a message repeats of the user's input and of a parser's own words: a short prefix of long input, control
 * characters made visible, and Jackson's messages without their internals or the grammar's list of expected tokens.
 */
package dev.kernelscope.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class UserTextTest {
    private static String jacksonMessage(String json) {
        try {
            new ObjectMapper().readTree(json);
        } catch (JsonProcessingException failure) {
            return failure.getOriginalMessage();
        }
        throw new AssertionError("parsed: " + json);
    }

    @Test
    void anUnexpectedTokenIsNamedWithoutTheGrammarsList() {
        String original = jacksonMessage("__kernel void k() {}");
        assertThat(original).contains("was expecting");   // what Jackson says, so the test sees the real text
        assertThat(UserText.parserMessage(original)).isEqualTo("Unrecognized token '__kernel'");
    }

    @Test
    void otherParserMessagesKeepTheirWordsWithoutSourceLocations() {
        String original = jacksonMessage("{\"kernel\": 3");
        assertThat(UserText.parserMessage(original)).startsWith("Unexpected end-of-input").doesNotContain("Source:");
        assertThat(UserText.parserMessage(null)).isEqualTo("unreadable");
    }

    @Test
    void longInputIsCutAndControlCharactersShown() {
        assertThat(UserText.quote("a\tb\nc")).isEqualTo("a\\tb\\nc");
        assertThat(UserText.quote("x".repeat(100))).isEqualTo("x".repeat(UserText.MAX_QUOTED) + "... (100 characters)");
    }
}
