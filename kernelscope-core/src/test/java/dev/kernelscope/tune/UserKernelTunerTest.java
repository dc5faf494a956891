/*
 * The paragraph a user-kernel run prints when no configuration was measured: the commonest reason within one
 * sentence, and advice that fits it (the space file's args when the kernel refused them).
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
