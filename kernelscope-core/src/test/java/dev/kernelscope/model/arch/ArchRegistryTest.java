/*
 * The bundled presets: every architecture the issue lists is there, the spec's numbers are loaded, and every
 * numeric field of every preset names its source.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArchRegistryTest {

    @Test
    void allPresetsTheIssueListsAreLoadedInOrder() {
        assertThat(ArchRegistry.presets().ids()).containsExactly(
                "sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120",
                "gfx6", "gfx7", "gcn", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100", "gfx1102", "gfx1201",
                "rogue", "apple-a8", "apple7");
    }

    @Test
    void nvidiaTableMatchesTheSpec() {
        Object[][] rows = {
                {"sm_70", 2048, 32, 98_304, 98_304, 0, 256}, {"sm_75", 1024, 16, 65_536, 65_536, 0, 256},
                {"sm_80", 2048, 32, 167_936, 166_912, 1024, 128}, {"sm_86", 1536, 16, 102_400, 101_376, 1024, 128},
                {"sm_89", 1536, 24, 102_400, 101_376, 1024, 128}, {"sm_90", 2048, 32, 233_472, 232_448, 1024, 128},
                {"sm_100", 2048, 32, 233_472, 232_448, 1024, 128}, {"sm_120", 1536, 24, 102_400, 101_376, 1024, 128}};
        for (Object[] row : rows) {
            NvidiaArch a = (NvidiaArch) ArchRegistry.presets().get((String) row[0]);
            assertThat(new Object[]{a.id(), a.maxThreadsPerUnit(), a.maxGroupsPerUnit(), a.sharedPerUnit(), a.sharedPerGroupOptin(),
                    a.sharedReservedPerGroup(), a.sharedGranularity()}).containsExactly(row);
            assertThat(a.registersPerUnit()).isEqualTo(65_536);
            assertThat(a.maxThreadsPerGroup()).isEqualTo(1024);
        }
    }

    @Test
    void amdFamiliesMatchTheSpec() {
        AmdArch gfx1100 = (AmdArch) ArchRegistry.presets().get("gfx1100");
        assertThat(gfx1100.vgprsPerLaneWave32()).isEqualTo(1536);
        assertThat(gfx1100.vgprGranuleWave32()).isEqualTo(24);
        assertThat(gfx1100.vgprsPerLaneWave64()).isEqualTo(768);
        assertThat(gfx1100.maxWavesPerSimd()).isEqualTo(16);
        assertThat(gfx1100.hasWgpMode()).isTrue();
        assertThat(gfx1100.sgprsPerSimd()).isNull();
        AmdArch gfx1010 = (AmdArch) ArchRegistry.presets().get("gfx1010");
        assertThat(gfx1010.maxWavesPerSimd()).isEqualTo(20);
        assertThat(gfx1010.ldsGranule()).isEqualTo(512);
        AmdArch gfx942 = (AmdArch) ArchRegistry.presets().get("gfx942");
        assertThat(gfx942.maxWavesPerSimd()).isEqualTo(8);
        assertThat(gfx942.maxVgprsPerThread()).isEqualTo(512);
        assertThat(gfx942.supportsWaveSize(32)).isFalse();
        AmdArch gcn = (AmdArch) ArchRegistry.presets().get("gcn");
        assertThat(gcn.sgprsPerSimd()).isEqualTo(800);
        assertThat(gcn.hipMaxWavesPerSimd()).isEqualTo(8);
        assertThat(gcn.hasWgpMode()).isFalse();
    }

    @Test
    void everyNumericPresetFieldHasASource() throws Exception {
        try (InputStream in = ArchRegistry.class.getResourceAsStream(ArchRegistry.PRESETS_RESOURCE)) {
            JsonNode root = new ObjectMapper().readTree(in);
            for (JsonNode arch : root.get("architectures")) {
                JsonNode sources = arch.get("sources");
                assertThat(sources).as(arch.get("id").asText()).isNotNull();
                for (Map.Entry<String, JsonNode> field : arch.properties()) {
                    if (field.getValue().isNumber() || field.getValue().isArray() && !field.getKey().equals("assumptions")) {
                        assertThat(sources.has(field.getKey())).as(arch.get("id").asText() + "." + field.getKey()).isTrue();
                        assertThat(sources.get(field.getKey()).asText()).isNotBlank();
                    }
                }
            }
        }
    }

    @Test
    void unknownIdListsTheKnownOnes() {
        assertThatThrownBy(() -> ArchRegistry.presets().get("gfx1200"))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContainingAll("unknown architecture 'gfx1200'", "gfx1201", "sm_70", "rogue", "--arch-file");
        assertThat(ArchRegistry.presets().find("gfx1200")).isEmpty();
    }

    /** It listed 24 ids and left the user to guess: gfx1101 (an RX 7800 XT) is modelled by gfx1100, SM_90 is sm_90. */
    @Test
    void unknownIdNamesTheOneMostLikelyMeant() {
        assertThatThrownBy(() -> ArchRegistry.presets().get("gfx1101")).hasMessageStartingWith("unknown architecture"
                + " 'gfx1101'. It has no preset of its own, but the register file and LDS of gfx1100: use gfx1100.");
        assertThatThrownBy(() -> ArchRegistry.presets().get("gfx803")).hasMessageContaining("of gcn: use gcn.");
        assertThatThrownBy(() -> ArchRegistry.presets().get("SM_90")).hasMessageContaining("'SM_90'. Did you mean sm_90?");
        assertThatThrownBy(() -> ArchRegistry.presets().get("sm90")).hasMessageContaining("Did you mean sm_90?");
        assertThatThrownBy(() -> ArchRegistry.presets().get("Apple7")).hasMessageContaining("Did you mean apple7?");
        assertThatThrownBy(() -> ArchRegistry.presets().get("sm_91")).hasMessageNotContaining("Did you mean")
                .hasMessageNotContaining("no preset of its own");
        assertThatThrownBy(() -> ArchRegistry.presets().get(null)).hasMessageStartingWith("unknown architecture");
    }

    /** isa and simulate model a processor by its preset or a relative's; gfx8 (Polaris, Fiji) and the gfx9 APUs had none. */
    @Test
    void everyGcnAndRdna1ProcessorHasAPresetOrARelative() {
        Map<String, String> expected = Map.ofEntries(Map.entry("gfx801", "gcn"), Map.entry("gfx803", "gcn"),
                Map.entry("gfx810", "gcn"), Map.entry("gfx902", "gfx900"), Map.entry("gfx90c", "gfx900"),
                Map.entry("gfx1012", "gfx1010"), Map.entry("gfx1013", "gfx1010"), Map.entry("gfx600", "gfx6"),
                Map.entry("gfx1101", "gfx1100"), Map.entry("gfx906", "gfx906"));
        expected.forEach((processor, preset) -> assertThat(ArchRegistry.presets().findProcessor(processor))
                .as(processor).map(Architecture::id).contains(preset));
        assertThat(ArchRegistry.presets().findProcessor("gfx9999")).isEmpty();
    }
}
