/*
 * The group limit of each resource: how many groups per unit that resource alone would allow.
 * Stored as a small int array indexed by Limiter; serialized as {"waves": 2, "registers": 1, "shared": null, ...}.
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * JSON form: an object whose keys are the limiter names that exist on the family (and view); the value is the
 * group limit, or {@code null} when that resource does not limit this configuration at all (e.g. 0 registers,
 * no shared memory, single-wave AMD groups and barriers). A key is absent when the resource does not exist there
 * (scalar-registers outside AMD gfx9 and older, groups on AMD, barriers before NVIDIA cc 9.0 or in AMD's hip view).
 */
public final class GroupLimits {
    /** The resource does not limit this configuration. */
    public static final int UNLIMITED = Integer.MAX_VALUE;
    /** The resource does not exist on this family or view. */
    public static final int ABSENT = -1;

    private final int[] limits;

    GroupLimits(int[] limits) {
        this.limits = limits;
    }

    /** True when the family (and view) has this resource. */
    public boolean applies(Limiter limiter) {
        return limits[limiter.ordinal()] != ABSENT;
    }

    /** The group limit; empty when the resource is absent or unlimited. */
    public OptionalInt limit(Limiter limiter) {
        int value = limits[limiter.ordinal()];
        return value == ABSENT || value == UNLIMITED ? OptionalInt.empty() : OptionalInt.of(value);
    }

    /** The raw value: a limit, {@link #UNLIMITED} or {@link #ABSENT}. */
    public int raw(Limiter limiter) {
        return limits[limiter.ordinal()];
    }

    /** The smallest limit over the resources that exist (the groups per unit). */
    int min() {
        int min = UNLIMITED;
        for (int value : limits) {
            if (value != ABSENT && value < min) {
                min = value;
            }
        }
        return min;
    }

    /** Bit mask of the resources whose limit equals {@code groups}. */
    int mask(int groups) {
        int mask = 0;
        for (int i = 0; i < limits.length; i++) {
            if (limits[i] == groups) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    @JsonValue
    public Map<String, Integer> asMap() {
        Map<String, Integer> map = new LinkedHashMap<>();
        for (int i = 0; i < limits.length; i++) {
            if (limits[i] != ABSENT) {
                map.put(Limiter.byOrdinal(i).key(), limits[i] == UNLIMITED ? null : limits[i]);
            }
        }
        return map;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GroupLimits other && Arrays.equals(limits, other.limits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(limits);
    }

    @Override
    public String toString() {
        return asMap().toString();
    }
}
