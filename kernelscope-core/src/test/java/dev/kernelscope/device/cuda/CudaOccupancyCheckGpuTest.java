/*
 * On a real NVIDIA GPU the occupancy model must agree with cuOccupancyMaxActiveBlocksPerMultiprocessor on every
 * configuration of the check (sample kernels and the register-pressure probe at several register caps, a sweep of
 * block sizes and dynamic shared sizes), and the model's preset must match the device's attributes.
 * Skipped, with the reason, where no CUDA device is present.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CudaOccupancyCheckGpuTest {

    @Test
    void theModelAgreesWithTheDriverOnEveryConfiguration() {
        CudaOccupancyCheck.Result result = CudaOccupancyCheck.run(CudaTestDevice.requireDevice());
        System.out.println(result.summary());
        result.presetFields().stream().filter(field -> !field.agrees()).forEach(System.out::println);
        result.disagreements().stream().limit(50).forEach(System.out::println);
        assertThat(result.rows().size()).as("configurations compared").isGreaterThanOrEqualTo(1000);
        assertThat(result.rows().stream().mapToInt(CudaOccupancyCheck.Row::registersPerThread).max().orElse(0))
                .as("the register limiter is reached by the probe").isGreaterThan(128);
        assertThat(result.presetFields()).allMatch(CudaOccupancyCheck.PresetField::agrees);
        assertThat(result.disagreements()).isEmpty();
    }
}
