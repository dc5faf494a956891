/*
 * Where MIN_GROUPS reaches a compiler: CUDA's launch bound only (NVIDIA's OpenCL, AMD and PoCL compile the same kernel
 * for any value), and so where the tuner searches it; likewise SHUFFLE, whose warp shuffles exist through CUDA and, for
 * the register-fused rung (inline PTX), NVIDIA's OpenCL; and STREAM, whose rows are copied ahead by cp.async through
 * CUDA and NVIDIA's OpenCL on sm_80 and later.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RegisterCapTest {
    private static final Device NVIDIA_OPENCL = device(BackendKind.OPENCL, "NVIDIA Corporation", "sm_90");
    private static final Device CUDA = device(BackendKind.CUDA, "NVIDIA", "sm_90");

    private static Device device(BackendKind backend, String vendor, String preset) {
        return new Device(backend == BackendKind.CUDA ? "cuda:0" : "opencl:0.0", backend, "test", "a GPU", vendor,
                "580", "3.0", DeviceType.GPU, 132, 1980, 80L << 30, 48L << 10, 20L << 30, 50L << 20, 1024,
                List.of(1024L, 1024L, 64L), 32, preset, preset);
    }

    @Test
    void theCapReachesCudaOnly() {
        assertThat(RegisterCap.appliesTo(CUDA)).isTrue();
        assertThat(RegisterCap.appliesTo(NVIDIA_OPENCL)).isFalse();
        assertThat(RegisterCap.appliesTo(device(BackendKind.OPENCL, "The pocl project", "cpu"))).isFalse();
        assertThat(RegisterCap.appliesTo(device(BackendKind.OPENCL, "Advanced Micro Devices, Inc.", "gfx90a")))
                .isFalse();
    }

    @Test
    void theTunerTriesCapsOnlyWhereACompilerReadsThem() {
        FilterSpec box3 = FilterSpec.parse("box3");
        Map<String, Long> current = StencilVariant.PACKED.parameters(Map.of("VEC", 16L, "ROWS", 2L), box3);
        assertThat(values(space(CUDA, box3, current), "MIN_GROUPS")).containsExactly(0L, 3L, 4L, 5L, 6L, 8L);
        assertThat(values(space(NVIDIA_OPENCL, box3, current), "MIN_GROUPS")).containsExactly(0L);
        assertThat(values(space(device(BackendKind.OPENCL, "The pocl project", "cpu"), box3, current), "MIN_GROUPS"))
                .containsExactly(0L);
    }

    @Test
    void theTunerTriesShufflesOnlyWhereTheKernelHasThem() {
        FilterSpec box3x4 = FilterSpec.parse("box3x4");
        Map<String, Long> fused = StencilVariant.REGISTER_FUSED.parameters(Map.of(), box3x4);
        Device pocl = device(BackendKind.OPENCL, "The pocl project", "cpu");
        assertThat(values(space(StencilVariant.REGISTER_FUSED, CUDA, box3x4, fused), "SHUFFLE")).containsExactly(0L, 1L);
        assertThat(values(space(StencilVariant.REGISTER_FUSED, NVIDIA_OPENCL, box3x4, fused), "SHUFFLE"))
                .containsExactly(0L, 1L);
        assertThat(values(space(StencilVariant.REGISTER_FUSED, pocl, box3x4, fused), "SHUFFLE")).containsExactly(0L);
        // the vector rung's shuffles are CUDA's only
        FilterSpec box3 = FilterSpec.parse("box3");
        Map<String, Long> vector = StencilVariant.VECTOR.parameters(Map.of(), box3);
        assertThat(values(space(StencilVariant.VECTOR, NVIDIA_OPENCL, box3, vector), "SHUFFLE")).containsExactly(0L);
        assertThat(values(space(StencilVariant.VECTOR, CUDA, box3, vector), "SHUFFLE")).containsExactly(0L, 1L);
    }

    @Test
    void theTunerTriesRowsCopiedAheadOnlyWhereCpAsyncCopiesThem() {
        assertThat(AsyncRowCopies.appliesTo(CUDA)).isTrue();
        assertThat(AsyncRowCopies.appliesTo(NVIDIA_OPENCL)).isTrue();
        assertThat(AsyncRowCopies.appliesTo(device(BackendKind.CUDA, "NVIDIA", "sm_75"))).isFalse();
        assertThat(AsyncRowCopies.appliesTo(device(BackendKind.OPENCL, "NVIDIA Corporation", "sm_75"))).isFalse();
        assertThat(AsyncRowCopies.appliesTo(device(BackendKind.OPENCL, "The pocl project", "cpu"))).isFalse();
        assertThat(AsyncRowCopies.appliesTo(device(BackendKind.OPENCL, "Advanced Micro Devices, Inc.", "gfx90a")))
                .isFalse();
        FilterSpec box3 = FilterSpec.parse("box3");
        Map<String, Long> current = StencilVariant.PACKED.parameters(Map.of("VEC", 16L, "ROWS", 16L), box3);
        assertThat(values(space(CUDA, box3, current), "STREAM")).containsExactly(0L, 2L, 4L);
        assertThat(values(space(device(BackendKind.OPENCL, "The pocl project", "cpu"), box3, current), "STREAM"))
                .containsExactly(0L);
    }

    private static dev.kernelscope.tune.SearchSpace space(Device device, FilterSpec filter, Map<String, Long> current) {
        return space(StencilVariant.PACKED, device, filter, current);
    }

    private static dev.kernelscope.tune.SearchSpace space(StencilVariant variant, Device device, FilterSpec filter,
                                                          Map<String, Long> current) {
        return dev.kernelscope.tune.StencilSpaces.space(variant, filter, PixelType.U8, device, current);
    }

    private static List<Long> values(dev.kernelscope.tune.SearchSpace space, String name) {
        return space.parameters().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().values();
    }
}
