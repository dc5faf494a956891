/*
 * StencilVariant.pitchForm against the sources it stands for: for every variant that compiles a form per row
 * alignment, each alignment's source and its pitch form's preprocess (clang -E, both targets the product builds for)
 * to the same text, so a call that is handed the form's program runs the kernel its own alignment would have
 * compiled. Needs a clang on PATH (CI installs clang-15); skipped without one.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.kernels.ClangWarnings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StencilPitchFormTest {
    private static final int MOST = 16;
    private static final List<Integer> ALIGNMENTS = List.of(1, 2, 4, 8, 16);

    /** One variant's parameters for one pixel type: the word widths each variant compiles. */
    private record Form(StencilVariant variant, PixelType type, Map<String, Long> overrides) {}

    /** One form on one target: how many different texts its alignments gave, and the ones unlike their pitch form. */
    private record Outcome(long distinctTexts, List<String> mismatches) {}

    @Test
    void eachAlignmentPreprocessesAsItsPitchForm(@TempDir Path work) throws Exception {
        Optional<Path> clang = ClangWarnings.clang();
        assumeTrue(clang.isPresent(), "no clang on PATH");
        List<Form> forms = new ArrayList<>();
        for (long vec : List.of(4L, 8L, 16L)) {
            forms.add(new Form(StencilVariant.PACKED, PixelType.U8, Map.of("VEC", vec)));
            for (PixelType type : PixelType.values()) {
                forms.add(new Form(StencilVariant.VECTOR, type, Map.of("VEC", vec)));
            }
        }
        for (long cols : List.of(1L, 2L, 4L, 8L)) {
            for (PixelType type : PixelType.values()) {
                forms.add(new Form(StencilVariant.SEPARABLE_REGISTERS, type, Map.of("COLS", cols)));
            }
        }
        for (StencilVariant variant : List.of(StencilVariant.PACKED, StencilVariant.VECTOR,
                StencilVariant.SEPARABLE_REGISTERS)) {
            Files.writeString(work.resolve(variant.id() + ".cl"), variant.source(), StandardCharsets.UTF_8);
        }
        List<Outcome> outcomes = forms.parallelStream().flatMap(form -> ClangWarnings.TARGETS.stream().map(target -> {
            Path source = work.resolve(form.variant().id() + ".cl");
            FilterSpec filter = FilterSpec.box(1);
            Map<String, Long> parameters = form.variant().parameters(form.overrides(), form.variant().compiled(filter));
            Map<String, Long> defines = form.variant().defines(parameters, filter, form.type(), Border.REPLICATE, 0);
            Map<Integer, String> texts = new TreeMap<>();
            for (int align : ALIGNMENTS) {
                texts.put(align, preprocess(clang.get(), source, defines, align, target));
            }
            List<String> mismatches = new ArrayList<>();
            for (int align : ALIGNMENTS) {
                int pitchForm = form.variant().pitchForm(parameters, form.type(), align, MOST);
                if (!texts.get(align).equals(texts.get(pitchForm))) {
                    mismatches.add(form + " " + target.get(1) + ": PITCH_ALIGN " + align + " is not form " + pitchForm);
                }
            }
            return new Outcome(texts.values().stream().distinct().count(), mismatches);
        })).toList();
        assertThat(outcomes.stream().flatMap(o -> o.mismatches().stream())).isEmpty();
        long distinctTexts = outcomes.stream().mapToLong(Outcome::distinctTexts).sum();
        // not vacuous: on some variants and targets the forms kept apart do preprocess differently
        assertThat(distinctTexts).as("distinct texts over all variants and targets")
                .isGreaterThan(forms.size() * ClangWarnings.TARGETS.size());
    }

    /** clang's preprocessed text of {@code source} with the defines and PITCH_ALIGN (none for the most). */
    private static String preprocess(Path clang, Path source, Map<String, Long> defines, int align,
                                     List<String> target) {
        Map<String, Long> withAlign = new TreeMap<>(defines);
        if (align < MOST) {
            withAlign.put("PITCH_ALIGN", (long) align);
        }
        return ClangWarnings.preprocess(clang, source, withAlign, target);
    }
}
