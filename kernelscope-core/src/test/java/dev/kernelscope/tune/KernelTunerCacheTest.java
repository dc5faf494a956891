/*
 * The Kernel Tuner cache: written append-only and read back, a file cut mid-line by a kill resumes with every
 * complete entry, a cache of another device or kernel is refused, the published caches read with their markers.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KernelTunerCacheTest {
    /** Two published caches kept as test resources (README.md and LICENSE beside them). */
    static final Path DATA = resources();

    private static Path resources() {
        try {
            return Path.of(KernelTunerCacheTest.class.getResource("caches/LICENSE").toURI()).getParent();
        } catch (java.net.URISyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static KernelTunerCache.Header header(String device) {
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        params.put("BM", CacheWriter.jsonValues(List.of(32L, 64L)));
        params.put("BK", CacheWriter.jsonValues(List.of(4L, 8L)));
        return new KernelTunerCache.Header(device, "sgemm_tuned",
                KernelTunerCache.JSON.createArrayNode().add(256).add(256).add(256), List.of("BM", "BK"), params, "time");
    }

    /** A closed cache of GPU A holding the one configuration "32,4". */
    private static Path cacheOfOneEntry(Path dir) {
        Path file = dir.resolve("cache.json");
        try (CacheWriter writer = CacheWriter.open(file, header("GPU A"))) {
            writer.append("32,4", record(1.5));
        }
        return file;
    }

    private static ObjectNode record(double time) {
        ObjectNode r = KernelTunerCache.JSON.createObjectNode();
        r.put("time", time);
        r.putArray("times").add(time).add(time);
        r.put("compile_time", 1.0);
        return r;
    }

    @Test
    void appendedEntriesReadBackAndTheClosedFileIsValidJson(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("cache.json");
        try (CacheWriter writer = CacheWriter.open(file, header("GPU A"))) {
            writer.append("32,4", record(1.5));
            writer.append("64,8", KernelTunerCache.JSON.createObjectNode().put("time", KernelTunerCache.COMPILE_FAILED)
                    .put("error", "error: expected ';'"));
        }
        JsonNode whole = KernelTunerCache.JSON.readTree(file.toFile());
        assertThat(whole.path("schema_version").asText()).isEqualTo("1.1.0");
        assertThat(whole.path("cache").size()).isEqualTo(2);
        KernelTunerCache read = KernelTunerCache.read(file);
        assertThat(read.entries().keySet()).containsExactly("32,4", "64,8");
        assertThat(KernelTunerCache.time(read.entries().get("32,4"))).isEqualTo(1.5);
        assertThat(KernelTunerCache.failure(read.entries().get("64,8"))).isEqualTo(KernelTunerCache.COMPILE_FAILED);
        // reopening a closed cache resumes it
        try (CacheWriter again = CacheWriter.open(file, header("GPU A"))) {
            assertThat(again.resumed().keySet()).containsExactly("32,4", "64,8");
            again.append("32,8", record(2.0));
        }
        assertThat(KernelTunerCache.read(file).entries()).hasSize(3);
    }

    @Test
    void aFileCutByAKillKeepsEveryCompleteEntry(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("cache.json");
        CacheWriter writer = CacheWriter.open(file, header("GPU A"));
        writer.append("32,4", record(1.5));
        writer.append("64,4", record(1.25));
        // no close: as SIGKILL leaves it, plus half of a third line
        Files.writeString(file, "\n\"64,8\": {\"BM\":64,\"time\":1.", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
        KernelTunerCache read = KernelTunerCache.read(file);
        assertThat(read.entries().keySet()).containsExactly("32,4", "64,4");
        assertThat(read.droppedLines()).isEqualTo(1);
        try (CacheWriter resumed = CacheWriter.open(file, header("GPU A"))) {
            assertThat(resumed.resumed()).hasSize(2);
        }
        assertThat(KernelTunerCache.JSON.readTree(file.toFile()).path("cache").size()).isEqualTo(2);
    }

    @Test
    void anUnclosedFileResumesButIsRefusedWhereACompleteCacheIsNeeded(@TempDir Path dir) {
        Path file = dir.resolve("cache.json");
        CacheWriter writer = CacheWriter.open(file, header("GPU A"));
        writer.append("32,4", record(1.5));
        // no close, the last line whole: the file ends at a line boundary, as a kill between entries leaves it
        KernelTunerCache unclosed = KernelTunerCache.read(file);
        assertThat(unclosed.closed()).isFalse();
        assertThat(unclosed.droppedLines()).isZero();
        assertThatThrownBy(() -> KernelTunerCache.readComplete(file)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("not a complete JSON document").hasMessageContaining("after 1 readable entries");
        try (CacheWriter resumed = CacheWriter.open(file, header("GPU A"))) {
            assertThat(resumed.resumed().keySet()).containsExactly("32,4");
        }
        assertThat(KernelTunerCache.readComplete(file).closed()).isTrue();
    }

    @Test
    void aConfigurationThatStopsTheRunTwiceIsRecordedAsFailedAndSkipped(@TempDir Path dir) {
        Path file = dir.resolve("cache.json");
        CacheWriter first = CacheWriter.open(file, header("GPU A"));
        first.append("32,4", record(1.5));
        first.begin("64,4");
        // the run dies here (a hang ended by a kill): no append, no close
        CacheWriter second = CacheWriter.open(file, header("GPU A"));
        assertThat(second.resumed().keySet()).as("one death: retried").containsExactly("32,4");
        second.begin("64,4");
        // it dies again in the same configuration
        try (CacheWriter third = CacheWriter.open(file, header("GPU A"))) {
            assertThat(third.resumed().keySet()).containsExactly("32,4", "64,4");
            ObjectNode skipped = third.resumed().get("64,4");
            assertThat(KernelTunerCache.failure(skipped)).isEqualTo(KernelTunerCache.RUNTIME_FAILED);
            assertThat(skipped.path("error").asText()).contains("stopped 2 times");
            assertThat(skipped.path("BM").asLong()).isEqualTo(64);
            third.begin("32,8");
            third.append("32,8", record(2.0));
        }
        assertThat(CacheWriter.inflightOf(file)).as("a closed cache has nothing in flight").doesNotExist();
        assertThat(KernelTunerCache.read(file).entries().keySet()).containsExactlyInAnyOrder("32,4", "64,4", "32,8");
    }

    @Test
    void aConfigurationThatFinishesAfterARetryIsNotSkipped(@TempDir Path dir) {
        Path file = dir.resolve("cache.json");
        CacheWriter first = CacheWriter.open(file, header("GPU A"));
        first.begin("64,4");
        // killed once (SIGKILL mid-sweep): the restart measures it as if nothing happened
        try (CacheWriter second = CacheWriter.open(file, header("GPU A"))) {
            assertThat(second.resumed()).isEmpty();
            second.begin("64,4");
            second.append("64,4", record(1.0));
        }
        try (CacheWriter third = CacheWriter.open(file, header("GPU A"))) {
            assertThat(KernelTunerCache.time(third.resumed().get("64,4"))).isEqualTo(1.0);
        }
    }

    @Test
    void aCacheOfAnotherDeviceIsRefusedAndLeftAlone(@TempDir Path dir) throws IOException {
        Path file = cacheOfOneEntry(dir);
        String before = Files.readString(file);
        assertThatThrownBy(() -> CacheWriter.open(file, header("GPU B"))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("device 'GPU A'").hasMessageContaining("another run");
        assertThat(Files.readString(file)).isEqualTo(before);
    }

    /**
     * A user kernel's problem size is its constants as 64-bit numbers; read back, Jackson makes the small ones int
     * nodes, and a LongNode never equals an IntNode: every resume of a space with constants was refused as "another
     * run" with the same numbers printed on both sides.
     */
    @Test
    void aProblemSizeOfLongConstantsResumesAndADifferentOneIsRefused(@TempDir Path dir) {
        Path file = dir.resolve("cache.json");
        ObjectNode problem = KernelTunerCache.JSON.createObjectNode().put("W", 512L).put("H", 384L);
        KernelTunerCache.Header header = new KernelTunerCache.Header("GPU A", "conv", problem, List.of("BM", "BK"),
                header("GPU A").tuneParams(), "time");
        try (CacheWriter writer = CacheWriter.open(file, header)) {
            writer.append("32,4", record(1.5));
        }
        try (CacheWriter resumed = CacheWriter.open(file, header)) {
            assertThat(resumed.resumed()).containsOnlyKeys("32,4");
        }
        ObjectNode other = KernelTunerCache.JSON.createObjectNode().put("W", 512L).put("H", 385L);
        assertThatThrownBy(() -> CacheWriter.open(file, new KernelTunerCache.Header("GPU A", "conv", other,
                List.of("BM", "BK"), header.tuneParams(), "time"))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("problem size");
    }

    /** Resuming used to rewrite the header with the new values, leaving entries outside the space it declared. */
    @Test
    void aCacheWithValuesTheNewSpaceLacksIsRefusedAndAnExtendedSpaceResumes(@TempDir Path dir) throws IOException {
        Path file = cacheOfOneEntry(dir);
        String before = Files.readString(file);
        Map<String, List<JsonNode>> other = new LinkedHashMap<>(header("GPU A").tuneParams());
        other.put("BM", CacheWriter.jsonValues(List.of(64L, 128L)));
        assertThatThrownBy(() -> CacheWriter.open(file, new KernelTunerCache.Header("GPU A", "sgemm_tuned",
                header("GPU A").problemSize(), List.of("BM", "BK"), other, "time")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("BM=32")
                .hasMessageContaining("BM: 64, 128");
        assertThat(Files.readString(file)).isEqualTo(before);
        Map<String, List<JsonNode>> extended = new LinkedHashMap<>(header("GPU A").tuneParams());
        extended.put("BM", CacheWriter.jsonValues(List.of(32L, 64L, 128L)));
        try (CacheWriter resumed = CacheWriter.open(file, new KernelTunerCache.Header("GPU A", "sgemm_tuned",
                header("GPU A").problemSize(), List.of("BM", "BK"), extended, "time"))) {
            assertThat(resumed.resumed()).containsOnlyKeys("32,4");
        }
    }

    /** createTempFile made new caches owner-only; a resumed one keeps what its owner set. */
    @Test
    void aNewCacheGetsTheUmasksPermissionsAndAResumedOneKeepsItsOwn(@TempDir Path dir) throws IOException {
        Path file = cacheOfOneEntry(dir);
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(Files.getPosixFilePermissions(plain));
        var chosen = java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(file, chosen);
        try (CacheWriter resumed = CacheWriter.open(file, header("GPU A"))) {
            assertThat(resumed.resumed()).containsOnlyKeys("32,4");
        }
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(chosen);
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("cache.json", "plain.txt");
        }
    }

    /** An edited kernel under the same name resumed, its old results ranked beside the new ones. */
    @Test
    void aCacheOfAnotherVersionOfTheKernelIsRefusedAndOneWithoutAFingerprintResumes(@TempDir Path dir)
            throws IOException {
        Path file = dir.resolve("cache.json");
        KernelTunerCache.Header v1 = withFingerprint(header("GPU A"), "v1");
        try (CacheWriter writer = CacheWriter.open(file, v1)) {
            writer.append("32,4", record(1.5));
        }
        assertThat(KernelTunerCache.read(file).header().kernelFingerprint()).isEqualTo("v1");
        String before = Files.readString(file);
        assertThatThrownBy(() -> CacheWriter.open(file, withFingerprint(header("GPU A"), "v2")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("another version of the kernel");
        assertThat(Files.readString(file)).isEqualTo(before);
        Path older = cacheOfOneEntry(Files.createDirectories(dir.resolve("older")));   // made before fingerprints
        try (CacheWriter resumed = CacheWriter.open(older, v1)) {
            assertThat(resumed.resumed()).containsOnlyKeys("32,4");
        }
    }

    private static KernelTunerCache.Header withFingerprint(KernelTunerCache.Header h, String fingerprint) {
        return new KernelTunerCache.Header(h.deviceName(), h.kernelName(), h.problemSize(), h.tuneParamsKeys(),
                h.tuneParams(), h.objective(), fingerprint);
    }

    @Test
    void thePublishedCachesReadWithTheirFailureMarkers() {
        KernelTunerCache pnpoly = KernelTunerCache.read(DATA.resolve("pnpoly_RTX_2080_Ti.json.gz"));
        assertThat(pnpoly.header().kernelName()).isEqualTo("cn_pnpoly");
        assertThat(pnpoly.entries()).hasSize(4092);
        long failed = pnpoly.entries().values().stream().filter(r -> KernelTunerCache.failure(r) != null).count();
        assertThat(failed).isEqualTo(358);
        assertThatThrownBy(() -> KernelTunerCache.read(DATA.resolve("missing.json"))).isInstanceOf(
                InvalidInputException.class).hasMessageContaining("does not exist");
    }
    /** Compression was told by the name: a gzipped cache saved as .json, or a plain one named .json.gz, was refused. */
    @Test
    void aCacheIsReadGzippedOrNotWhateverItsName(@TempDir Path dir) throws IOException {
        byte[] plain = Files.readAllBytes(cacheOfOneEntry(dir));
        java.io.ByteArrayOutputStream zipped = new java.io.ByteArrayOutputStream();
        try (var gzip = new java.util.zip.GZIPOutputStream(zipped)) {
            gzip.write(plain);
        }
        Files.write(dir.resolve("zipped.json"), zipped.toByteArray());
        Files.write(dir.resolve("plain.json.gz"), plain);
        for (String name : List.of("zipped.json", "plain.json.gz")) {
            KernelTunerCache cache = KernelTunerCache.readComplete(dir.resolve(name));
            assertThat(cache.entries()).as(name).containsOnlyKeys("32,4");
        }
    }
    /** Read since NaN and Infinity are accepted: a resumed run must not hand its strategy NaN as a measured time. */
    @Test
    void aNonFiniteTimeReadsAsAFailure() throws IOException {
        for (String t : List.of("NaN", "Infinity", "-Infinity")) {
            JsonNode record = KernelTunerCache.parse("{\"tune_params_keys\": [\"a\"], \"tune_params\": {\"a\": [1]},"
                    + " \"cache\": {\"1\": {\"a\": 1, \"time\": " + t + "}}}", "c.json").entries().get("1");
            assertThat(KernelTunerCache.time(record)).as(t).isEqualTo(Double.POSITIVE_INFINITY);
            assertThat(KernelTunerCache.failure(record)).as(t).isEqualTo(KernelTunerCache.RUNTIME_FAILED);
        }
        JsonNode measured = KernelTunerCache.parse("{\"tune_params_keys\": [\"a\"], \"tune_params\": {\"a\": [1]},"
                + " \"cache\": {\"1\": {\"a\": 1, \"time\": 0.25}}}", "c.json").entries().get("1");
        assertThat(KernelTunerCache.time(measured)).isEqualTo(0.25);
        assertThat(KernelTunerCache.failure(measured)).isNull();
    }
    /** An entry that is no record was dropped silently, and a replay ran on a smaller space than the cache's. */
    @Test
    void anEntryThatIsNoRecordIsRefusedNamingIt() {
        assertThatThrownBy(() -> KernelTunerCache.parse("{\"tune_params_keys\": [\"a\"], \"tune_params\": {\"a\": [1, 2]},"
                + " \"cache\": {\"1\": {\"a\": 1, \"time\": 1.0}, \"2\": 5}}", "c.json"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("entry '2': 5, not a record");
    }
}
