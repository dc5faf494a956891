/*
 * What a residency slot is doing in a cycle. Names follow Nsight Compute's warp states where one applies
 * (selected, not_selected, long_scoreboard, short_scoreboard, wait, math_pipe_throttle, barrier); slot_empty has no
 * Nsight name: the slot the occupancy allows holds no wave (a group draining or launching).
 */
package dev.kernelscope.model.sim;

public enum WarpState {
    SELECTED("selected", Category.ISSUING),
    NOT_SELECTED("not_selected", Category.READY),
    LONG_SCOREBOARD("long_scoreboard", Category.MEMORY),
    SHORT_SCOREBOARD("short_scoreboard", Category.DEPENDENCY),
    WAIT("wait", Category.DEPENDENCY),
    MATH_PIPE_THROTTLE("math_pipe_throttle", Category.DEPENDENCY),
    BARRIER("barrier", Category.BARRIER),
    SLOT_EMPTY("slot_empty", Category.SLOT);

    /** The five-plus-one split the report prints. */
    public enum Category {
        ISSUING("issuing"), READY("ready, not selected"), MEMORY("waiting on memory"),
        DEPENDENCY("waiting on ALU/shared dependencies"), BARRIER("waiting on a barrier"), SLOT("waiting on a slot");

        private final String label;

        Category(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private final String ncuName;
    private final Category category;

    WarpState(String ncuName, Category category) {
        this.ncuName = ncuName;
        this.category = category;
    }

    public String ncuName() {
        return ncuName;
    }

    public Category category() {
        return category;
    }
}
