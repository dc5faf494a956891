/**
 * Occupancy calculators per vendor family: groups per unit, limiters, idle resources and advice.
 * <p>
 * One-off: {@code Occupancy.calculate(OccupancyQuery.of(arch, threads, registers, sharedBytes))} gives an
 * {@link dev.kernelscope.model.occupancy.OccupancyResult} (JSON keys documented there). Batch: keep one
 * {@link dev.kernelscope.model.occupancy.OccupancyModel} per architecture ({@code OccupancyModel.of(arch)}) and call
 * {@code core(query)}, which returns the cheap {@link dev.kernelscope.model.occupancy.OccupancyCore} (groups, waves,
 * occupancy, limiter mask; {@code limitersJoined()} is a precomputed string). Sweeps (Nsight Compute's staircases):
 * {@link dev.kernelscope.model.occupancy.OccupancySweep}. A value above a hard per-group limit is an
 * {@link dev.kernelscope.model.InvalidInputException} naming the limit; resources that only together do not fit give
 * 0 groups per unit.
 */
package dev.kernelscope.model.occupancy;
