/*
 * JvmSignalHandlers without any GPU library: it finds the JVM's handlers, puts one back after a foreign library's
 * handler replaced it (libc's getpid stands in for libLLVM's handler; it is harmless if the signal ever came), and
 * leaves alone what it should not touch. Linux only, like the backends.
 */
package dev.kernelscope.device.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.Linker;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class JvmSignalHandlersTest {
    /** SIGXFSZ: the JVM installs a handler (it ignores the signal), and nothing in a test run raises it. */
    private static final String SPARE = "SIGXFSZ";

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
        byte[] foreign = jvm.clone();
        long getpid = Linker.nativeLinker().defaultLookup().find("getpid").orElseThrow().address();
        java.lang.foreign.MemorySegment.ofArray(foreign).set(java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED, 0, getpid);
        try {
            assertThat(JvmSignalHandlers.write(signal, foreign)).isTrue();
            assertThat(JvmSignalHandlers.displaced()).containsExactly(SPARE + "=" + JvmSignalHandlers.owner(getpid));

            JvmSignalHandlers.restore("a test's stand-in for clGetPlatformIDs");

            assertThat(JvmSignalHandlers.sameDisposition(JvmSignalHandlers.read(signal), jvm)).isTrue();
            assertThat(JvmSignalHandlers.displaced()).isEmpty();
            assertThat(JvmSignalHandlers.restorations()).contains(new JvmSignalHandlers.Restoration(SPARE,
                    JvmSignalHandlers.owner(getpid), "a test's stand-in for clGetPlatformIDs"));
            assertThat(JvmSignalHandlers.owner(getpid)).startsWith("libc");
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
        byte[] foreign = jvm.clone();
        long getpid = Linker.nativeLinker().defaultLookup().find("getpid").orElseThrow().address();
        java.lang.foreign.MemorySegment.ofArray(foreign).set(java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED, 0, getpid);
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
