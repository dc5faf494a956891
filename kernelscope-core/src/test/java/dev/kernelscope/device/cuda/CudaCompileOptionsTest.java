/*
 * The translation of the neutral API's compiler options into NVRTC's: defines, OpenCL flags with an equivalent,
 * reporting-only flags dropped, unknown -cl- flags rejected with the list, the real architecture always named, and
 * OpenCL's sqrt precision (approximate unless -cl-fp32-correctly-rounded-divide-sqrt) by default.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

class CudaCompileOptionsTest {

    @Test
    void translatesOpenClFlagsAndAddsTheRealArchitectureLeavingTheMacrosToTheSource() {
        List<String> options = List.of("-DBM=128", "-DTILE=16", "-cl-fast-relaxed-math", "-cl-nv-verbose",
                "-cl-std=CL1.2", "-cl-nv-maxrregcount=64", "--use_fast_math", "-DFLAG", "-UOLD", "-DEXPR=(a = b)");
        assertThat(CudaCompileOptions.forNvrtc(options, "sm_90", true)).containsExactly("--use_fast_math",
                "--maxrregcount=64", "--use_fast_math", "--gpu-architecture=sm_90",
                "--device-as-default-execution-space", "--generate-line-info",
                "--ptxas-options=--verbose", "--no-cache");
        assertThat(CudaCompileOptions.macroLines(options))
                .isEqualTo("#define BM 128\n#define TILE 16\n#define FLAG 1\n#undef OLD\n#define EXPR (a = b)\n");
    }

    @Test
    void keepsACallersRealArchitectureAndRefusesAVirtualOne() {
        assertThat(CudaCompileOptions.forNvrtc(List.of("--gpu-architecture=sm_90a"), "sm_90", false))
                .contains("--gpu-architecture=sm_90a").doesNotContain("--gpu-architecture=sm_90", "--no-cache");
        assertThatThrownBy(() -> CudaCompileOptions.forNvrtc(List.of("--gpu-architecture=compute_90"), "sm_90", false))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("virtual architecture");
    }

    @Test
    void rejectsAnUnknownOpenClOptionNamingTheKnownOnes() {
        assertThatThrownBy(() -> CudaCompileOptions.forNvrtc(List.of("-cl-opt-disable"), "sm_90", false))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("'-cl-opt-disable'")
                .hasMessageContaining("-cl-fast-relaxed-math");
    }

    @Test
    void givesOpenClsSqrtPrecisionUnlessTheProgramAsksForCorrectRounding() {
        assertThat(CudaCompileOptions.forNvrtc(List.of("-DN=4"), "sm_90", false)).contains("--prec-sqrt=false");
        assertThat(CudaCompileOptions.forNvrtc(List.of("-cl-fp32-correctly-rounded-divide-sqrt"), "sm_90", false))
                .contains("--prec-sqrt=true").doesNotContain("--prec-sqrt=false");
        assertThat(CudaCompileOptions.forNvrtc(List.of("--prec-sqrt=true"), "sm_90", false))
                .containsOnlyOnce("--prec-sqrt=true").doesNotContain("--prec-sqrt=false");
        assertThat(CudaCompileOptions.forNvrtc(List.of("-cl-fast-relaxed-math"), "sm_90", false))
                .doesNotContain("--prec-sqrt=false");
    }
}
