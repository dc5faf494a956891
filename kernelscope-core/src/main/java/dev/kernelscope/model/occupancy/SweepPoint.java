/*
 * One point of an occupancy sweep: the swept value and the cheap occupancy numbers there.
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

@JsonPropertyOrder({"value", "groupsPerUnit", "wavesPerUnit", "occupancy", "limiters"})
public record SweepPoint(int value, int groupsPerUnit, int wavesPerUnit, double occupancy, @JsonIgnore int limiterMask) {

    public List<Limiter> limiters() {
        return Limiter.list(limiterMask);
    }

    /** Limiter names joined by '|'. */
    @JsonIgnore
    public String limitersJoined() {
        return Limiter.join(limiterMask);
    }
}
