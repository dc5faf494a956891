/*
 * Files are written whole or not at all: a full disk (simulated by a stream that fails like ENOSPC), an exception, a
 * SIGTERM or SIGINT to a process mid-write all leave the target as it was and no temporary file behind; the output
 * of a run is never one of its inputs; a file that appears during a run is kept and the new one written beside it.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.model.InvalidInputException;
import java.io.BufferedReader;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AtomicOutputTest {
    @TempDir
    Path folder;

    /** A stream that accepts `capacity` bytes, then fails as a full disk does (the JDK's ENOSPC message). */
    static OutputStream diskFullAfter(OutputStream out, long capacity) {
        return new FilterOutputStream(out) {
            private long written;

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (written + len > capacity) {
                    throw new IOException("No space left on device");
                }
                written += len;
                out.write(b, off, len);
            }

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }
        };
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".partial")).toList();
        }
    }

    @Test
    void aCommittedFileReplacesTheTargetWholeOnlyWithForce() throws IOException {
        Path target = folder.resolve("out.txt");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> OutputFiles.checkWritable(target, false, "output"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("already exists");
        assertThat(AtomicOutput.write(target, true, "output", "new content")).isEqualTo(target);
        assertThat(Files.readString(target)).isEqualTo("new content");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aNewFileGetsTheUmasksPermissionsAndAReplacedOneKeepsItsOwn() throws IOException {
        Path fresh = AtomicOutput.write(folder.resolve("fresh.txt"), false, "output", "x");
        // not the owner-only rw------- of a temporary file: the permissions any new file gets under this umask
        Path plain = Files.createFile(folder.resolve("plain.txt"));
        assertThat(Files.getPosixFilePermissions(fresh)).isEqualTo(Files.getPosixFilePermissions(plain));
        Path shared = Files.writeString(folder.resolve("shared.txt"), "old");
        Files.setPosixFilePermissions(shared, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw----"));
        AtomicOutput.write(shared, true, "output", "new");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(shared)))
                .isEqualTo("rw-rw----");
    }

    /**
     * A target that is not a regular file is written in place, never replaced: renaming a file over /dev/null (the
     * launcher's training run writes there) replaced the device itself when run as root. A FIFO stands in for it here,
     * so a regression cannot touch the machine's /dev/null.
     */
    @Test
    void aPipeOrDeviceIsWrittenInPlaceNotReplaced() throws Exception {
        Path fifo = folder.resolve("pipe");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0,
                "mkfifo is not available");
        java.util.concurrent.CompletableFuture<String> read = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(AtomicOutput.write(fifo, true, "output", "through the pipe")).isEqualTo(fifo);
        assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("through the pipe");
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class).isOther()).isTrue();
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aSymbolicLinkStaysALinkAndItsFileIsReplaced() throws IOException {
        Path real = Files.writeString(folder.resolve("real.json"), "old");
        Path link = Files.createSymbolicLink(folder.resolve("latest.json"), real);
        assertThat(AtomicOutput.write(link, true, "JSON output", "new")).isEqualTo(link);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
    }

    /**
     * A link to a file not yet made (relative, through a second link): the file is made where it points and the link
     * stays. It went beside the link as "latest.1.json" (no --force) or replaced the link itself (--force).
     */
    @Test
    void aLinkToNoFileYetMakesTheFileItNamesAndStaysALink() throws IOException {
        Path sub = Files.createDirectory(folder.resolve("runs"));
        for (boolean force : new boolean[] {false, true}) {
            Path link = Files.createSymbolicLink(folder.resolve("latest-" + force + ".json"),
                    Path.of("runs", "first-" + force + ".json"));
            Path chained = Files.createSymbolicLink(folder.resolve("alias-" + force + ".json"), link.getFileName());
            assertThat(AtomicOutput.write(chained, force, "JSON output", "new")).isEqualTo(chained);
            assertThat(Files.isSymbolicLink(link)).isTrue();
            assertThat(Files.isSymbolicLink(chained)).isTrue();
            assertThat(Files.readString(sub.resolve("first-" + force + ".json"))).isEqualTo("new");
        }
        assertThat(leftovers()).isEmpty();
        try (var names = Files.list(folder)) {
            assertThat(names.map(p -> p.getFileName().toString())).noneMatch(n -> n.matches(".*\\.1\\.json"));
        }
    }

    @Test
    void aFullDiskLeavesTheOldFileAndSaysTheOutputFailed() throws IOException {
        Path target = folder.resolve("record.json");
        Files.writeString(target, "the old record");
        String big = "x".repeat(1 << 20);
        AtomicOutput.simulateFaultsOnThisThread(s -> diskFullAfter(s, 4096));
        try {
            assertThatThrownBy(() -> AtomicOutput.write(target, true, "JSON record", big))
                    .isInstanceOf(OutputFileException.class)
                    .hasMessageContaining("the JSON record")
                    .hasMessageContaining("could not be written: the disk is full")
                    .hasMessageContaining("is unchanged")
                    .hasMessageNotContaining("Exception");
        } finally {
            AtomicOutput.simulateFaultsOnThisThread(null);
        }
        assertThat(Files.readString(target)).isEqualTo("the old record");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aFolderThatTakesNoNewFileIsSaidInTheUsersTermsNotTheTemporaryFilesName() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs Linux's /proc, where no file can be created");
        // once: "could not be written: no such file (/proc/.x.png.25kwpkngzihul.partial)"; later "x.png is unchanged",
        // which spoke of a file that is not there
        assertThatThrownBy(() -> AtomicOutput.write(Path.of("/proc/x.png"), false, "filtered image", "pixels"))
                .isInstanceOf(OutputFileException.class)
                .hasMessage("the filtered image /proc/x.png could not be written: no file can be created in its folder"
                        + " /proc (no such file); nothing was written (no partial file was left).");
    }

    @Test
    void aFailureAboutTheTemporaryFileIsToldWithoutItsName() {
        Path temporary = folder.resolve(".x.png.abc.partial");
        Path target = folder.resolve("x.png");
        assertThat(OutputFiles.describe(new java.nio.file.AccessDeniedException(temporary.toString(), target.toString(),
                "Operation not permitted"), temporary)).isEqualTo("permission denied (Operation not permitted)");
        assertThat(OutputFiles.describe(new java.nio.file.FileSystemException(temporary.toString(), null,
                "No space left on device"), temporary)).startsWith("the disk is full");
        assertThat(OutputFiles.describe(new java.nio.file.NoSuchFileException(target.toString()), temporary))
                .as("a failure about another file keeps its name").contains(target.toString());
    }

    @Test
    void aFullDiskForANewFileLeavesNoFile() {
        Path target = folder.resolve("new.csv");
        try (AtomicOutput out = AtomicOutput.open(target, false, "output", s -> diskFullAfter(s, 10))) {
            assertThatThrownBy(() -> {
                out.stream().write(new byte[1 << 17]);
                out.commit();
            }).isInstanceOf(IOException.class).hasMessage("No space left on device");
        }
        assertThat(target).doesNotExist();
    }

    @Test
    void anExceptionBeforeCommitDiscardsTheTemporaryFile() throws IOException {
        Path target = folder.resolve("chart.svg");
        Files.writeString(target, "<svg/>");
        try (AtomicOutput out = AtomicOutput.open(target, true, "chart")) {
            out.writer().write("<svg>half");
            assertThat(out.temporaryFile()).exists();
            // no commit: an exception in the caller's work lands here
        }
        assertThat(Files.readString(target)).isEqualTo("<svg/>");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aFileThatAppearedDuringTheRunIsKeptAndTheResultWrittenBesideIt() throws IOException {
        Path target = folder.resolve("gemm.json");
        OutputFiles.checkWritable(target, false, "JSON output"); // the one check, before the work
        Files.writeString(target, "someone else's"); // appears while the "run" goes on
        Path written = AtomicOutput.write(target, false, "JSON output", "{}");
        assertThat(written).isEqualTo(folder.resolve("gemm.1.json"));
        assertThat(Files.readString(target)).isEqualTo("someone else's");
        assertThat(Files.readString(written)).isEqualTo("{}");
    }

    @Test
    void anOutputThatIsAlsoAnInputIsRefusedThroughLinksAndOtherSpellings() throws IOException {
        Path input = Files.writeString(folder.resolve("queries.csv"), "arch\n");
        Path link = Files.createSymbolicLink(folder.resolve("link.csv"), input);
        Path dotted = folder.resolve(".").resolve("queries.csv");
        for (Path output : List.of(input, link, dotted)) {
            assertThatThrownBy(() -> OutputFiles.checkWritable(output, true, "output", input))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("is also an input of this run");
        }
        OutputFiles.checkWritable(folder.resolve("other.csv"), true, "output", input);
    }

    @Test
    void theJournalKeepsEveryMeasurementUntilTheRecordIsWritten() throws IOException {
        Path output = folder.resolve("ladder.json");
        RunJournal journal = RunJournal.beside(output, "kernelscope gemm", "JSON output");
        journal.append(java.util.Map.of("rung", 1, "gflops", 12.5));
        journal.append(java.util.Map.of("rung", 2, "gflops", 40.0));
        journal.close();
        List<String> lines = Files.readAllLines(RunJournal.pathFor(output));
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).contains("\"commandLine\":\"kernelscope gemm\"");
        assertThat(lines.get(2)).contains("\"rung\":2");
        RunJournal again = RunJournal.beside(output, "kernelscope gemm", "JSON output"); // a rerun appends
        again.complete();
        assertThat(RunJournal.pathFor(output)).doesNotExist();
    }

    @Test
    void aJournalThatCannotBeCreatedIsToldByTheRecordTheUserNamed() throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("plain"), "x");   // as /proc: no file can be made in it
        Path output = notAFolder.resolve("r.json");
        // it said "the JSON record journal .../r.json.partial.jsonl could not be written ...; r.json.partial.jsonl is
        // unchanged": a file the user never named
        assertThatThrownBy(() -> RunJournal.beside(output, "kernelscope stencil", "JSON record"))
                .isInstanceOf(OutputFileException.class)
                .hasMessageStartingWith("the JSON record " + output + " could not be written")
                .hasMessageContaining("journal of partial results")
                .hasMessageEndingWith("; nothing was written (no partial file was left).");
    }

    /**
     * A run that measured nothing (refused or failed before its first measurement) leaves no journal; one opened over
     * an earlier run's lines keeps them.
     */
    @Test
    void aJournalOfNoMeasurementIsRemovedUnlessItHoldsAnEarlierRun() throws IOException {
        Path output = folder.resolve("refused.json");
        RunJournal.beside(output, "kernelscope gemm", "JSON output").close();
        assertThat(RunJournal.pathFor(output)).doesNotExist();
        RunJournal interrupted = RunJournal.beside(output, "kernelscope gemm", "JSON output");
        interrupted.append(java.util.Map.of("rung", 1, "gflops", 12.5));
        interrupted.close();
        RunJournal.beside(output, "kernelscope gemm", "JSON output").close();   // a rerun refused at once
        assertThat(Files.readAllLines(RunJournal.pathFor(output))).hasSize(3);
    }

    /**
     * A process killed while writing (SIGTERM, as `kill` sends, and SIGINT, as Ctrl-C sends) leaves the old file
     * intact and its temporary file removed by the shutdown hook.
     */
    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void aKillMidWriteLeavesTheOldFileIntact(String signal) throws Exception {
        Path target = folder.resolve("batch-" + signal + ".csv");
        Files.writeString(target, "the whole old file\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                SlowWriter.class.getName(), target.toString()).redirectErrorStream(true).start();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            assertThat(lines.readLine()).isEqualTo(SlowWriter.WRITING);
            assertThat(leftovers()).hasSize(1); // mid-write: the temporary file holds the partial output
            // the shell's own kill: a minimal Debian 13 has no /bin/kill (procps)
            new ProcessBuilder("sh", "-c", "kill -" + signal + " " + child.pid()).start().waitFor();
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            child.destroyForcibly();
        }
        assertThat(Files.readString(target)).isEqualTo("the whole old file\n");
        assertThat(leftovers()).isEmpty();
    }

    /** The child process of the kill test: writes part of a file, says so, then waits to be killed. */
    public static final class SlowWriter {
        static final String WRITING = "writing";

        public static void main(String[] args) throws Exception {
            AtomicOutput out = AtomicOutput.open(Path.of(args[0]), true, "output");
            out.writer().write("a partial new file, row 1\nrow 2\n");
            out.writer().flush();
            System.out.println(WRITING);
            System.out.flush();
            Thread.sleep(60_000);
            out.commit();
        }
    }
}
