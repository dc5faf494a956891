/*
 * What the occupancy model needs to know about a kernel beyond its resources: whether it synchronizes with barriers
 * (one resident group with barriers leaves the unit idle while the group waits: seeds 000/003, 001), whether its
 * loops run very different trip counts per work-item (single-wave groups then free resources early: seed 000/003),
 * and whether its group size is fixed at compile time (reqd_work_group_size: PowerVR packs small groups several per
 * task, seed 001). None of them changes the resource arithmetic of NVIDIA, AMD or Apple.
 */
package dev.kernelscope.model.occupancy;

public record KernelTraits(boolean barriers, boolean divergentLoops, boolean compileTimeGroupSize) {
    /** Nothing known: no barriers, uniform loops, a group size chosen at launch. */
    public static final KernelTraits NONE = new KernelTraits(false, false, false);
}
