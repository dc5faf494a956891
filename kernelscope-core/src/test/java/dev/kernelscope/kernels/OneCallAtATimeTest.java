/*
 * The guard of Gemm and Filter: a second thread entering while a first is inside fails with both threads named, a
 * nested call on the same thread passes, and the guard is free again once the call is left. No device needed.
 */
package dev.kernelscope.kernels;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OneCallAtATimeTest {
    @Test
    void aSecondThreadInsideACallIsRefusedWithBothThreadsNamed() throws Exception {
        OneCallAtATime guard = new OneCallAtATime("This Gemm");
        try (GuardHeldElsewhere held = GuardHeldElsewhere.hold(guard, "first-caller")) {
            assertThatThrownBy(guard::enter).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("This Gemm is not thread-safe")
                    .hasMessageContaining("'" + Thread.currentThread().getName() + "'")
                    .hasMessageContaining("'first-caller' was inside a call");
        }
        boolean nested = guard.enter();   // free again once the first thread left
        assertThat(nested).isFalse();
        guard.exit(nested);
    }

    @Test
    void aNestedCallOnTheSameThreadPassesAndOnlyTheOuterExitFreesTheGuard() throws Exception {
        OneCallAtATime guard = new OneCallAtATime("This Filter");
        boolean outer = guard.enter();
        boolean inner = guard.enter();
        assertThat(outer).isFalse();
        assertThat(inner).isTrue();
        guard.exit(inner);
        assertThat(enterOnAnotherThread(guard)).isInstanceOf(IllegalStateException.class);   // still inside
        guard.exit(outer);
        assertThat(enterOnAnotherThread(guard)).isNull();
    }

    /** enter() (and exit, if it got in) on a new thread: what it threw, or null. */
    private static Throwable enterOnAnotherThread(OneCallAtATime guard) throws Exception {
        return CompletableFuture.supplyAsync(() -> {
            try {
                guard.exit(guard.enter());
                return null;
            } catch (IllegalStateException refused) {
                return refused;
            }
        }, runnable -> new Thread(runnable, "other-caller").start()).get(10, TimeUnit.SECONDS);
    }
}
