/*
 * NVIDIA occupancy checks. The expected rows were produced by the CUDA 13.0 toolkit's cuda_occupancy.h
 * (cudaOccMaxActiveBlocksPerMultiprocessor, opt-in shared memory, default carveout); the exhaustive table test
 * against the header lives in NvidiaOracleTest.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.ArchRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class NvidiaOccupancyTest {

    private static OccupancyResult calc(String arch, int threads, int registers, int shared) {
        return Occupancy.calculate(OccupancyQuery.of(ArchRegistry.presets().get(arch), threads, registers, shared));
    }

    @ParameterizedTest(name = "{0}: {1} threads, {2} registers, {3} B -> {4} blocks ({5})")
    @CsvSource({
            "sm_90, 256, 64, 40000, 4, registers",
            "sm_80, 1024, 32, 0, 2, waves|registers",
            "sm_86, 128, 0, 0, 12, waves",
            "sm_120, 32, 0, 0, 24, groups|barriers",
            "sm_75, 1024, 64, 0, 1, waves|registers",
            "sm_75, 1024, 65, 0, 0, registers",
            "sm_100, 512, 128, 0, 1, registers",
            "sm_90, 1024, 64, 1, 1, registers",
            "sm_86, 768, 40, 49152, 2, waves|registers|shared"})
    void matchesTheToolkitsCalculator(String arch, int threads, int registers, int shared, int blocks, String limiters) {
        OccupancyResult r = calc(arch, threads, registers, shared);
        assertThat(r.groupsPerUnit()).isEqualTo(blocks);
        assertThat(r.limitersJoined()).isEqualTo(limiters);
    }

    @Test
    void registersPerWarpRoundTo256AndLiveInOneSubPartition() {
        // 33 registers x 32 = 1,056 -> 1,280 per warp; 16,384 / 1,280 = 12 warps per sub-partition, 48 per SM.
        OccupancyResult r = calc("sm_80", 128, 33, 0);
        assertThat(r.limits().limit(Limiter.REGISTERS)).hasValue(12);
        assertThat(r.idle().registerFileIdleBytes()).isEqualTo(4L * (65536 - 12 * 4 * 1280));
    }

    @Test
    void ampereAndLaterReserveOneKibPerBlockEvenWithoutSharedMemory() {
        assertThat(calc("sm_80", 32, 0, 0).limits().limit(Limiter.SHARED)).hasValue(167_936 / 1024);
        assertThat(calc("sm_70", 32, 0, 0).limits().asMap()).containsEntry("shared", null);
    }

    @Test
    void barrierLimitAppearsFromComputeCapabilityNine() {
        assertThat(calc("sm_86", 32, 0, 0).limits().applies(Limiter.BARRIERS)).isFalse();
        assertThat(calc("sm_90", 32, 0, 0).limits().limit(Limiter.BARRIERS)).hasValue(64);
        assertThat(calc("sm_90", 32, 0, 0).limitersJoined()).isEqualTo("groups");
    }

    @Test
    void occupancyIsResidentWarpsOverWarpSlots() {
        OccupancyResult r = calc("sm_90", 256, 64, 40000);
        assertThat(r.wavesPerUnit()).isEqualTo(32);
        assertThat(r.maxWavesPerUnit()).isEqualTo(64);
        assertThat(r.occupancy()).isEqualTo(0.5);
        assertThat(r.wavesPerSimd()).isNull();
        assertThat(r.compilerOccupancy()).isNull();
        assertThat(r.assumptions()).isNull();
    }
}
