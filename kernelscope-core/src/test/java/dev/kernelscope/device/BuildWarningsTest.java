/*
 * BuildWarnings: a build log with a warning is described with the program's kernels and options; a clean log (or
 * NVIDIA's -cl-nv-verbose lines alone, its note on inlining kernels included) gives nothing.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BuildWarningsTest {
    private static final String SOURCE = "inline void h(int n) {}\n"
            + "__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void first(__global float* a) {}\n"
            + "__kernel void second(__global float* a) {}\n";

    @Test
    void aWarningNamesTheKernelsAndOptions() {
        String log = "warning: <kernel>:12:3: loop not unrolled: the optimizer was unable to perform the requested"
                + " transformation\n";
        assertThat(BuildWarnings.describe(SOURCE, List.of("-DR=1"), log, "a device"))
                .hasValueSatisfying(text -> assertThat(text)
                        .startsWith("compiler warnings on a device for kernels [first, second], options [-DR=1]:")
                        .contains("loop not unrolled"));
    }

    @Test
    void aCleanLogSaysNothing() {
        String verbose = "(): Warning: Function first is a kernel, so overriding noinline attribute. The function may be"
                + " inlined when called.\n\nptxas info    : Used 32 registers, 360 bytes cmem[0]\n";
        assertThat(BuildWarnings.describe(SOURCE, List.of(), verbose, "a device")).isEmpty();
        assertThat(BuildWarnings.describe(SOURCE, List.of(), "", "a device")).isEmpty();
        assertThat(BuildWarnings.describe(SOURCE, List.of(), null, "a device")).isEmpty();
    }
}
