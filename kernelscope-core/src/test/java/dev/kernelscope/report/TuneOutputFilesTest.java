/*
 * The files a tune run writes, checked before the work: none may be the --cache or the file the cache keeps beside
 * it (CACHE.inflight, deleted when the cache closes), whatever --force says.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneOutputFilesTest {

    /** --output c.json.inflight beside --cache c.json: the record was written, then deleted as the cache closed. */
    @Test
    void anOutputNamedAfterTheCachesInFlightMarkerIsRefused(@TempDir Path dir) throws Exception {
        Path cache = dir.resolve("c.json");
        Path marker = dir.resolve("c.json.inflight");
        assertThatThrownBy(() -> TuneOutputFiles.check(List.of(), marker, null, null, null, cache, true))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("c.json.inflight");
        assertThatThrownBy(() -> TuneOutputFiles.check(List.of(), null, null, marker, null, cache, true))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("c.json.inflight");
        Files.writeString(marker, "1 16,1\n");   // a marker left by a killed run: still refused, and kept
        assertThatThrownBy(() -> TuneOutputFiles.check(List.of(), marker, null, null, null, cache, true))
                .isInstanceOf(InvalidInputException.class);
        TuneOutputFiles.check(List.of(), dir.resolve("record.json"), null, null, null, cache, true);
    }
}
