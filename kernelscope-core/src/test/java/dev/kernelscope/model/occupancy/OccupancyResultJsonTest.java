/*
 * The JSON form of a result: the documented keys, in order, with limits null for "does not limit" and absent for
 * "does not exist here".
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.arch.ArchRegistry;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class OccupancyResultJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode json(OccupancyQuery q) throws Exception {
        return MAPPER.readTree(MAPPER.writeValueAsString(Occupancy.calculate(q)));
    }

    private static List<String> keys(JsonNode node) {
        List<String> keys = new ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    @Test
    void nvidiaKeys() throws Exception {
        JsonNode n = json(OccupancyQuery.of(ArchRegistry.presets().get("sm_86"), 256, 64, 0));
        assertThat(keys(n)).containsExactly("arch", "unit", "waveSize", "threadsPerGroup", "registersPerThread",
                "sharedBytesPerGroup", "wavesPerGroup", "groupsPerUnit", "wavesPerUnit", "maxWavesPerUnit", "occupancy",
                "limiters", "limits", "idle", "advice", "lanes", "groupSizeAdvice", "warnings");
        assertThat(n.get("arch").asText()).isEqualTo("sm_86");
        assertThat(keys(n.get("lanes"))).containsExactly("threadsPerGroup", "waveSize", "groupsPerWave", "waves", "lanes",
                "idleLanes", "utilization");
        assertThat(keys(n.get("limits"))).containsExactly("waves", "groups", "registers", "shared");
        assertThat(n.get("limiters").get(0).asText()).isEqualTo("registers");
        assertThat(keys(n.get("idle"))).containsExactly("registerFileBytes", "registerFileIdleBytes", "registerFileIdlePercent",
                "sharedBytes", "sharedIdleBytes", "sharedIdlePercent");
    }

    @Test
    void amdKeysIncludeWavesPerSimdAndCompilerOccupancy() throws Exception {
        JsonNode n = json(OccupancyQuery.of(ArchRegistry.presets().get("gfx1100"), 128, 216, 0).withMode(UnitMode.CU));
        assertThat(keys(n)).containsExactly("arch", "unit", "waveSize", "mode", "view", "threadsPerGroup", "registersPerThread",
                "scalarRegisters", "sharedBytesPerGroup", "wavesPerGroup", "groupsPerUnit", "wavesPerUnit", "wavesPerSimd",
                "maxWavesPerUnit", "occupancy", "compilerOccupancy", "limiters", "limits", "idle", "advice", "lanes",
                "groupSizeAdvice", "warnings");
        assertThat(n.get("mode").asText()).isEqualTo("cu");
        assertThat(n.get("wavesPerSimd").asDouble()).isEqualTo(6.0);
        assertThat(n.get("compilerOccupancy").asInt()).isEqualTo(7);
        assertThat(n.get("limits").has("shared")).isTrue();
        assertThat(n.get("limits").get("shared").isNull()).isTrue();
        assertThat(n.get("advice").get(0).get("resource").asText()).isEqualTo("registers");
    }

    @Test
    void modelFamiliesAddAssumptions() throws Exception {
        JsonNode n = json(OccupancyQuery.of(ArchRegistry.presets().get("rogue"), 128, 40, 1024));
        assertThat(n.get("assumptions").isArray()).isTrue();
        assertThat(n.get("assumptions").size()).isGreaterThan(1);
        assertThat(n.has("compilerOccupancy")).isFalse();
    }
}
