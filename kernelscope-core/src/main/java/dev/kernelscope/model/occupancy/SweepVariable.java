/*
 * The input an occupancy sweep varies (the x axis of Nsight Compute's occupancy staircase charts).
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.kernelscope.model.InvalidInputException;

public enum SweepVariable {
    REGISTERS("registers"),
    SHARED("shared"),
    THREADS("threads"),
    SCALAR_REGISTERS("scalar-registers");

    private final String key;

    SweepVariable(String key) {
        this.key = key;
    }

    @JsonValue
    public String key() {
        return key;
    }

    OccupancyQuery with(OccupancyQuery q, int value) {
        return switch (this) {
            case REGISTERS -> q.withRegisters(value);
            case SHARED -> q.withShared(value);
            case THREADS -> q.withThreads(value);
            case SCALAR_REGISTERS -> q.withScalarRegisters(value);
        };
    }

    int get(OccupancyQuery q) {
        return switch (this) {
            case REGISTERS -> q.registersPerThread();
            case SHARED -> q.sharedBytesPerGroup();
            case THREADS -> q.threadsPerGroup();
            case SCALAR_REGISTERS -> q.scalarRegisters();
        };
    }

    /** Parses registers, shared, threads or scalar-registers (case-insensitive). */
    public static SweepVariable parse(String text) {
        for (SweepVariable v : values()) {
            if (v.key.equalsIgnoreCase(text)) {
                return v;
            }
        }
        throw new InvalidInputException("unknown sweep '" + dev.kernelscope.model.UserText.quote(text) + "': use registers, shared, threads or scalar-registers.");
    }
}
