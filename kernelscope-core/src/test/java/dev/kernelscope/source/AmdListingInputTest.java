/*
 * A listing given to isa or simulate --isa with a --target: the processor must be the one the listing was compiled
 * for (its .amdgcn_target); before, a different one was ignored without a word.
 */
package dev.kernelscope.source;

import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AmdListingInputTest {
    private static final Path FILE = Path.of("kernel-gfx90a.s");
    private static final String LISTING = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a:xnack-\"\n"
            + "\t.globl\tscale\n\t.type\tscale,@function\nscale:\n\ts_endpgm\n";

    private static AmdListingInput.Loaded load(String text, String target) {
        return AmdListingInput.load(FILE, text, target, false, Map.of(), "CL1.2", null, "kernelscope isa");
    }

    @Test
    void anotherProcessorIsRefused() {
        assertThatThrownBy(() -> load(LISTING, "gfx1100")).isInstanceOf(InvalidInputException.class)
                .hasMessage("--target gfx1100 is not the target kernel-gfx90a.s was compiled for (gfx90a:xnack-, its"
                        + " .amdgcn_target); a listing is read as it is. Drop --target, or compile the OpenCL C source"
                        + " with --target gfx1100.");
    }

    @Test
    void theSameProcessorWithOtherFeaturesOrNoTargetIsRead() {
        assertThat(load(LISTING, "gfx90a").how()).isEqualTo("listing read as given");
        assertThat(load(LISTING, "gfx90a:xnack+").lines()).hasSize(6);
        assertThat(load(LISTING, null).lines()).hasSize(6);
        String unnamed = LISTING.replace("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a:xnack-\"\n", "");
        assertThat(load(unnamed, "gfx1100").lines()).hasSize(5);   // the listing names none: --target says which
    }
}
