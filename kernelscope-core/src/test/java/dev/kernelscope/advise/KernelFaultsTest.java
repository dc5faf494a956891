/*
 * A failed --run: a fault of the kernel's own, which the driver names at a later call, is explained as one; other
 * errors keep the driver's words; a report with a failed run (or, under --run, a failed compile) is what makes
 * `analyze` exit with 3.
 */
package dev.kernelscope.advise;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class KernelFaultsTest {
    @Test
    void aStickyFaultSeenAtALaterCallIsExplainedAsTheKernels() {
        // session 55 on the H200: an n-body whose __local tile of 128 took groups of 256
        String cuda = "cuMemFreeHost failed: CUDA_ERROR_ILLEGAL_ADDRESS (700): an illegal memory access was encountered";
        assertThat(KernelFaults.explained(cuda)).startsWith(cuda).contains("the kernel faulted on the device",
                "outside its buffers or its __local arrays");
        assertThat(KernelFaults.explained("clFinish failed: CL_INVALID_COMMAND_QUEUE (-36)"))
                .contains("the kernel faulted on the device");
        String other = "clSetKernelArg failed: CL_INVALID_ARG_SIZE (-51)";
        assertThat(KernelFaults.explained(other)).isEqualTo(other);
        assertThat(KernelFaults.explained(null)).isNull();
    }

    @Test
    void aReportWithAFailedRunSaysSo() {
        AnalysisReport.RunReport failed = new AnalysisReport.RunReport("gpu", "[256]", Double.NaN, List.of(), 0, "",
                null, null, null, null, null, "", "CUDA_ERROR_ILLEGAL_ADDRESS");
        AnalysisReport.RunReport measured = new AnalysisReport.RunReport("gpu", "[256]", 1.0, List.of(1000L), 4, "x",
                4.0, 8.0, null, null, null, "memory-bound", null);
        assertThat(report(failed).hasFailedRuns()).isTrue();
        assertThat(report(measured).hasFailedRuns()).isFalse();
    }

    @Test
    void aReportWithACompileErrorSaysSo() {
        AnalysisReport.CompileReport failed = new AnalysisReport.CompileReport("gpu", "cuda", "sm_90",
                "identifier \"float8\" is undefined", null, null, null, null, null, null, null, null, null);
        AnalysisReport report = new AnalysisReport("k.cl", "clang", List.of(new AnalysisReport.KernelReport("k", null,
                256, "--local", List.of(), List.of(failed), List.of(), List.of())), List.of());
        assertThat(report.hasFailedCompiles()).isTrue();
        assertThat(report(new AnalysisReport.RunReport("gpu", "[256]", 1.0, List.of(1000L), 4, "x", 4.0, 8.0, null,
                null, null, "memory-bound", null)).hasFailedCompiles()).isFalse();
    }

    private static AnalysisReport report(AnalysisReport.RunReport run) {
        return new AnalysisReport("k.cl", "clang", List.of(new AnalysisReport.KernelReport("k", null, 256, "--local",
                List.of(), List.of(), List.of(), List.of(run))), List.of());
    }
}
