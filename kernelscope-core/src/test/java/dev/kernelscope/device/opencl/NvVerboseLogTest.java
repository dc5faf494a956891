/*
 * The -cl-nv-verbose build log parser: the ptxas section of the right entry function gives registers, spills and
 * static shared memory; a kernel with no section, or a log from another vendor, gives nothing.
 */
package dev.kernelscope.device.opencl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NvVerboseLogTest {
    // The layout of NVIDIA's ptxas -v report as it appears in an OpenCL build log with -cl-nv-verbose.
    private static final String LOG = """
            ptxas info    : 0 bytes gmem
            ptxas info    : Compiling entry function 'reduce_sum' for 'sm_90'
            ptxas info    : Function properties for reduce_sum
                0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
            ptxas info    : Used 16 registers, 1024 bytes smem, 380 bytes cmem[0]
            ptxas info    : Compiling entry function 'heavy' for 'sm_90'
            ptxas info    : Function properties for heavy
                48 bytes stack frame, 40 bytes spill stores, 36 bytes spill loads
            ptxas info    : Used 255 registers, 380 bytes cmem[0]
            """;

    @Test
    void readsTheSectionOfTheRequestedKernel() {
        NvVerboseLog.Report reduce = NvVerboseLog.parse(LOG, "reduce_sum").orElseThrow();
        assertThat(reduce.registers()).hasValue(16);
        assertThat(reduce.sharedMemBytes()).hasValue(1024);
        assertThat(reduce.spillStoreBytes()).hasValue(0);

        NvVerboseLog.Report heavy = NvVerboseLog.parse(LOG, "heavy").orElseThrow();
        assertThat(heavy.registers()).hasValue(255);
        assertThat(heavy.spillStoreBytes()).hasValue(40);
        assertThat(heavy.spillLoadBytes()).hasValue(36);
        assertThat(heavy.sharedMemBytes()).as("ptxas omits zero smem").hasValue(0);
    }

    @Test
    void unknownKernelOrForeignLogGivesNothing() {
        assertThat(NvVerboseLog.parse(LOG, "reduce")).isEmpty();
        assertThat(NvVerboseLog.parse("warning: unused variable", "reduce_sum")).isEmpty();
        assertThat(NvVerboseLog.parse("", "x")).isEmpty();
    }
}
