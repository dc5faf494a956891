/*
 * The step kinds of a simulator program: instruction classes (keyword in the program text) plus the loop markers.
 * Which wait a dependent instruction shows after each class follows Nsight Compute's warp-state names.
 */
package dev.kernelscope.model.sim;

public enum StepKind {
    /** FP32/INT arithmetic. */
    ALU("alu", WarpState.WAIT),
    /** Special functions (rsqrt, sin, exp): a narrower pipe per scheduler. */
    SFU("sfu", WarpState.WAIT),
    /** Shared-memory (LDS) load: the unit's shared pipe, bank conflicts multiply its occupancy. */
    LDS("lds", WarpState.SHORT_SCOREBOARD),
    /** Shared-memory store: same pipe, nothing waits for it. */
    STS("sts", WarpState.SHORT_SCOREBOARD),
    /** Global memory load: bandwidth-limited queue plus latency. */
    MEM("mem", WarpState.LONG_SCOREBOARD),
    /** Global memory store: uses bandwidth, nothing waits for it. */
    STORE("store", WarpState.LONG_SCOREBOARD),
    /** Group barrier: a wave waits until every live wave of its group arrived. */
    BARRIER("barrier", WarpState.BARRIER),
    /**
     * Fixed cycles in which the wave may not issue, without occupying the scheduler: NVIDIA's per-instruction stall
     * counts (the control codes the compiler writes beside each SASS instruction), Nsight's "wait" state.
     * Not an instruction; it does not reset which results the next step waits for.
     */
    WAIT("wait", WarpState.WAIT),
    LOOP("loop", WarpState.WAIT),
    END("}", WarpState.WAIT);

    private final String keyword;
    private final WarpState dependentWait;

    StepKind(String keyword, WarpState dependentWait) {
        this.keyword = keyword;
        this.dependentWait = dependentWait;
    }

    public String keyword() {
        return keyword;
    }

    /** The state of a wave whose next step waits for this step's results. */
    public WarpState dependentWait() {
        return dependentWait;
    }

    /** Whether later steps wait for this step's results (loads do, stores and barriers do not). */
    public boolean producesResult() {
        return this == ALU || this == SFU || this == LDS || this == MEM;
    }

    public boolean isInstruction() {
        return this != LOOP && this != END && this != WAIT;
    }
}
