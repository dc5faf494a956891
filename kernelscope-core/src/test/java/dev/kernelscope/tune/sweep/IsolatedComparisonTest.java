/*
 * IsolatedComparison's endings that the CLI tests cannot provoke with a kernel: a worker that dies before any kernel
 * ran (here a worker command that exits at once) is a device-side failure with the exit status, not a paragraph
 * blaming the user's buffers; the worker is not started twice for one comparison; a crash names the launches that
 * ran before its step.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.advise.KernelComparison;
import dev.kernelscope.advise.RunCrashedException;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelArgSpec;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class IsolatedComparisonTest {
    private static final KernelComparison.Variant A = new KernelComparison.Variant("A", "a.cl",
            "__kernel void k(__global float* x) { x[get_global_id(0)] *= 2.0f; }", "k", List.of(),
            Geometry.ofSizes(new long[] {64}, new long[0]));
    private static final KernelComparison.Options OPTIONS = new KernelComparison.Options(
            KernelArgSpec.parseAll(List.of("buf:float:64:random")), 6, 2, 1, 0.95, 1e-5);

    @Test
    void aWorkerThatDiesBeforeAnyKernelRanIsNotBlamedOnTheKernel() {
        List<Device> devices = Devices.discover().devices(BackendKind.OPENCL);
        assumeTrue(!devices.isEmpty(), "no OpenCL device (CI has PoCL)");
        try (IsolatedComparison comparison = IsolatedComparison.start(List.of("false"), Duration.ofSeconds(30))) {
            assertThatThrownBy(() -> comparison.run(devices.getFirst(), A, A, OPTIONS))
                    .isInstanceOf(GpuException.class).isNotInstanceOf(RunCrashedException.class)
                    .hasMessageContaining("ended abnormally (exit code 1)")
                    .hasMessageContaining("the start of the process that runs the variants")
                    .hasMessageContaining("before any kernel ran").hasMessageNotContaining("--arg");
            assertThatThrownBy(() -> comparison.run(devices.getFirst(), A, A, OPTIONS))
                    .isInstanceOf(IllegalStateException.class);
        }
    }

    /**
     * A crash or a hang names the last two launching steps before its own (compiles and the job's opening are no
     * launch).
     */
    @Test
    void aCrashNamesTheLaunchesThatRanBeforeItsStep() {
        String checkA = KernelComparison.OUTPUT_CHECK_STEP + "A (a.cl)";
        String checkB = KernelComparison.OUTPUT_CHECK_STEP + "B (a.cl -DOUTSIDE=1)";
        assertThat(IsolatedComparison.launchesBefore(List.of("the start", KernelComparison.COMPILE_STEP + "A (a.cl)",
                checkA, checkB))).isEqualTo(" Memory a launch corrupts can end or stall the process a step or two"
                + " later; before this step it ran " + checkA + " and " + checkB + ".");
        assertThat(IsolatedComparison.launchesBefore(List.of("the start", checkA))).endsWith("it ran " + checkA + ".");
        assertThat(IsolatedComparison.launchesBefore(List.of("the start", KernelComparison.COMPILE_STEP + "A")))
                .isEmpty();
    }

    @Test
    void aWorkerThatCannotBeStartedIsADeviceSideFailureNamingTheCommand() {
        assertThatThrownBy(() -> IsolatedComparison.start(List.of("/nonexistent/java"), Duration.ofSeconds(1)))
                .isInstanceOf(GpuException.class).hasMessageContaining("cannot start the process")
                .hasMessageContaining("/nonexistent/java");
    }
}
