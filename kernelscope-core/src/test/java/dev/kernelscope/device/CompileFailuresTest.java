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
        assertThat(CompileFailures.reason(failure)).isEqualTo("<source>(612): error: identifier \"BK2\" is undefined");
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

    /** PoCL's log names its temporary copy of the source: each failure had its own name, so none grouped. */
    @Test
    void poclsTemporaryFileIsNamedAsTheUsersFileWithItsLineAndColumn() {
        GpuException first = new GpuException(-11, "CL_BUILD_PROGRAM_FAILURE", "clBuildProgram", null,
                "error: /root/.cache/pocl/kcache/tempfile_N2Euhz.cl:12:29: use of undeclared identifier 'FH'\n"
                        + "4 errors generated.\n");
        GpuException second = new GpuException(-11, "CL_BUILD_PROGRAM_FAILURE", "clBuildProgram", null,
                "error: /root/.cache/pocl/kcache/tempfile_7ZU0NW.cl:12:29: use of undeclared identifier 'FH'\n");
        assertThat(CompileFailures.reason(first, "conv.cl"))
                .isEqualTo("error: conv.cl:12:29: use of undeclared identifier 'FH'")
                .isEqualTo(CompileFailures.reason(second, "conv.cl"));
        GpuException nvidia = new GpuException(-11, "CL_BUILD_PROGRAM_FAILURE", "clBuildProgram", null,
                "<kernel>:3:5: error: use of undeclared identifier 'x'\n");
        assertThat(CompileFailures.reason(nvidia, "k.cl")).isEqualTo("k.cl:3:5: error: use of undeclared identifier 'x'");
        GpuException header = new GpuException(-11, "CL_BUILD_PROGRAM_FAILURE", "clBuildProgram", null,
                "/home/me/include/common.h:7:1: error: unknown type name 'flot'\n");
        assertThat(CompileFailures.reason(header, "k.cl")).as("a real header keeps its path")
                .isEqualTo("/home/me/include/common.h:7:1: error: unknown type name 'flot'");
    }

    /** NVRTC named every user's kernel "kernel.cl", the CUDA backend's program name, at its line and in its context. */
    @Test
    void nvrtcsProgramNameIsTheUsersFileAndTheHeadersKeepTheirs() {
        String log = "kernel.cl(5): error: identifier \"float8\" is undefined\n"
                + "opencl_vectors.cuh(212): error: no instance of function template \"ks_make\" matches\n"
                + "          detected during instantiation of \"R ks_make<R,A...>(const A &...)\" at line 9 of kernel.cl\n"
                + "include/my_kernel.cl(3): error: a header whose name ends like the program's keeps it\n";
        assertThat(CompileFailures.named(log, "nbody.cl")).isEqualTo(
                "nbody.cl(5): error: identifier \"float8\" is undefined\n"
                        + "opencl_vectors.cuh(212): error: no instance of function template \"ks_make\" matches\n"
                        + "          detected during instantiation of \"R ks_make<R,A...>(const A &...)\" at line 9 of "
                        + "nbody.cl\n"
                        + "include/my_kernel.cl(3): error: a header whose name ends like the program's keeps it\n");
        GpuException failure = new GpuException(6, "NVRTC_ERROR_COMPILATION", "nvrtcCompileProgram", null, log);
        assertThat(CompileFailures.reason(failure, "nbody.cl")).isEqualTo(
                "nbody.cl(5): error: identifier \"float8\" is undefined");
    }
}
