/*
 * The built-in GEMM spaces come from the rung registry: every rung's current setting is a valid point, every
 * point the space yields passes the rung's own constraint check and fits the device, and rung 10's space of
 * millions of points is walked lazily.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GemmSpacesTest {
    private static Device device() {
        Optional<Device> device = Devices.discover().devices(BackendKind.OPENCL).stream().findFirst();
        assumeTrue(device.isPresent(), "no OpenCL device to take the group-size and local-memory limits from");
        return device.get();
    }

    @Test
    void everyRungsSpaceHoldsItsDefaultsAndOnlyConfigurationsTheRungAccepts() {
        Device device = device();
        for (GemmRung rung : GemmRung.values()) {
            Map<String, Long> current = rung.defaults();
            SearchSpace space = GemmSpaces.space(rung, device, current);
            assertThat(space.names()).as(rung.label()).containsExactlyInAnyOrderElementsOf(current.keySet());
            Configuration defaults = space.configuration(current).orElseThrow();
            assertThat(space.isValid(defaults.indices())).as(rung.label() + " defaults").isTrue();
            SplittableRandom random = new SplittableRandom(rung.number());
            for (int i = 0; i < 100; i++) {
                Configuration c = space.randomValid(random).orElseThrow();
                Map<String, Long> p = c.values();
                rung.checkConstraints(p);   // throws on a configuration the rung refuses
                assertThat(rung.tiling().threads(p)).isLessThanOrEqualTo(device.maxGroupSize());
                assertThat(rung.tiling().localBytesOfAnyKernel(p)).isLessThanOrEqualTo(device.kernelLocalMemBytes());
            }
        }
    }

    @Test
    void streamKsArrivalCounterCountsAgainstTheLocalMemoryLimit() {
        // 4 stages of 16 x (128 + 64) floats are exactly 48 KiB; the stream-K kernel's counter makes it 48 KiB + 4,
        // which NVRTC refused on the H200 (2 of 40 random rung-10 configurations failed to compile before)
        Map<String, Long> p = new java.util.HashMap<>(GemmRung.TUNED.defaults());
        p.putAll(Map.of("STAGES", 4L, "BK", 16L, "BM", 128L, "BN", 64L, "PAD_A", 0L, "STREAM_K", 1L));
        assertThat(GemmRung.TUNED.tiling().localBytes(p)).isEqualTo(48 * 1024);   // the main kernel's
        assertThat(GemmRung.TUNED.tiling().localBytesOfAnyKernel(p)).isEqualTo(48 * 1024 + 4);
        Device h200 = new Device("cuda:0", BackendKind.CUDA, "test", "NVIDIA H200", "NVIDIA", "580", "9.0",
                dev.kernelscope.device.DeviceType.GPU, 132, 1980, 140L << 30, 232_448, 34L << 30, 60L << 20, 1024,
                List.of(1024L, 1024L, 64L), 32, "sm_90", "sm_90");
        SearchSpace space = GemmSpaces.space(GemmRung.TUNED, h200, GemmRung.TUNED.defaults());
        Configuration refused = space.configuration(p).orElseThrow();
        assertThat(space.isValid(refused.indices())).isFalse();
        p.put("STREAM_K", 0L);
        assertThat(GemmRung.TUNED.tiling().localBytesOfAnyKernel(p)).isEqualTo(48 * 1024);
    }

    @Test
    void rungTensSpaceIsEnumeratedLazily() {
        SearchSpace space = GemmSpaces.space(GemmRung.TUNED, device(), GemmRung.TUNED.defaults());
        assertThat(space.productSize()).isGreaterThan(1_000_000);
        long start = System.nanoTime();
        long valid = space.countValid(Long.MAX_VALUE);
        assertThat(valid).isPositive().isLessThan(space.productSize());
        // Not a timing of the product: a guard that the walk prunes by the restrictions as it descends. The pruned walk
        // visited the 2.1 million valid points of the 85 million (PoCL here) in 9.8-10.4 s on an idle 2-core build
        // machine and took 21.9 s in a CI run beside other test forks (session 43, where a 20 s bound failed);
        // LOADS_BEFORE_MATH (session 48) doubled the space (the H200's: 1,974,792 valid of 169,869,312 points,
        // walked in 33 s beside a running CI); visiting every point would take some 40 times as long, past this bound.
        assertThat((System.nanoTime() - start) / 1e9).as("seconds to walk").isLessThan(90);
    }

    @Test
    void howSplitTilesAreSummedIsTunedOnlyWhereTilesAreSplit() {
        SearchSpace space = GemmSpaces.space(GemmRung.TUNED, device(), GemmRung.TUNED.defaults());
        Map<String, Long> p = new java.util.TreeMap<>(GemmRung.TUNED.defaults());
        p.put("SPLIT_REDUCE", 1L);
        assertThat(space.isValid(space.configuration(p).orElseThrow().indices())).isTrue();
        p.put("STREAM_K", 0L);     // nothing split: SPLIT_REDUCE=1 would be the same kernel as 0, measured twice
        assertThat(space.isValid(space.configuration(p).orElseThrow().indices())).isFalse();
    }

    @Test
    void chosenValuesReplaceTheBuiltInOnesAndAlwaysKeepTheSettingInUse() {
        Map<String, Long> current = GemmRung.TUNED.defaults();
        SearchSpace space = GemmSpaces.space(GemmRung.TUNED, device(), current,
                Map.of("BM", List.of(32L, 64L), "STAGES", List.of(3L)));
        Map<String, List<Long>> values = new java.util.HashMap<>();
        space.parameters().forEach(p -> values.put(p.name(), p.values()));
        assertThat(values.get("BM")).containsExactlyInAnyOrder(32L, 64L, current.get("BM"));
        assertThat(values.get("STAGES")).containsExactlyInAnyOrder(3L, current.get("STAGES"));
        assertThat(values.get("BK")).containsExactlyElementsOf(GemmSpaces.values("BK", current.get("BK")));
        assertThat(space.configuration(current)).isPresent();
        assertThatThrownBy(() -> GemmSpaces.space(GemmRung.TUNED, device(), current, Map.of("TILE_Q", List.of(1L))))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("TILE_Q");
    }
}
