/*
 * One source, two APIs: runs the sample kernels on the same NVIDIA GPU through CUDA and through NVIDIA's OpenCL
 * with identical inputs and requires bit-identical outputs (none of them has a multiply-add a compiler could contract
 * differently). Skipped, with the reason, unless both backends see an NVIDIA GPU (on a GPU machine whose ICD
 * directory lacks NVIDIA's entry, set OCL_ICD_FILENAMES=libnvidia-opencl.so.1).
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.SampleKernel;
import dev.kernelscope.device.TestDevice;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class CrossBackendGpuTest {

    @Test
    void vectorAddIsBitIdenticalOnCudaAndOpenCl() {
        int n = 1_000_003;
        float[] a = TestDevice.randomFloats(n, 21);
        float[] b = TestDevice.randomFloats(n, 22);
        compare(session -> {
            try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(n);
                    Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add")) {
                dc.fill(Float.NaN);
                add.args(da, db, dc, n).launch(Geometry.of(TestDevice.roundUp(n, 256), 256));
                return dc.readFloats();
            }
        });
    }

    @Test
    void bothReductionsAreBitIdenticalOnCudaAndOpenCl() {
        int n = 4_000_037;
        float[] input = TestDevice.randomFloats(n, 23);
        int groups = 528;
        compare(session -> {
            try (Buffer in = session.floats(input); Buffer partial = session.floats(2L * groups);
                    Kernel reduce = session.compile(SampleKernel.REDUCE_SUM.source(), Map.of("GROUP_SIZE", 256L))
                            .kernel("reduce_sum");
                    Kernel reduceArg = SampleKernel.REDUCE_SUM.compile(session).kernel("reduce_sum_local_arg");
                    Buffer second = session.floats(groups)) {
                partial.fill(Float.NaN);
                second.fill(Float.NaN);
                reduce.args(in, partial, n).launch(Geometry.global(groups * 256L));
                reduceArg.args(in, second, new Kernel.LocalMemory(256 * 4L), n)
                        .launch(Geometry.of(groups * 256L, 256));
                float[] first = partial.readFloats();
                float[] other = second.readFloats();
                System.arraycopy(other, 0, first, groups, groups);
                return first;
            }
        });
    }

    @Test
    void transposeAndCoordinatesAreIdenticalOnCudaAndOpenCl() {
        int width = 1001;
        int height = 517;
        float[] matrix = TestDevice.randomFloats(width * height, 24);
        compare(session -> {
            try (Buffer in = session.floats(matrix); Buffer out = session.floats((long) width * height);
                    Kernel transpose = SampleKernel.GRID.compile(session).kernel("transpose")) {
                out.fill(Float.NaN);
                transpose.args(in, out, width, height)
                        .launch(Geometry.of(TestDevice.roundUp(width, 16), TestDevice.roundUp(height, 16), 16, 16));
                return out.readFloats();
            }
        });
        compare(session -> {
            long[] global = {16, 8, 6};
            int total = 16 * 8 * 6;
            try (Buffer ids = session.ints(total); Buffer locals = session.ints(total); Buffer groups = session.ints(total);
                    Kernel coordinates = SampleKernel.GRID.compile(session).kernel("coordinates_3d")) {
                coordinates.args(ids, locals, groups).launch(Geometry.of(global, new long[] {4, 4, 2}));
                float[] all = new float[3 * total];
                int[][] parts = {ids.readInts(), locals.readInts(), groups.readInts()};
                for (int p = 0; p < 3; p++) {
                    for (int i = 0; i < total; i++) {
                        all[p * total + i] = parts[p][i];
                    }
                }
                return all;
            }
        });
    }

    private static void compare(Function<DeviceSession, float[]> run) {
        Device cuda = CudaTestDevice.requireDevice();
        Optional<Device> openCl = CudaTestDevice.INVENTORY.devices(BackendKind.OPENCL).stream()
                .filter(device -> device.vendor().toLowerCase(Locale.ROOT).contains("nvidia"))
                .findFirst();
        assumeTrue(openCl.isPresent(), "no NVIDIA OpenCL device (set OCL_ICD_FILENAMES=libnvidia-opencl.so.1 where"
                + " the ICD directory lacks NVIDIA's entry)");
        float[] viaCuda;
        float[] viaOpenCl;
        try (DeviceSession session = Devices.open(cuda)) {
            viaCuda = run.apply(session);
        }
        try (DeviceSession session = Devices.open(openCl.get())) {
            viaOpenCl = run.apply(session);
        }
        assertThat(viaCuda).hasSameSizeAs(viaOpenCl);
        for (int i = 0; i < viaCuda.length; i++) {
            assertThat(Float.floatToIntBits(viaCuda[i])).as("element %d: CUDA %s, OpenCL %s", i, viaCuda[i],
                    viaOpenCl[i]).isEqualTo(Float.floatToIntBits(viaOpenCl[i]));
        }
    }
}
