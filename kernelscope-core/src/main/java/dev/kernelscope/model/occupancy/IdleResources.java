/*
 * What the resident groups leave unused on one unit: register file and shared memory, in bytes and percent.
 * Register bytes count 4 bytes per 32-bit register per lane (Apple: 2 bytes per 16-bit register).
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * @param registerFileBytes       the unit's register file in bytes; null where the model has no register file
 * @param registerFileIdleBytes   bytes no resident wave holds
 * @param registerFileIdlePercent idle share in percent (0-100)
 * @param sharedBytes             the unit's shared memory (LDS, common store, threadgroup memory) in bytes
 * @param sharedIdleBytes         bytes no resident group has allocated (after rounding to the allocation granule)
 * @param sharedIdlePercent       idle share in percent (0-100)
 */
@JsonPropertyOrder({"registerFileBytes", "registerFileIdleBytes", "registerFileIdlePercent",
        "sharedBytes", "sharedIdleBytes", "sharedIdlePercent"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record IdleResources(Long registerFileBytes, Long registerFileIdleBytes, Double registerFileIdlePercent,
                            long sharedBytes, long sharedIdleBytes, double sharedIdlePercent) {

    static IdleResources of(long registerTotal, long registerUsed, long sharedTotal, long sharedUsed) {
        long regIdle = Math.max(0, registerTotal - registerUsed);
        long shIdle = Math.max(0, sharedTotal - sharedUsed);
        return new IdleResources(registerTotal, regIdle, percent(regIdle, registerTotal), sharedTotal, shIdle, percent(shIdle, sharedTotal));
    }

    static IdleResources withoutRegisters(long sharedTotal, long sharedUsed) {
        long shIdle = Math.max(0, sharedTotal - sharedUsed);
        return new IdleResources(null, null, null, sharedTotal, shIdle, percent(shIdle, sharedTotal));
    }

    private static double percent(long part, long total) {
        return total == 0 ? 0.0 : 100.0 * part / total;
    }
}
