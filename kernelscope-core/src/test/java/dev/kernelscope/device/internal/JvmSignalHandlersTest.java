/*
 * JvmSignalHandlers without any GPU library: it finds the JVM's handlers, puts one back after a foreign library's
 * handler replaced it (libc's getpid stands in for libLLVM's handler; it is harmless if the signal ever came), and
 * leaves alone what it should not touch. Linux only, like the backends.
 */
package dev.kernelscope.device.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

// Isolated: it displaces a JVM signal handler for a moment; a GPU library loading beside it would be blamed.
@org.junit.jupiter.api.parallel.Isolated
class JvmSignalHandlersTest {
    /** SIGXFSZ: the JVM installs a handler (it ignores the signal), and nothing in a test run raises it. */
    private static final String SPARE = "SIGXFSZ";
    /** libc's getpid: the stand-in for a foreign library's handler. */
    private static final long GETPID = Linker.nativeLinker().defaultLookup().find("getpid").orElseThrow().address();

    /** A copy of the sigaction {@code disposition} whose handler (its first field) is {@code handler}. */
    private static byte[] withHandler(byte[] disposition, long handler) {
        byte[] copy = disposition.clone();
        MemorySegment.ofArray(copy).set(ValueLayout.JAVA_LONG_UNALIGNED, 0, handler);
        return copy;
    }

    @BeforeEach
    void linuxWithTheJvmsHandlers() {
        assumeTrue(!JvmSignalHandlers.jvmSignals().isEmpty(),
                "no JVM signal handlers found (not Linux, or libjsig chains them, which makes this class unneeded)");
    }

    @Test
    void findsTheHandlersHotSpotNeeds() {
        assertThat(JvmSignalHandlers.jvmSignals()).contains("SIGSEGV", "SIGBUS", "SIGFPE", "SIGILL", SPARE);
    }

    @Test
    void putsBackAJvmHandlerThatAnotherLibraryReplaced() {
        int signal = JvmSignalHandlers.number(SPARE);
        byte[] jvm = JvmSignalHandlers.read(signal);
        byte[] foreign = withHandler(jvm, GETPID);
        try {
            assertThat(JvmSignalHandlers.write(signal, foreign)).isTrue();
            assertThat(JvmSignalHandlers.displaced()).containsExactly(SPARE + "=" + JvmSignalHandlers.owner(GETPID));

            JvmSignalHandlers.restore("a test's stand-in for clGetPlatformIDs");

            assertThat(JvmSignalHandlers.sameDisposition(JvmSignalHandlers.read(signal), jvm)).isTrue();
            assertThat(JvmSignalHandlers.displaced()).isEmpty();
            assertThat(JvmSignalHandlers.restorations()).contains(new JvmSignalHandlers.Restoration(SPARE,
                    JvmSignalHandlers.owner(GETPID), "a test's stand-in for clGetPlatformIDs"));
            assertThat(JvmSignalHandlers.owner(GETPID)).startsWith("libc");
        } finally {
            JvmSignalHandlers.write(signal, jvm);
        }
    }

    @Test
    void leavesAloneWhatIsAlreadyInPlace() {
        int before = JvmSignalHandlers.restorations().size();
        JvmSignalHandlers.restore("nothing changed");
        assertThat(JvmSignalHandlers.restorations()).hasSize(before);
        assertThat(JvmSignalHandlers.displaced()).isEmpty();
    }

    @Test
    void aroundRestoresAfterTheCallAndReturnsItsValue() {
        int signal = JvmSignalHandlers.number(SPARE);
        byte[] jvm = JvmSignalHandlers.read(signal);
        byte[] foreign = withHandler(jvm, GETPID);
        try {
            String result = JvmSignalHandlers.around("library load", () -> {
                JvmSignalHandlers.write(signal, foreign); // what libLLVM does while PoCL loads
                return "loaded";
            });
            assertThat(result).isEqualTo("loaded");
            assertThat(JvmSignalHandlers.displaced()).isEmpty();
        } finally {
            JvmSignalHandlers.write(signal, jvm);
        }
    }
}
