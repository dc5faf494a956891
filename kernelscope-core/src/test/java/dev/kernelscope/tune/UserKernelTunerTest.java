/*
 * The paragraphs a user-kernel run prints when no configuration was measured (the commonest reason within one
 * sentence, and advice that fits it: the space file's args when the kernel refused them) or when most disagree with
 * the reference configuration.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UserKernelTunerTest {

    private static UserKernelTuner.Report allFailed(String reason) {
        UserKernelTuner.Row row = new UserKernelTuner.Row(1, Map.of("B", 16L), null, KernelTunerCache.RUNTIME_FAILED,
                reason, null, null, false);
        return new UserKernelTuner.Report("tune", "2026-11-29", "dev", "vadd", "vadd.cl", "s.json", "brute-force", 1,
                2, 0, Map.of("measured", 0, KernelTunerCache.RUNTIME_FAILED, 2), null, List.of(), List.of(row, row),
                new double[0], "SPACE_EXHAUSTED", 0, 0, 1, List.of("B"), null, null);
    }

    /** "2 were given.. To get a result, make the kernel run and agree with the first configuration" misled. */
    @Test
    void argumentsTheKernelRefusesAreBlamedOnTheSpaceFilesArgsInOneSentence() {
        String message = UserKernelTuner.nothingMeasured(allFailed("Kernel 'vadd' takes 4 arguments; 2 were given."));
        assertThat(message).contains("2 were given. To get a result").doesNotContain("..")
                .contains("make the space file's 'args' match the kernel's parameters");
        assertThat(UserKernelTuner.nothingMeasured(allFailed("clSetKernelArg failed: CL_INVALID_ARG_SIZE (-51):"
                + " argument 0 (IntArg[value=5]) of kernel 'vadd': does its type match the kernel's parameter?")))
                .contains("'args' match");
        assertThat(UserKernelTuner.nothingMeasured(allFailed("verification failed: relative L2 error 0.5")))
                .contains("agree with the first configuration").doesNotContain("'args'");
    }
    /** A reduction tuned over its group size: each configuration's partial sums differ from the reference's. */
    @Test
    void mostConfigurationsDisagreeingWithTheReferenceGetAParagraphNamingTheAnswerFile() {
        UserKernelTuner.Row differs = new UserKernelTuner.Row(2, Map.of("B", 32L), null,
                KernelTunerCache.RUNTIME_FAILED, "verification failed: argument 1 differs from "
                + UserKernelTarget.REFERENCE_DIFFERS + " ({B=16}) by a relative 1.42 (tolerance 1.0E-4)", null,
                null, false);
        UserKernelTuner.Row crashed = new UserKernelTuner.Row(3, Map.of("B", 64L), null,
                KernelTunerCache.RUNTIME_FAILED, "CL_OUT_OF_RESOURCES", null, null, false);
        assertThat(UserKernelTuner.referenceDisagreement(measured(4, List.of(differs, differs, differs))))
                .startsWith("3 of the 4 configurations of vadd that ran gave other outputs than the reference")
                .contains("'answer'").contains("out of 'outputs'");
        // compile failures do not dilute it: 4 of the 6 that ran disagree, 9 evaluated (a Kernel Tuner space)
        UserKernelTuner.Row uncompiled = new UserKernelTuner.Row(5, Map.of("B", 128L), null,
                KernelTunerCache.COMPILE_FAILED, "error: VARIANT 3 is not defined", null, null, false);
        UserKernelTuner.Report mixed = new UserKernelTuner.Report("tune", "2026-11-30", "dev", "vadd", "vadd.cl",
                "s.json", "brute-force", 1, 9, 0, Map.of("measured", 2, KernelTunerCache.RUNTIME_FAILED, 4,
                KernelTunerCache.COMPILE_FAILED, 3), null, List.of(), List.of(differs, differs, differs, differs,
                uncompiled, uncompiled, uncompiled), new double[0], "SPACE_EXHAUSTED", 0, 0, 1, List.of("B"), null,
                null);
        assertThat(UserKernelTuner.referenceDisagreement(mixed)).startsWith("4 of the 6 configurations");
        assertThat(UserKernelTuner.referenceDisagreement(measured(4, List.of(differs)))).isNull();
        assertThat(UserKernelTuner.referenceDisagreement(measured(4, List.of(differs, crashed, crashed)))).isNull();
        assertThat(UserKernelTuner.referenceDisagreement(allFailed(differs.error()))).isNull();
    }

    private static UserKernelTuner.Report measured(int evaluations, List<UserKernelTuner.Row> failures) {
        return new UserKernelTuner.Report("tune", "2026-11-30", "dev", "vadd", "vadd.cl", "s.json", "brute-force", 1,
                evaluations, 0, Map.of("measured", evaluations - failures.size(), KernelTunerCache.RUNTIME_FAILED,
                failures.size()), null, List.of(), failures, new double[0], "SPACE_EXHAUSTED", 0, 0, 1,
                List.of("B"), null, null);
    }

    /** "BLOCK ** 70 > 0" (true in Kernel Tuner's Python) overflowed, read as false, and the space was "empty". */
    @Test
    void aRestrictionThatCannotBeEvaluatedIsNamedWithThePointAndTheReason() {
        SearchSpace space = new SearchSpace(List.of(new TuneParameter("BLOCK", List.of(16L, 32L)),
                new TuneParameter("T", List.of(0L, 1L))), Map.of(),
                List.of(Restriction.of("BLOCK > 16"), Restriction.of("BLOCK ** 70 > 0")));
        assertThat(UserKernelTuner.undefinedRestriction(space)).contains("'BLOCK ** 70 > 0' cannot be evaluated at"
                + " {BLOCK=16, T=0}").contains("overflow").contains("64-bit");
        SearchSpace divides = new SearchSpace(List.of(new TuneParameter("BLOCK", List.of(16L, 32L)),
                new TuneParameter("T", List.of(1L, 0L))), Map.of(), List.of(Restriction.of("BLOCK / T > 64")));
        assertThat(UserKernelTuner.undefinedRestriction(divides)).contains("at {BLOCK=16, T=0}: division by zero");
        SearchSpace defined = new SearchSpace(List.of(new TuneParameter("BLOCK", List.of(16L, 32L))), Map.of(),
                List.of(Restriction.of("BLOCK > 64")));
        assertThat(UserKernelTuner.undefinedRestriction(defined)).isEmpty();
    }
}
