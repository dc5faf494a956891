/*
 * Occupancy across a range of one input with the others fixed: the staircase curves Nsight Compute draws for
 * registers, shared memory and block size. Uses the cheap core path, so a full sweep costs microseconds.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.AppleArch;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.arch.RogueArch;

import java.util.ArrayList;
import java.util.List;

public final class OccupancySweep {
    private OccupancySweep() {
    }

    /**
     * Sweeps the whole valid range of the variable (see {@link #defaultRange}), plus the query's own value where the
     * range steps over it (100 threads between the warps at 96 and 128, 8 threads below rogue's first task of 32),
     * so the user's configuration is always one of the points.
     */
    public static List<SweepPoint> sweep(OccupancyQuery base, SweepVariable variable) {
        SweepRange range = defaultRange(base, variable);
        List<SweepPoint> points = sweep(base, variable, range);
        int current = variable.get(base);
        if (!range.stepsOver(current)) {
            return points;
        }
        OccupancyCore core = OccupancyModel.of(base.arch()).core(base);
        List<SweepPoint> withCurrent = new ArrayList<>(points.size() + 1);
        int at = 0;
        while (at < points.size() && points.get(at).value() < current) {
            at++;
        }
        withCurrent.addAll(points.subList(0, at));
        withCurrent.add(new SweepPoint(current, core.groupsPerUnit(), core.wavesPerUnit(), core.occupancy(), core.limiterMask()));
        withCurrent.addAll(points.subList(at, points.size()));
        return List.copyOf(withCurrent);
    }

    /** Sweeps the given range; every other input stays as in {@code base}. */
    public static List<SweepPoint> sweep(OccupancyQuery base, SweepVariable variable, SweepRange range) {
        OccupancyModel model = OccupancyModel.of(base.arch());
        List<SweepPoint> points = new ArrayList<>(range.size());
        for (int value = range.from(); value <= range.to(); value += range.step()) {
            OccupancyCore core = model.core(variable.with(base, value));
            points.add(new SweepPoint(value, core.groupsPerUnit(), core.wavesPerUnit(), core.occupancy(), core.limiterMask()));
            if (value > Integer.MAX_VALUE - range.step()) {
                break;
            }
        }
        return List.copyOf(points);
    }

    /**
     * The valid range of a variable on the query's architecture: registers 1..addressable, shared 0..per-group
     * maximum byte by byte, threads one wave..max group size in whole waves, SGPRs 1..max (AMD gfx9 only).
     * Shared memory is swept at every byte so each printed step ends exactly where its result changes: a coarser grid
     * (it was 256 B on sm_90, 64 B on rogue) moved step ends up to a grid step early, and AMD's compiler and hip views
     * divide by the exact bytes, so their edges lie on no granule. 232,449 points on sm_90 cost about 10 ms.
     */
    public static SweepRange defaultRange(OccupancyQuery base, SweepVariable variable) {
        int wave = base.waveSize() != 0 ? base.waveSize() : base.arch().defaultWaveSize();
        return switch (base.arch()) {
            case NvidiaArch a -> switch (variable) {
                case REGISTERS -> new SweepRange(1, a.maxRegistersPerThread(), 1);
                case SHARED -> everyByte(a.sharedPerGroupOptin());
                case THREADS -> new SweepRange(wave, a.maxThreadsPerGroup(), wave);
                case SCALAR_REGISTERS -> throw noScalars(a.id());
            };
            case AmdArch a -> switch (variable) {
                case REGISTERS -> new SweepRange(1, a.maxVgprsPerThread(), 1);
                case SHARED -> everyByte(a.maxLdsPerGroup());
                case THREADS -> new SweepRange(wave, a.maxThreadsPerGroup(), wave);
                case SCALAR_REGISTERS -> {
                    if (a.sgprsPerSimd() == null) {
                        throw new InvalidInputException("SGPRs never limit occupancy on " + a.id()
                                + " (gfx10 and later give every wave its own SGPRs): nothing to sweep.");
                    }
                    yield new SweepRange(1, a.maxSgprsPerWave(), 1);
                }
            };
            case RogueArch a -> switch (variable) {
                case REGISTERS -> new SweepRange(1, a.maxRegistersPerThread(), 1);
                case SHARED -> everyByte(a.maxSharedPerGroup());
                case THREADS -> new SweepRange(wave, a.maxThreadsPerGroup(), wave);
                case SCALAR_REGISTERS -> throw noScalars(a.id());
            };
            case AppleArch a -> switch (variable) {
                case REGISTERS -> {
                    if (a.maxRegistersPerThread() == null) {
                        throw new InvalidInputException("registers are not modeled for " + a.id() + ": nothing to sweep.");
                    }
                    yield new SweepRange(1, a.maxRegistersPerThread(), 1);
                }
                case SHARED -> everyByte(a.maxSharedPerGroup());
                case THREADS -> new SweepRange(wave, a.maxThreadsPerGroup(), wave);
                case SCALAR_REGISTERS -> throw noScalars(a.id());
            };
        };
    }

    private static SweepRange everyByte(int max) {
        return new SweepRange(0, max, 1);
    }

    private static InvalidInputException noScalars(String id) {
        return new InvalidInputException("scalar registers (SGPRs) exist only on AMD architectures, not on " + id + ".");
    }
}
