/*
 * Parameters become sorted -D defines, and a session compiles each (source, defines, options, device, driver,
 * backend) once: a second compile of the same key is a cache hit, any change is a new program.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class ProgramCacheTest {

    @Test
    void parametersRenderAsSortedDefines() {
        Map<String, Long> parameters = new LinkedHashMap<>();
        parameters.put("TILE", 16L);
        parameters.put("BLOCK_K", 8L);
        parameters.put("A", -1L);
        assertThat(CompileDefines.render(parameters)).containsExactly("-DA=-1", "-DBLOCK_K=8", "-DTILE=16");
        assertThatThrownBy(() -> CompileDefines.render(Map.of("9LIVES", 1L))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("not a C identifier");
        assertThatThrownBy(() -> CompileDefines.render(Map.of("A B", 1L))).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void sameKeyIsCompiledOnceAndAnyChangeIsANewProgram() {
        DeviceSession session = TestDevice.session();
        String source = SampleKernel.REDUCE_SUM.source();
        Program first = session.compile(source, Map.of("GROUP_SIZE", 32L));
        Program again = session.compile(source, Map.of("GROUP_SIZE", 32L));
        Program other = session.compile(source, Map.of("GROUP_SIZE", 64L));
        Program withOption = session.compile(source, Map.of("GROUP_SIZE", 32L), List.of("-cl-fast-relaxed-math"));
        assertThat(again.fromCache()).isTrue();
        assertThat(again.key()).isEqualTo(first.key());
        assertThat(again.compileTime()).isEqualTo(first.compileTime());
        assertThat(other.key()).isNotEqualTo(first.key());
        assertThat(withOption.key()).isNotEqualTo(first.key());
        assertThat(first.key().compilerOptions()).containsExactly("-DGROUP_SIZE=32");
        assertThat(withOption.key().compilerOptions()).containsExactly("-DGROUP_SIZE=32", "-cl-fast-relaxed-math");
        assertThat(first.key().deviceName()).isEqualTo(session.device().name());
        assertThat(first.key().driverVersion()).isEqualTo(session.device().driverVersion());
        assertThat(first.key().backend()).isEqualTo(BackendKind.OPENCL);
        assertThat(first.key().sourceSha256()).hasSize(64);
        try (Kernel k32 = first.kernel("reduce_sum"); Kernel k64 = other.kernel("reduce_sum")) {
            assertThat(k32.resources().requiredGroupSize()).containsExactly(32L, 1L, 1L);
            assertThat(k64.resources().requiredGroupSize()).containsExactly(64L, 1L, 1L);
        }
    }
}
