/*
 * One occupancy question: an architecture and a kernel's launch resources. Values the family does not use must be
 * left at their defaults (0 / null); the model rejects them otherwise, so a flag is never silently ignored.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;

import java.util.Objects;

/**
 * @param arch                the architecture
 * @param threadsPerGroup     threads (work-items) per group, at least 1
 * @param registersPerThread  vector registers per thread (NVIDIA registers, AMD VGPRs, Apple 16-bit registers);
 *                            0 = unknown, registers do not limit
 * @param sharedBytesPerGroup shared memory per group in bytes (NVIDIA: static + dynamic); 0 = none
 * @param scalarRegisters     AMD SGPRs per wave; 0 = unknown, SGPRs do not limit (must be 0 for other families)
 * @param waveSize            32 or 64 on RDNA; 0 = the architecture's default
 * @param mode                RDNA WGP or CU mode; null = WGP on RDNA (must be null elsewhere)
 * @param view                AMD only: hardware (default), compiler or hip; null = hardware
 * @param traits              barriers, divergent loops, a compile-time group size; null = {@link KernelTraits#NONE}
 */
public record OccupancyQuery(Architecture arch, int threadsPerGroup, int registersPerThread, int sharedBytesPerGroup,
                             int scalarRegisters, int waveSize, UnitMode mode, View view, KernelTraits traits) {

    public OccupancyQuery {
        Objects.requireNonNull(arch, "arch");
        if (threadsPerGroup < 1) {
            throw new InvalidInputException("threads per group must be at least 1, got " + threadsPerGroup + ".");
        }
        if (registersPerThread < 0) {
            throw new InvalidInputException("registers per thread must not be negative, got " + registersPerThread + ".");
        }
        if (sharedBytesPerGroup < 0) {
            throw new InvalidInputException("shared bytes per group must not be negative, got " + sharedBytesPerGroup + ".");
        }
        if (scalarRegisters < 0) {
            throw new InvalidInputException("scalar registers must not be negative, got " + scalarRegisters + ".");
        }
        if (waveSize != 0 && waveSize != 32 && waveSize != 64) {
            throw new InvalidInputException("wave size must be 32 or 64, got " + waveSize + ".");
        }
        if (view == null) {
            view = View.HARDWARE;
        }
        if (traits == null) {
            traits = KernelTraits.NONE;
        }
    }

    /** A query about resources only (no kernel traits). */
    public OccupancyQuery(Architecture arch, int threadsPerGroup, int registersPerThread, int sharedBytesPerGroup,
            int scalarRegisters, int waveSize, UnitMode mode, View view) {
        this(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, scalarRegisters, waveSize, mode, view,
                KernelTraits.NONE);
    }

    /** A query with the architecture's defaults for scalar registers, wave size, mode and view. */
    public static OccupancyQuery of(Architecture arch, int threadsPerGroup, int registersPerThread, int sharedBytesPerGroup) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, 0, 0, null, View.HARDWARE);
    }

    public OccupancyQuery withThreads(int threads) {
        return new OccupancyQuery(arch, threads, registersPerThread, sharedBytesPerGroup, scalarRegisters, waveSize, mode, view, traits);
    }

    public OccupancyQuery withRegisters(int registers) {
        return new OccupancyQuery(arch, threadsPerGroup, registers, sharedBytesPerGroup, scalarRegisters, waveSize, mode, view, traits);
    }

    public OccupancyQuery withShared(int sharedBytes) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytes, scalarRegisters, waveSize, mode, view, traits);
    }

    public OccupancyQuery withScalarRegisters(int scalars) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, scalars, waveSize, mode, view, traits);
    }

    public OccupancyQuery withWaveSize(int size) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, scalarRegisters, size, mode, view, traits);
    }

    public OccupancyQuery withMode(UnitMode unitMode) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, scalarRegisters, waveSize, unitMode, view, traits);
    }

    public OccupancyQuery withView(View newView) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, scalarRegisters, waveSize, mode, newView, traits);
    }

    public OccupancyQuery withTraits(KernelTraits newTraits) {
        return new OccupancyQuery(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup, scalarRegisters, waveSize, mode, view, newTraits);
    }
}
