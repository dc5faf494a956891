/*
 * The one-line reason a tuner records for a configuration that failed to compile: the compiler's error line, or
 * the native error when the log holds only warnings and info lines (as NVRTC's did on the H100).
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CompileFailuresTest {
    @Test
    void theCompilersErrorLineWins() {
        GpuException failure = new GpuException(6, "NVRTC_ERROR_COMPILATION", "nvrtcCompileProgram", null,
                "kernel.cl(530): warning #550-D: variable \"lastA\" was set but never used\n"
                        + "kernel.cl(612): error: identifier \"BK2\" is undefined\n");
        assertThat(CompileFailures.reason(failure)).isEqualTo("kernel.cl(612): error: identifier \"BK2\" is undefined");
    }

    @Test
    void aLogWithoutAnErrorGivesTheNativeErrorAndTheCall() {
        GpuException failure = new GpuException(218, "CUDA_ERROR_INVALID_PTX", "cuModuleLoadDataEx", null,
                "kernel.cl(530): warning #550-D: variable \"lastA\" was set but never used\nptxas info    : 6 bytes gmem\n");
        assertThat(CompileFailures.reason(failure))
                .contains("cuModuleLoadDataEx").contains("CUDA_ERROR_INVALID_PTX").doesNotContain("warning");
    }

    @Test
    void ptxasFatalLinesCountAsErrors() {
        GpuException failure = new GpuException(6, "NVRTC_ERROR_COMPILATION", "nvrtcCompileProgram", null,
                "ptxas info    : 0 bytes gmem\nptxas fatal   : Memory allocation failure\n");
        assertThat(CompileFailures.reason(failure)).isEqualTo("ptxas fatal   : Memory allocation failure");
    }
}
