/*
 * The words each vendor uses, so advice reads naturally: "VGPRs" and "LDS" for AMD, "registers" and "shared memory"
 * for NVIDIA, "threadgroup memory" for Apple, "local memory" for PowerVR.
 */
package dev.kernelscope.model.occupancy;

record Vocabulary(String group, String registers, String scalarRegisters, String shared) {
    /** The group word for one group: "block", "work-group", "threadgroup". */
    String groupSingular() {
        return group.substring(0, group.length() - 1);
    }

    static final Vocabulary NVIDIA = new Vocabulary("blocks", "registers", "scalar registers", "shared memory");
    static final Vocabulary AMD = new Vocabulary("work-groups", "VGPRs", "SGPRs", "LDS");
    static final Vocabulary POWERVR = new Vocabulary("work-groups", "temporary registers", "scalar registers", "local memory");
    static final Vocabulary APPLE = new Vocabulary("threadgroups", "16-bit registers", "scalar registers", "threadgroup memory");
}
