/*
 * The resources that can cap how many groups fit on a unit, with their stable names (JSON, CSV, CLI).
 * A set of limiters is an int bit mask in the fast path; joined names are precomputed so batch output builds no strings.
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.ArrayList;
import java.util.List;

public enum Limiter {
    /** Wave (warp, task, SIMD-group) slots of the unit. */
    WAVES("waves"),
    /** The unit's cap on resident groups (NVIDIA max blocks per SM). */
    GROUPS("groups"),
    /** Per-thread vector registers (NVIDIA registers, AMD VGPRs, Apple 16-bit registers). */
    REGISTERS("registers"),
    /** AMD SGPRs (gfx9 and older). */
    SCALAR_REGISTERS("scalar-registers"),
    /** Shared memory / LDS / local memory / threadgroup memory. */
    SHARED("shared"),
    /** Barrier resources (AMD: 16 multi-wave groups per CU, 32 per WGP; NVIDIA cc >= 9.0 block barriers). */
    BARRIERS("barriers");

    private static final Limiter[] ALL = values();
    /** Number of limiters (size of a limits array). */
    public static final int COUNT = ALL.length;
    private static final String[] JOINED = new String[1 << COUNT];

    static {
        for (int mask = 0; mask < JOINED.length; mask++) {
            StringBuilder sb = new StringBuilder();
            for (Limiter limiter : ALL) {
                if ((mask & limiter.bit()) != 0) {
                    sb.append(sb.isEmpty() ? "" : "|").append(limiter.key);
                }
            }
            JOINED[mask] = sb.toString();
        }
    }

    private final String key;

    Limiter(String key) {
        this.key = key;
    }

    /** The stable name: waves, groups, registers, scalar-registers, shared, barriers. */
    @JsonValue
    public String key() {
        return key;
    }

    public int bit() {
        return 1 << ordinal();
    }

    /** Names of the limiters in {@code mask}, in declaration order, joined by '|' (precomputed; "" for none). */
    public static String join(int mask) {
        return JOINED[mask];
    }

    /** The limiters in {@code mask}, in declaration order. */
    public static List<Limiter> list(int mask) {
        List<Limiter> list = new ArrayList<>(Integer.bitCount(mask));
        for (Limiter limiter : ALL) {
            if ((mask & limiter.bit()) != 0) {
                list.add(limiter);
            }
        }
        return List.copyOf(list);
    }

    static Limiter byOrdinal(int ordinal) {
        return ALL[ordinal];
    }
}
