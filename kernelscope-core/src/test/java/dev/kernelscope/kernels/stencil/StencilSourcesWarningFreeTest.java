/*
 * Every stencil variant's source, as the registry hands it to a driver, compiles without a warning under clang's
 * default warnings: for a CPU as PoCL builds it (optimizer included) and for NVPTX with KERNELSCOPE_NV_PTX (NVIDIA's
 * OpenCL, whose clang prints "1 warning generated." on standard error for each build that warns; session 59 found
 * rung 11 doing that on every H200 build). Needs a clang on PATH (CI installs clang-15); skipped without one.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.kernels.ClangWarnings;
import dev.kernelscope.model.InvalidInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StencilSourcesWarningFreeTest {
    private static final List<String> FILTERS = List.of("box3", "gauss5", "sobel", "box3x4");

    /** One build: a variant's source with its defines and a target's options. */
    private record Build(StencilVariant variant, String filter, PixelType type, Map<String, Long> defines,
                         List<String> target) {
        String label() {
            return variant.id() + " " + filter + " " + type + " " + defines + " " + target;
        }
    }

    @Test
    void everyVariantCompilesWithoutWarnings(@TempDir Path work) throws Exception {
        Optional<Path> clang = ClangWarnings.clang();
        assumeTrue(clang.isPresent(), "no clang on PATH");
        List<Build> builds = builds();
        for (StencilVariant variant : StencilVariant.values()) {
            Files.writeString(work.resolve(variant.id() + ".cl"), variant.source(), StandardCharsets.UTF_8);
        }
        List<String> warnings = builds.parallelStream()
                .flatMap(build -> ClangWarnings.compile(clang.get(), work.resolve(build.variant().id() + ".cl"),
                        build.defines(), build.target(), build.label()).stream())
                .toList();
        assertThat(builds).hasSizeGreaterThan(200);
        assertThat(warnings).isEmpty();
    }

    private static List<Build> builds() {
        List<Build> builds = new ArrayList<>();
        Set<List<Object>> seen = new HashSet<>();
        for (StencilVariant variant : StencilVariant.values()) {
            for (String filterName : FILTERS) {
                FilterSpec filter = FilterSpec.parse(filterName);
                for (PixelType type : PixelType.values()) {
                    Map<String, Long> parameters;
                    try {
                        parameters = variant.parameters(Map.of(), variant.compiled(filter));
                        variant.checkType(parameters, type);
                    } catch (InvalidInputException neverBuilt) {
                        continue;   // refused before compiling, as Filter refuses it (Sobel iterated, packed f32)
                    }
                    for (Map<String, Long> extra : extras(variant)) {
                        Map<String, Long> defines = new TreeMap<>(
                                variant.defines(parameters, filter, type, Border.REPLICATE, 0));
                        defines.putAll(extra);
                        for (List<String> target : ClangWarnings.TARGETS) {
                            // box3x4 outside a fused variant builds box3's program again: compile each once
                            if (seen.add(List.of(variant, defines, target))) {
                                builds.add(new Build(variant, filterName, type, defines, target));
                            }
                        }
                    }
                }
            }
        }
        return builds;
    }

    /** The forms a variant compiles besides its defaults: a row pitch its words do not align, the pattern roofs. */
    private static List<Map<String, Long>> extras(StencilVariant variant) {
        List<Map<String, Long>> extras = new ArrayList<>(List.of(Map.of()));
        if (variant == StencilVariant.VECTOR || variant == StencilVariant.PACKED
                || variant == StencilVariant.SEPARABLE_REGISTERS) {
            extras.add(Map.of("PITCH_ALIGN", 1L));
            extras.add(Map.of("PITCH_ALIGN", 4L));   // whole words, not whole vectors: the packed rung's skew is 0u
        }
        if (variant == StencilVariant.VECTOR) {
            extras.add(Map.of("PATTERN", 1L));
            extras.add(Map.of("PATTERN", 2L, "PITCH_ALIGN", 2L));
        }
        return extras;
    }
}
