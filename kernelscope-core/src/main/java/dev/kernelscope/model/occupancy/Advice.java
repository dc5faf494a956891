/*
 * The smallest change of one resource that gains the next group: the largest value that still gains it, and what
 * that gives, as data and as text ("registers 40 -> 32: 1 -> 2 groups per CU, 40% -> 80%").
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * @param resource      the limiting resource to change (waves advice changes the threads per group)
 * @param from          its current value (registers per thread, shared bytes per group, SGPRs, threads per group)
 * @param to            the largest value that gains at least one more group (in the AMD compiler view: one more
 *                      wave per SIMD), all other inputs unchanged
 * @param groupsFrom    groups per unit now
 * @param groupsTo      groups per unit at {@code to}
 * @param occupancyFrom occupancy now (fraction)
 * @param occupancyTo   occupancy at {@code to} (fraction)
 * @param summary       "registers 40 -> 32: 1 -> 2 groups per CU, 40% -> 80%"
 * @param message       the same as one sentence in the vendor's words
 */
@JsonPropertyOrder({"resource", "from", "to", "groupsFrom", "groupsTo", "occupancyFrom", "occupancyTo", "summary", "message"})
public record Advice(Limiter resource, int from, int to, int groupsFrom, int groupsTo,
                     double occupancyFrom, double occupancyTo, String summary, String message) {
}
