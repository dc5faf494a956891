/*
 * Which functions of a listing are kernels: those the code object metadata lists, or without metadata those LLVM
 * did not head "; Function info:". A file of helper functions alone holds no kernel.
 */
package dev.kernelscope.model.isa;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AmdListingTest {
    /** clang 15 -S for gfx1100 of `float f(float x) { return x; }`: one device function, no kernel. */
    private static final String HELPER = """
            \t.text
            \t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
            \t.hidden\tf
            \t.globl\tf
            \t.type\tf,@function
            f:
            \ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
            \ts_setpc_b64 s[30:31]
            .Lfunc_end0:
            \t.size\tf, .Lfunc_end0-f
            ; Function info:
            ; NumSgprs: 32
            ; NumVgprs: 1
            """;
    private static final String METADATA = """
            \t.amdgpu_metadata
            ---
            amdhsa.kernels:  []
            amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
            ...
            \t.end_amdgpu_metadata
            """;
    private static final String KERNEL = """
            \t.globl\tk
            \t.type\tk,@function
            k:
            \tv_mov_b32_e32 v0, 0
            \ts_endpgm
            .Lfunc_end1:
            \t.size\tk, .Lfunc_end1-k
            ; Kernel info:
            ; NumVgprs: 1
            """;

    @Test
    void helperFunctionsAloneAreNoKernel() {
        for (String listing : List.of(HELPER + METADATA, HELPER)) {
            assertThatThrownBy(() -> AmdListing.parse(listing.lines().toList()))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageStartingWith("The listing holds no AMDGPU kernel (only device functions: f)")
                    .hasMessageContaining("OpenCL C needs a __kernel function");
        }
    }

    @Test
    void aKernelBesideAHelperIsTheOnlyKernel() {
        AmdListing listing = AmdListing.parse((HELPER + KERNEL).lines().toList());
        assertThat(listing.kernels()).extracting(AmdKernelListing::name).containsExactly("k");
        assertThat(listing.target()).isEqualTo("gfx1100");
    }
}
