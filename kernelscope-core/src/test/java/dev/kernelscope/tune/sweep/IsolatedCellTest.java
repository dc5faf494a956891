/*
 * IsolatedCell's reading of a dead child's crash log: only a log written since the child started is the child's (the
 * temporary folder may hold an earlier process's log under the same process id).
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IsolatedCellTest {
    @Test
    void aCrashLogCountsOnlyIfWrittenSinceTheChildStarted(@TempDir Path dir) throws IOException {
        Instant started = Instant.now();
        Path log = Files.writeString(dir.resolve("kernelscope-crash-4242.log"), "#  SIGSEGV (0xb) at pc=0x0\n");
        assertThat(IsolatedCell.writtenSince(log, started.minusSeconds(1))).isTrue();
        Files.setLastModifiedTime(log, FileTime.from(started.minus(Duration.ofHours(10))));
        assertThat(IsolatedCell.writtenSince(log, started.minusSeconds(1))).isFalse();   // an earlier process's
        assertThat(IsolatedCell.writtenSince(dir.resolve("kernelscope-crash-1.log"), started)).isFalse();   // none
        assertThat(IsolatedCell.writtenSince(dir, started.minus(Duration.ofHours(1)))).isFalse();   // not a file
    }
}
