/*
 * How a measured rate prints: whole numbers from 100 up, three significant digits below, never "0" for a small rate
 * that is not zero (a tuned kernel of a few kFLOP on PoCL read "0 GFLOP/s").
 */
package dev.kernelscope.model.roofline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RateTest {
    @Test
    void wholeNumbersFromAHundredUp() {
        assertThat(Rate.format(41873.2)).isEqualTo("41873");
        assertThat(Rate.format(100.4)).isEqualTo("100");
    }

    @Test
    void threeSignificantDigitsBelowAHundred() {
        assertThat(Rate.format(12.34)).isEqualTo("12.3");
        assertThat(Rate.format(1.2345)).isEqualTo("1.23");
        assertThat(Rate.format(0.042137)).isEqualTo("0.0421");
        assertThat(Rate.format(0.0000123)).isEqualTo("0.0000123");
    }

    @Test
    void zeroAndNonFiniteValues() {
        assertThat(Rate.format(0)).isEqualTo("0");
        assertThat(Rate.format(Double.NaN)).isEqualTo("n/a");
        assertThat(Rate.format(Double.POSITIVE_INFINITY)).isEqualTo("n/a");
    }
}
