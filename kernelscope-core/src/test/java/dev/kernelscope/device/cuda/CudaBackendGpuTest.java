/*
 * Runs the sample kernels and this package's test kernels on a real NVIDIA GPU through the CUDA backend, against
 * Java references in double: vector add, both reductions (static local + reqd_work_group_size, and a __local
 * argument as dynamic shared memory, also above 48 KiB), a 2-D transpose at sizes that are not tile multiples,
 * 3-D coordinates, the float4 prelude. Also resources from the driver, error paths and event timing.
 * Skipped, with the reason, where no CUDA device is present (CI).
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.SampleKernel;
import dev.kernelscope.device.TestDevice;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class CudaBackendGpuTest {
    private static final float POISON = Float.NaN;

    @Test
    void discoveryReportsTheDevicesAttributes() {
        Device device = CudaTestDevice.requireDevice();
        CudaDeviceInfo info = CudaBackendDriver.instance().info(device);
        assertThat(device.id()).isEqualTo("cuda:0");
        assertThat(info.ccMajor()).isGreaterThanOrEqualTo(7);
        assertThat(device.architecture()).isEqualTo(info.architecture()).matches("sm_\\d+");
        assertThat(info.multiprocessors()).isEqualTo(device.computeUnits()).isPositive();
        assertThat(info.sharedMemPerBlockOptin()).isGreaterThanOrEqualTo(info.sharedMemPerBlock());
        assertThat(info.registersPerMultiprocessor()).isEqualTo(65_536);
        assertThat(info.warpSize()).isEqualTo(32);
        assertThat(device.maxGroupSizes()).hasSize(3);
    }

    @Test
    void vectorAddMatchesJavaExactly() {
        DeviceSession session = CudaTestDevice.session();
        int n = 100_003;
        float[] a = TestDevice.randomFloats(n, 1);
        float[] b = TestDevice.randomFloats(n, 2);
        try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(n);
                Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add")) {
            dc.fill(POISON);
            add.args(da, db, dc, n).launch(Geometry.of(TestDevice.roundUp(n, 128), 128));
            float[] c = dc.readFloats();
            for (int i = 0; i < n; i++) {
                assertThat(c[i]).as("c[%d]", i).isEqualTo(a[i] + b[i]);
            }
        }
    }

    @Test
    void staticLocalReductionWithRequiredGroupSizeMatchesDoubleReference() {
        DeviceSession session = CudaTestDevice.session();
        int n = 1_000_001;
        float[] input = TestDevice.randomFloats(n, 3);
        int groups = 264;
        try (Buffer in = session.floats(input); Buffer partial = session.floats(groups);
                Kernel reduce = session.compile(SampleKernel.REDUCE_SUM.source(), Map.of("GROUP_SIZE", 128L))
                        .kernel("reduce_sum")) {
            KernelResources resources = reduce.resources();
            assertThat(resources.requiredGroupSize()).as("read back from the module").containsExactly(128L, 1L, 1L);
            assertThat(resources.sharedMemBytes()).hasValue(128 * 4);
            assertThat(resources.localMemBytes()).isEqualTo(128 * 4);
            assertThat(resources.registersPerThread()).isPresent();
            assertThat(resources.registersPerThread().getAsInt()).isPositive();
            assertThat(resources.spillStoreBytes()).as("parsed from ptxas's report").hasValue(0);
            partial.fill(POISON);
            reduce.args(in, partial, n).launch(Geometry.global(groups * 128L));
            assertRelativeError(sum(partial.readFloats()), reference(input));
        }
    }

    @Test
    void localArgumentReductionUsesDynamicSharedMemoryAlsoAbove48KiB() {
        DeviceSession session = CudaTestDevice.session();
        int n = 777_777;
        float[] input = TestDevice.randomFloats(n, 4);
        int groups = 40;
        int groupSize = 256;
        try (Buffer in = session.floats(input); Buffer partial = session.floats(groups);
                Kernel reduce = SampleKernel.REDUCE_SUM.compile(session).kernel("reduce_sum_local_arg")) {
            partial.fill(POISON);
            reduce.args(in, partial, new Kernel.LocalMemory(groupSize * 4L), n)
                    .launch(Geometry.of((long) groups * groupSize, groupSize));
            assertRelativeError(sum(partial.readFloats()), reference(input));

            // 96 KiB of __local memory: above the 48 KiB CUDA gives without cuFuncSetAttribute's opt-in.
            partial.fill(POISON);
            reduce.args(in, partial, new Kernel.LocalMemory(96 * 1024L), n)
                    .launch(Geometry.of((long) groups * groupSize, groupSize));
            assertRelativeError(sum(partial.readFloats()), reference(input));

            CudaDeviceInfo info = CudaBackendDriver.instance().info(session.device());
            reduce.args(in, partial, new Kernel.LocalMemory(info.sharedMemPerBlockOptin() + 16L), n);
            assertThatThrownBy(() -> reduce.launch(Geometry.of((long) groups * groupSize, groupSize)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining(String.valueOf(info.sharedMemPerBlockOptin()));
        }
    }

    @Test
    void transposeIn2dHandlesSizesThatAreNotTileMultiples() {
        DeviceSession session = CudaTestDevice.session();
        int width = 67;
        int height = 45;
        float[] in = TestDevice.randomFloats(width * height, 5);
        try (Buffer din = session.floats(in); Buffer dout = session.floats((long) width * height);
                Kernel transpose = session.compile(SampleKernel.GRID.source(), Map.of("TILE", 8L)).kernel("transpose")) {
            dout.fill(POISON);
            transpose.args(din, dout, width, height)
                    .launch(Geometry.of(TestDevice.roundUp(width, 8), TestDevice.roundUp(height, 8), 8, 8));
            float[] out = dout.readFloats();
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    assertThat(out[x * height + y]).as("out[%d][%d]", x, y).isEqualTo(in[y * width + x]);
                }
            }
        }
    }

    @Test
    void threeDimensionalLaunchGivesEveryWorkItemFunctionItsOpenClValue() {
        DeviceSession session = CudaTestDevice.session();
        long[] global = {12, 6, 4};
        long[] local = {4, 3, 2};
        int total = 12 * 6 * 4;
        try (Buffer out = session.ints(total);
                Kernel index = session.compile(CudaTestDevice.testKernel("index_3d.cl")).kernel("index_3d")) {
            out.fill(Integer.MIN_VALUE);
            index.args(out).launch(Geometry.of(global, local));
            int[] codes = out.readInts();
            for (int z = 0; z < 4; z++) {
                for (int y = 0; y < 6; y++) {
                    for (int x = 0; x < 12; x++) {
                        assertThat(codes[(z * 6 + y) * 12 + x]).as("(%d, %d, %d)", x, y, z)
                                .isEqualTo(x + 1000 * y + 1_000_000 * z);
                    }
                }
            }
        }
    }

    @Test
    void float4PreludeOperatorsAndBuiltinsComputeTheExpectedValues() {
        DeviceSession session = CudaTestDevice.session();
        int vectors = 256;
        float[] in = TestDevice.randomFloats(4 * vectors, 6);
        float[] offsets = {1, 2, 3, 4};
        try (Buffer din = session.floats(in); Buffer dout = session.floats(4L * vectors);
                Buffer doff = session.floats(offsets);
                Kernel ops = session.compile(CudaTestDevice.testKernel("float4_ops.cl")).kernel("float4_ops")) {
            dout.fill(POISON);
            ops.args(din, dout, doff).launch(Geometry.global(new long[] {vectors}));
            float[] out = dout.readFloats();
            for (int i = 0; i < 4 * vectors; i++) {
                float expected = 2 * in[i] + offsets[i % 4];
                assertThat(out[i]).as("out[%d]", i).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-5f));
            }
        }
    }

    @Test
    void compileErrorsCarryNvrtcsLogWithTheClFilesLineNumbers() {
        DeviceSession session = CudaTestDevice.session();
        String broken = "__kernel void broken(__global float* x) {\n    x[0] = undefined_name;\n}\n";
        assertThatThrownBy(() -> session.compile(broken))
                .isInstanceOfSatisfying(GpuException.class, failure -> {
                    assertThat(failure.errorName()).isEqualTo("NVRTC_ERROR_COMPILATION");
                    assertThat(failure.call()).isEqualTo("nvrtcCompileProgram");
                    assertThat(failure.buildLog()).get().asString()
                            .contains("kernel.cl(2)").contains("undefined_name");
                });
    }

    @Test
    void driverErrorsNameTheCallAndTheCudaError() {
        DeviceSession session = CudaTestDevice.session();
        assertThatThrownBy(() -> SampleKernel.VECTOR_ADD.compile(session).kernel("no_such_kernel"))
                .isInstanceOfSatisfying(GpuException.class, failure -> {
                    assertThat(failure.errorName()).isEqualTo("CUDA_ERROR_NOT_FOUND");
                    assertThat(failure.call()).startsWith("cuModuleGetFunction");
                });
    }

    @Test
    void argumentsOfTheWrongSizeAreRejectedBeforeTheLaunch() {
        DeviceSession session = CudaTestDevice.session();
        try (Buffer b = session.floats(16); Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add")) {
            add.args(b, b, 7, 16); // argument 2 is a float* in the kernel
            assertThatThrownBy(() -> add.launch(Geometry.of(16, 16)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("Argument 2 of kernel 'vector_add'")
                    .hasMessageContaining("takes 8 bytes");
        }
    }

    @Test
    void theDeviceTimesKernelsWithCudaEvents() {
        DeviceSession session = CudaTestDevice.session();
        int n = 1 << 22;
        try (Buffer in = session.floats(4L * n / 4); Buffer out = session.floats(4L * n / 4);
                Kernel copy = SampleKernel.COPY_FLOAT4.compile(session).kernel("copy_float4")) {
            in.fill(1.0f);
            copy.args(in, out);
            Timing timing = copy.time(Geometry.of(n / 4, 256), 3, 20);
            assertThat(timing.repetitions()).isEqualTo(20);
            assertThat(timing.minNs()).isPositive();
            Timing copyTiming = session.timeCopy(in, out, n, 2, 10);
            assertThat(copyTiming.minNs()).isPositive();
        }
    }

    /**
     * A timed runnable that waits for the stream (as a library's first call may) while the stream gate holds it: the
     * gate's watchdog opens it and the batch is timed again without the gate, instead of both waiting for ever.
     */
    @Test
    @org.junit.jupiter.api.Timeout(60)
    void aTimedCallThatWaitsForTheHeldStreamIsTimedWithoutTheGate() {
        DeviceSession session = CudaTestDevice.session();
        CudaBackend backend = (CudaBackend) session.nativeBackend();
        int n = 1 << 16;
        try (Buffer da = session.floats(n); Buffer db = session.floats(n); Buffer dc = session.floats(n);
                Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add")) {
            add.args(da, db, dc, n);
            long start = System.nanoTime();
            long[] samples = backend.timeEnqueuedBehindGate(() -> {
                add.launch(Geometry.of(n, 128));
                session.synchronize();
            }, 3);
            assertThat(samples).hasSize(3);
            assertThat(java.util.Arrays.stream(samples).min().orElseThrow()).isGreaterThanOrEqualTo(0L);
            assertThat(System.nanoTime() - start).as("ns").isLessThan(30_000_000_000L);
        }
    }

    @Test
    void theDriversOccupancyAnswerIsAvailableForACompiledKernel() {
        Device device = CudaTestDevice.requireDevice();
        try (CudaBackend backend = CudaBackendDriver.instance().openBackend(device,
                dev.kernelscope.device.SessionOptions.DEFAULT)) {
            var program = backend.compile(SampleKernel.REDUCE_SUM.source(), java.util.List.of("-DGROUP_SIZE=256"));
            var kernel = backend.kernel(program.handle(), "reduce_sum");
            int blocks = backend.occupancyBlocksPerMultiprocessor(kernel, 256, 0);
            assertThat(blocks).isBetween(1, backend.info().maxBlocksPerMultiprocessor());
            CudaFunctionAttributes attributes = backend.attributes(kernel);
            assertThat(attributes.binaryVersion()).isEqualTo(backend.info().ccMajor() * 10 + backend.info().ccMinor());
            backend.release(kernel);
            backend.release(program.handle());
        }
    }

    private static double sum(float[] values) {
        double total = 0;
        for (float v : values) {
            assertThat(v).as("no poisoned partial sum is left").isNotNaN();
            total += v;
        }
        return total;
    }

    private static double reference(float[] values) {
        double total = 0;
        for (float v : values) {
            total += v;
        }
        return total;
    }

    private static void assertRelativeError(double actual, double expected) {
        assertThat(Math.abs(actual - expected) / Math.max(1.0, Math.abs(expected))).as("relative error of %s vs %s",
                actual, expected).isLessThan(1e-4);
    }
}
