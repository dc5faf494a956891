/*
 * A run whose standard output could not be written (a full disk) ends with a message and exit code 2, not a silent
 * 0; a pipe the reader closed stays quiet. Driven with streams that fail as /dev/full does.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class StandardOutputTest {
    /** Every write fails, as writing to /dev/full does (ENOSPC). */
    private static PrintStream full() {
        return new PrintStream(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        }, true, StandardCharsets.UTF_8);
    }

    @Test
    void aFullDiskUnderStandardOutputIsExitTwoWithOneLine() {
        PrintStream out = full();
        out.println("METHOD  MEDIAN");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = StandardOutput.status(0, out, new PrintStream(err, true, StandardCharsets.UTF_8), false);
        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("kernelscope: standard output could not be written")
                .hasLineCount(1);
        // a failure the command reported itself keeps its own code
        assertThat(StandardOutput.status(3, out, new PrintStream(new ByteArrayOutputStream()), false)).isEqualTo(3);
    }

    @Test
    void aClosedPipeAndAGoodStreamChangeNothing() {
        PrintStream out = full();
        out.println("x");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(StandardOutput.status(0, out, new PrintStream(err), true)).isZero();
        assertThat(err.size()).isZero();
        assertThat(StandardOutput.status(0, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err), false))
                .isZero();
        assertThat(err.size()).isZero();
    }
}
