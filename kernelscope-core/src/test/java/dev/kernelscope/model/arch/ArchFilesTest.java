/*
 * Users' --arch-file: the presets' format round-trips, a user entry can add or override an architecture, and every
 * malformed file gets one clear InvalidInputException naming the file, the entry and the field.
 */
package dev.kernelscope.model.arch;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.occupancy.Occupancy;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArchFilesTest {
    private static final String MY_GPU = """
            {"id": "my-sm", "family": "nvidia", "name": "test SM", "computeCapability": "9.0",
             "maxThreadsPerGroup": 1024, "maxThreadsPerUnit": 1024, "maxGroupsPerUnit": 8, "waveSize": 32,
             "registersPerUnit": 65536, "registersPerGroup": 65536, "maxRegistersPerThread": 255,
             "registerAllocationUnit": 256, "registerSubPartitions": 4,
             "sharedPerUnit": 65536, "sharedPerGroupOptin": 64512, "sharedReservedPerGroup": 1024, "sharedGranularity": 128,
             "sources": {"maxThreadsPerUnit": "made up for a test"}}
            """;

    private static List<Architecture> read(String json) {
        return ArchFiles.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "my.json");
    }

    private static void rejects(String json, String... fragments) {
        assertThatThrownBy(() -> read(json)).isInstanceOf(InvalidInputException.class).hasMessageContainingAll(fragments);
    }

    @Test
    void allPresetsRoundTripThroughTheFileFormat(@TempDir Path dir) throws Exception {
        List<Architecture> presets = ArchRegistry.presets().all();
        Path file = dir.resolve("all.json");
        ArchFiles.write(presets, file);
        assertThat(ArchFiles.read(file)).isEqualTo(presets);
        for (Architecture arch : presets) {
            assertThat(read(ArchFiles.toJson(arch))).containsExactly(arch);
        }
    }

    @Test
    void userFileAddsAnArchitectureThatCalculates(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mine.json");
        Files.writeString(file, MY_GPU);
        ArchRegistry registry = ArchRegistry.withFile(file);
        Architecture mine = registry.get("my-sm");
        assertThat(registry.ids()).startsWith("sm_70").endsWith("my-sm");
        assertThat(mine.sources()).containsEntry("maxThreadsPerUnit", "made up for a test");
        // 1,024 threads per SM: 4 blocks of 256 threads by warps; 8 blocks max.
        assertThat(Occupancy.calculate(OccupancyQuery.of(mine, 256, 32, 0)).groupsPerUnit()).isEqualTo(4);
    }

    @Test
    void userEntryWithAPresetIdOverridesThePreset() {
        String rogue = ArchFiles.toJson(ArchRegistry.presets().get("rogue")).replace("\"residencySlots\" : 16", "\"residencySlots\" : 32");
        ArchRegistry registry = ArchRegistry.presets().with(read(rogue));
        assertThat(((RogueArch) registry.get("rogue")).residencySlots()).isEqualTo(32);
        assertThat(registry.ids()).hasSameSizeAs(ArchRegistry.presets().ids());
    }

    @Test
    void missingFieldIsNamed() {
        rejects(MY_GPU.replace("\"maxGroupsPerUnit\": 8,", ""), "my-sm", "\"maxGroupsPerUnit\" is missing", "nvidia");
    }

    @Test
    void negativeNumberIsNamed() {
        rejects(MY_GPU.replace("\"sharedGranularity\": 128", "\"sharedGranularity\": -128"), "my-sm", "sharedGranularity", "got -128");
        rejects(MY_GPU.replace("\"sharedReservedPerGroup\": 1024", "\"sharedReservedPerGroup\": -1"), "must not be negative");
    }

    @Test
    void unknownFamilyListsTheKnownOnes() {
        rejects(MY_GPU.replace("\"nvidia\"", "\"intel\""), "unknown family \"intel\"", "nvidia, amd, powervr, apple");
        rejects(MY_GPU.replace("\"family\": \"nvidia\",", ""), "\"family\" is missing");
    }

    @Test
    void unknownFieldWrongTypeAndBrokenJson() {
        rejects(MY_GPU.replace("\"waveSize\": 32", "\"waveSize\": 32, \"warpSize\": 32"), "unknown field \"warpSize\"", "waveSize");
        rejects(MY_GPU.replace("\"maxGroupsPerUnit\": 8", "\"maxGroupsPerUnit\": \"eight\""), "maxGroupsPerUnit");
        rejects(MY_GPU.replace("\"maxGroupsPerUnit\": 8", "\"maxGroupsPerUnit\": 8.5"), "maxGroupsPerUnit");
        rejects("{\"id\": \"x\", ", "my.json", "not valid JSON");
        rejects("[]", "defines no architecture");
        rejects("42", "must hold an architecture object");
        rejects("[" + MY_GPU + "," + MY_GPU + "]", "'my-sm' twice");
        rejects(MY_GPU.replace("\"9.0\"", "\"nine\""), "computeCapability");
    }

    @Test
    void inconsistentNumbersAreRejected() {
        rejects(MY_GPU.replace("\"maxThreadsPerUnit\": 1024", "\"maxThreadsPerUnit\": 1000"), "multiple of waveSize");
        rejects(MY_GPU.replace("\"sharedPerGroupOptin\": 64512", "\"sharedPerGroupOptin\": 65536"), "must fit in sharedPerUnit");
        // A group larger than the unit's threads could never launch: refused, not reported as "cannot launch" later.
        rejects(MY_GPU.replace("\"maxThreadsPerGroup\": 1024", "\"maxThreadsPerGroup\": 2048"), "must fit in maxThreadsPerUnit");
    }

    @Test
    void missingFileIsAUserError(@TempDir Path dir) {
        assertThatThrownBy(() -> ArchFiles.read(dir.resolve("nope.json"))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("does not exist");
    }
}
