/*
 * The compute unit a simulation runs: residency slots, schedulers and resident groups. Slots and groups come from the
 * occupancy model (OccupancyModel.core), never recomputed here; --groups-per-unit may only lower the groups.
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.occupancy.OccupancyCore;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;

/**
 * @param arch            architecture id
 * @param unitName        SM, CU, WGP, USC, core
 * @param waveSize        threads per wave
 * @param slots           wave slots of the unit (the occupancy model's maxWavesPerUnit)
 * @param schedulers      schedulers (SIMDs) issuing in parallel
 * @param threadsPerGroup threads per group
 * @param wavesPerGroup   waves per group
 * @param groupsPerUnit   resident groups simulated
 * @param occupancyGroups groups per unit the occupancy model allows for these resources
 * @param limiters        what limits the occupancy model's answer, e.g. "registers"
 * @param memoryShares    how many of the parameters' memoryBytesPerCycle shares the unit gets: an RDNA WGP spans
 *                        its CUs (2), the share being stated per CU; else 1
 */
public record UnitSetup(String arch, String unitName, int waveSize, int slots, int schedulers, int threadsPerGroup,
                        int wavesPerGroup, int groupsPerUnit, int occupancyGroups, String limiters, int memoryShares) {

    public int residentWaves() {
        return groupsPerUnit * wavesPerGroup;
    }

    /**
     * The unit's share of device bandwidth, bytes per cycle (0 = unlimited): the parameters' per-CU (AMD) or per-SM
     * share times memoryShares. An RDNA WGP of two CUs was given one CU's share, half its bandwidth.
     */
    public double memoryBytesPerCycle(SimParameters params) {
        return params.memoryBytesPerCycle() * memoryShares;
    }

    /**
     * The unit for a launch: the occupancy model answers the query; {@code groupsOverride} (0 = none) replaces its
     * group count and must fit the wave slots. Schedulers: the parameters' count, else NVIDIA's SM sub-partitions or
     * AMD's SIMDs per unit.
     */
    public static UnitSetup of(OccupancyQuery query, int groupsOverride, SimParameters params) {
        Architecture arch = query.arch();
        OccupancyModel model = OccupancyModel.of(arch);
        OccupancyCore core = model.core(query);
        int groups = core.groupsPerUnit();
        if (groupsOverride > 0) {
            if ((long) groupsOverride * core.wavesPerGroup() > core.maxWavesPerUnit()) {
                throw new InvalidInputException(UserText.plural(groupsOverride, "group") + " of "
                        + UserText.plural(core.wavesPerGroup(), "wave") + " do not fit the "
                        + core.maxWavesPerUnit() + " wave slots of a " + model.unitName(query) + " of " + arch.id() + ".");
            }
            groups = groupsOverride;
        } else if (groups == 0) {
            throw new InvalidInputException("a group of " + query.threadsPerGroup() + " threads with " + query.registersPerThread()
                    + " registers and " + query.sharedBytesPerGroup() + " B of shared memory cannot launch on " + arch.id()
                    + " (limited by " + core.limitersJoined() + "); see kernelscope occupancy.");
        }
        int schedulers = params.schedulers() > 0 ? params.schedulers() : switch (arch) {
            case NvidiaArch nvidia -> nvidia.registerSubPartitions();
            case AmdArch ignored -> core.simdsPerUnit();
            default -> throw new InvalidInputException("the simulator parameters of " + arch.id() + " give no scheduler count;"
                    + " add 'set schedulers N' to the program or --set schedulers=N.");
        };
        int memoryShares = arch instanceof AmdArch amd && model.unitName(query).equals("WGP") ? amd.cusPerWgp() : 1;
        return new UnitSetup(arch.id(), model.unitName(query), core.waveSize(), core.maxWavesPerUnit(), schedulers,
                query.threadsPerGroup(), core.wavesPerGroup(), groups, core.groupsPerUnit(), core.limitersJoined(),
                memoryShares);
    }
}
