/*
 * Seed 000's trade-off between tile size and occupancy: a bigger tile shares more (less halo per output) but its group
 * has more threads and stages more local memory, so fewer groups fit a unit. One work-item per interior element, the
 * tile and its halo staged in local memory as one element type, the kernel's registers per work-item given.
 */
package dev.kernelscope.model.tiling;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import java.util.Optional;

/**
 * @param threads work-items per group (the tile's interior)
 * @param sharedBytes local memory per group (tile + halo in the element type)
 * @param result the occupancy answer, empty when the group cannot exist on the architecture
 * @param whyNot the architecture's reason when it cannot (too many threads, too much local memory), else ""
 */
public record TileOccupancy(HaloOverhead halo, String arch, int registers, ElementType type, long threads,
        long sharedBytes, Optional<OccupancyResult> result, String whyNot) {

    /**
     * The tile against occupancy; a tile too large for the architecture is a row that says why not. A register
     * count no tile could launch with (300 VGPRs on gcn) is bad input and throws InvalidInputException: it was once a
     * "cannot launch" row per tile and exit 0.
     */
    public static TileOccupancy of(HaloOverhead halo, Architecture arch, int registersPerThread, ElementType type) {
        OccupancyModel.of(arch).core(OccupancyQuery.of(arch, 1, registersPerThread, 0));   // throws for the registers
        long threads = halo.interior();
        long shared = halo.sharedBytes(type);
        if (threads > Integer.MAX_VALUE || shared > Integer.MAX_VALUE) {
            return new TileOccupancy(halo, arch.id(), registersPerThread, type, threads, shared, Optional.empty(),
                    "the group is larger than any architecture allows");
        }
        try {
            OccupancyResult result = OccupancyModel.of(arch).calculate(OccupancyQuery.of(arch, (int) threads,
                    registersPerThread, (int) shared));
            return new TileOccupancy(halo, arch.id(), registersPerThread, type, threads, shared, Optional.of(result),
                    "");
        } catch (InvalidInputException tooLarge) {
            return new TileOccupancy(halo, arch.id(), registersPerThread, type, threads, shared, Optional.empty(),
                    tooLarge.getMessage());
        }
    }
}
