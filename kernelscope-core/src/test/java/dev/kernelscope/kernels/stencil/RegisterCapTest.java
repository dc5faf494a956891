/*
 * The register cap MIN_GROUPS implies on NVIDIA OpenCL: the values __launch_bounds__ gave through CUDA on the H100
 * (followup4: 64 registers for 4 groups of 256, 48 for 5), the occupancy model's consistency, and where no option goes.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.occupancy.Limiter;
import dev.kernelscope.model.occupancy.Occupancy;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class RegisterCapTest {
    private static final NvidiaArch SM_90 = RegisterCap.nvidiaPreset("sm_90");

    private static Device device(BackendKind backend, String vendor, String preset) {
        return new Device(backend == BackendKind.CUDA ? "cuda:0" : "opencl:0.0", backend, "test", "a GPU", vendor,
                "580", "3.0", DeviceType.GPU, 132, 1980, 80L << 30, 48L << 10, 20L << 30, 50L << 20, 1024,
                List.of(1024L, 1024L, 64L), 32, preset, preset);
    }

    @Test
    void theCapIsWhatLaunchBoundsGaveThroughCudaOnTheH100() {
        // followup4 (cuobjdump / cuFuncGetAttribute): 256 threads, MIN_GROUPS 4 -> 64 registers; 5 -> 48; 3 -> 80
        assertThat(RegisterCap.forMinGroups(SM_90, 256, 4)).hasValue(64);
        assertThat(RegisterCap.forMinGroups(SM_90, 256, 5)).hasValue(48);
        assertThat(RegisterCap.forMinGroups(SM_90, 256, 3)).hasValue(80);
        assertThat(RegisterCap.forMinGroups(SM_90, 128, 4)).hasValue(128);
        assertThat(RegisterCap.forMinGroups(SM_90, 256, 1)).hasValue(255);   // ptxas's ceiling, not the allocator's 256
        assertThat(RegisterCap.forMinGroups(SM_90, 256, 0)).isEmpty();
    }

    @Test
    void moreGroupsThanTheUnitHoldsCapNoLowerThanFullResidencyNeeds() {
        // 2,048 threads per SM: 8 groups of 256 at most, so 16 asked for caps as 8 would (32 registers), not at 16
        assertThat(RegisterCap.forMinGroups(SM_90, 256, 16)).hasValue(32);
        assertThat(RegisterCap.forMinGroups(SM_90, 1024, 32)).hasValue(32);
    }

    @Test
    void everyCapFitsItsGroupsAndOneRegisterMoreWouldNot() {
        for (int threads = 32; threads <= 1024; threads += 32) {
            for (int groups = 1; groups <= 32; groups++) {
                OptionalInt cap = RegisterCap.forMinGroups(SM_90, threads, groups);
                assertThat(cap).isPresent();
                int r = cap.getAsInt();
                int fits = Occupancy.core(OccupancyQuery.of(SM_90, threads, 0, 0)).groupsPerUnit();
                int target = Math.min(groups, fits);
                assertThat(registerLimit(threads, r)).as("%d threads, %d groups", threads, groups)
                        .isGreaterThanOrEqualTo(target);
                assertThat(r % 8 == 0 || r == RegisterCap.PTXAS_MAX_REGISTERS).isTrue();   // 256 per warp: 8 a thread
                if (r < RegisterCap.PTXAS_MAX_REGISTERS) {
                    assertThat(registerLimit(threads, r + 1)).isLessThan(target);
                }
            }
        }
    }

    private static int registerLimit(int threads, int registers) {
        return Occupancy.core(OccupancyQuery.of(SM_90, threads, registers, 0)).limits().limit(Limiter.REGISTERS)
                .orElse(Integer.MAX_VALUE);
    }

    private static final Device NVIDIA_OPENCL = device(BackendKind.OPENCL, "NVIDIA Corporation", "sm_90");

    @Test
    void theCapReachesCudaAndNvidiaOpenClOnly() {
        assertThat(RegisterCap.appliesTo(device(BackendKind.CUDA, "NVIDIA", "sm_90"))).isTrue();
        assertThat(RegisterCap.appliesTo(NVIDIA_OPENCL)).isTrue();
        assertThat(RegisterCap.appliesTo(device(BackendKind.OPENCL, "The pocl project", "cpu"))).isFalse();
        assertThat(RegisterCap.appliesTo(device(BackendKind.OPENCL, "Advanced Micro Devices, Inc.", "gfx90a")))
                .isFalse();
    }

    @Test
    void theTunerTriesCapsOnlyWhereACompilerReadsThem() {
        FilterSpec box3 = FilterSpec.parse("box3");
        Map<String, Long> current = StencilVariant.PACKED.parameters(Map.of("VEC", 16L, "ROWS", 2L), box3);
        dev.kernelscope.tune.SearchSpace cuda = dev.kernelscope.tune.StencilSpaces.space(StencilVariant.PACKED, box3,
                PixelType.U8, device(BackendKind.CUDA, "NVIDIA", "sm_90"), current);
        dev.kernelscope.tune.SearchSpace pocl = dev.kernelscope.tune.StencilSpaces.space(StencilVariant.PACKED, box3,
                PixelType.U8, device(BackendKind.OPENCL, "The pocl project", "cpu"), current);
        assertThat(values(cuda, "MIN_GROUPS")).containsExactly(0L, 3L, 4L, 5L, 6L, 8L);
        assertThat(values(pocl, "MIN_GROUPS")).containsExactly(0L);
    }

    private static List<Long> values(dev.kernelscope.tune.SearchSpace space, String name) {
        return space.parameters().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().values();
    }

    @Test
    void onlyNvidiaOpenClGetsTheOption() {
        Map<String, Long> box5 = StencilVariant.PACKED.parameters(Map.of("VEC", 16L, "MIN_GROUPS", 4L),
                FilterSpec.parse("box5"));
        assertThat(StencilVariant.PACKED.compilerOptions(NVIDIA_OPENCL, box5))
                .containsExactly("-cl-nv-maxrregcount=64", "-DKERNELSCOPE_REGISTER_CAP=64");
        // CUDA has the kernel's __launch_bounds__; PoCL and other vendors' compilers reject unknown options
        assertThat(StencilVariant.PACKED.compilerOptions(device(BackendKind.CUDA, "NVIDIA", "sm_90"), box5)).isEmpty();
        assertThat(StencilVariant.PACKED.compilerOptions(device(BackendKind.OPENCL, "The pocl project", "unknown"),
                box5)).isEmpty();
        assertThat(StencilVariant.PACKED.compilerOptions(device(BackendKind.OPENCL, "Advanced Micro Devices, Inc.",
                "gfx1100"), box5)).isEmpty();
        // no minimum, no cap; an NVIDIA GPU the model has no preset for takes sm_90's register file
        Map<String, Long> uncapped = StencilVariant.PACKED.parameters(Map.of("VEC", 16L), FilterSpec.parse("box5"));
        assertThat(StencilVariant.PACKED.compilerOptions(NVIDIA_OPENCL, uncapped)).isEmpty();
        assertThat(StencilVariant.PACKED.compilerOptions(device(BackendKind.OPENCL, "NVIDIA Corporation", "unknown"),
                box5)).containsExactly("-cl-nv-maxrregcount=64", "-DKERNELSCOPE_REGISTER_CAP=64");
    }
}
