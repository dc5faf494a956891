/*
 * Which libclang is loaded: the system's by name, or only the one KERNELSCOPE_LIBCLANG names, never the system's in
 * its place when the named one does not load (the user asked for that one, e.g. a newer LLVM).
 */
package dev.kernelscope.source.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class LibClangTest {
    @Test
    void withoutAnOverrideTheSystemNamesAreTriedUnversionedFirst() {
        assertThat(LibClang.candidateNames(null)).startsWith("libclang.so.1", "libclang.so")
                .contains("libclang-15.so.1");
        assertThat(LibClang.candidateNames(" ")).startsWith("libclang.so.1");
    }

    @Test
    void anOverrideIsTheOnlyCandidate() {
        assertThat(LibClang.candidateNames("/opt/llvm-19/lib/libclang.so.1"))
                .containsExactly("/opt/llvm-19/lib/libclang.so.1");
    }

    @Test
    void anOverrideThatDoesNotLoadIsReportedNotReplacedByTheSystemLibrary() {
        LibClang.Loaded loaded = LibClang.load("/nonexistent/kernelscope-test/libclang.so");
        assertThat(loaded.lookup()).isNull();
        assertThat(loaded.reason()).contains("KERNELSCOPE_LIBCLANG='/nonexistent/kernelscope-test/libclang.so'")
                .contains("unset KERNELSCOPE_LIBCLANG");
    }

    @Test
    void anOverrideThatLoadsIsUsed() {
        Path debian = Path.of("/usr/lib/llvm-15/lib/libclang.so.1");
        assumeTrue(Files.exists(debian), "no Debian libclang 15 here to name");
        LibClang.Loaded loaded = LibClang.load(debian.toString());
        assertThat(loaded.lookup()).isNotNull();
        assertThat(loaded.name()).isEqualTo(debian.toString());
    }
}
