/*
 * BenchAbJob as a worker receives it and answers: the job's JSON reads back to the same two variants and settings,
 * and what a worker measured, NVIDIA's register and spill counts (never present on PoCL, so no device test sees
 * them) and a device error included, comes back to the parent as the same result.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.KernelComparison;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.stats.PairedRatio;
import dev.kernelscope.tune.KernelTunerCache;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class BenchAbJobTest {
    private static final KernelComparison.Variant A = new KernelComparison.Variant("A", "a.cl",
            "__kernel void k(__global float* x) {}", "k", List.of(), Geometry.ofSizes(new long[] {4096, 2},
            new long[0]));
    private static final KernelComparison.Variant B = new KernelComparison.Variant("B", "b.cl",
            "// ü\n__kernel void k2(__global float* x) {}", "k2", List.of("-DITEMS=4", "-DFAST"),
            Geometry.ofSizes(new long[] {1024, 2}, new long[] {64, 1}));

    @Test
    void theJobReadsBackAsTheSameComparison() throws Exception {
        List<KernelArgSpec> args = KernelArgSpec.parseAll(List.of("buf:float:4096:random", "buf:int:7:ones",
                "local:256", "int:-3", "float:0.1"));
        KernelComparison.Options options = new KernelComparison.Options(args, 9, 4, 2, 0.9, 1e-6);
        BenchAbJob job = new BenchAbJob(A, B, options, "opencl:0.0", BackendKind.OPENCL);

        BenchAbJob back = (BenchAbJob) CellJob.fromJson(KernelTunerCache.JSON.readTree(job.toJson().toString()));

        assertThat(back).isEqualTo(job);   // records all the way down: variants, geometry, arguments, settings
    }

    @Test
    void whatAWorkerMeasuredComesBackAsTheSameResult() throws Exception {
        KernelResources nvidia = new KernelResources(1024, 4096, 0, 32, List.of(256L, 1L, 1L), OptionalInt.of(40),
                OptionalLong.of(8), OptionalLong.of(12), OptionalLong.of(4096));
        KernelResources pocl = new KernelResources(4096, 0, 1024, 8, List.of(), OptionalInt.empty(),
                OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());
        double[] ratios = {0.5, 1.0 / 3, 0.7, 0.61, 0.9, 0.55};
        boolean[] bFirst = {false, true, false, true, false, true};
        List<Timing> roundsA = List.of(Timing.of(new long[] {2_000_001, 1_999_999, 2_100_000}, 3),
                Timing.of(new long[] {2_000_000, 2_000_002, 2_000_001}, 1));
        List<Timing> roundsB = List.of(Timing.of(new long[] {1_000_001, 999_999, 1_100_000}, 3),
                Timing.of(new long[] {1_000_000, 1_000_002, 1_000_001}, 1));
        KernelComparison.Result sent = new KernelComparison.Result(new KernelComparison.VariantRun(A, nvidia, roundsA),
                new KernelComparison.VariantRun(B, pocl, roundsB), new KernelComparison.OutputCheck(false, 2, 4103,
                3.0e-4, "argument 0: B differs from A by a relative 3.00e-04 (tolerance 1.00e-05)"), ratios, bFirst,
                PairedRatio.of(ratios, 0.95));

        BenchAbJob.Outcome back = roundTrip(new BenchAbJob.Outcome(BenchAbJob.Measured.of(sent), null, null, null));
        KernelComparison.Result received = back.measured().result(A, B);

        assertThat(received.a()).isEqualTo(sent.a());
        assertThat(received.b()).isEqualTo(sent.b());
        assertThat(received.check()).isEqualTo(sent.check());
        assertThat(received.ratios()).containsExactly(ratios);   // bit for bit: 1/3 included
        assertThat(received.bFirst()).containsExactly(bFirst);
        assertThat(received.comparison()).isEqualTo(sent.comparison());
    }

    @Test
    void aDeviceErrorInTheWorkerIsTheSameExceptionHere() throws Exception {
        GpuException thrown = new GpuException(-5, "CL_OUT_OF_RESOURCES", "clEnqueueNDRangeKernel",
                "kernel k, global [1048576]", null);

        BenchAbJob.Outcome back = roundTrip(new BenchAbJob.Outcome(null, null, BenchAbJob.DeviceError.of(thrown),
                null));
        GpuException rethrown = back.deviceError().exception();

        assertThat(rethrown.getMessage()).isEqualTo(thrown.getMessage());
        assertThat(rethrown.nativeCode()).isEqualTo(-5);
        assertThat(rethrown.buildLog()).isEmpty();
    }

    /** As the worker writes its reply line and the parent reads it. */
    private static BenchAbJob.Outcome roundTrip(BenchAbJob.Outcome outcome) throws Exception {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        record.set(MatrixCells.REPORT, KernelTunerCache.JSON.valueToTree(outcome));
        return BenchAbJob.outcome(new SweepResult("0", (ObjectNode) KernelTunerCache.JSON.readTree(
                record.toString()), "dev"));
    }
}
