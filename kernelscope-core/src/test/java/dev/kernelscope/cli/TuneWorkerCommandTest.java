/*
 * A `tune-worker` whose parent dies ends by itself: started under a shell that is then killed with SIGKILL (no
 * shutdown hook of the parent can run), with its standard input still open, it is gone within seconds instead of
 * waiting (or running a kernel that never returns) as an orphan.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.tune.sweep.WorkerCommand;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneWorkerCommandTest {
    @TempDir
    Path dir;

    @Test
    void aWorkerWhoseParentIsKilledEnds() throws Exception {
        killTheParentAfter(3000);
    }

    /** The parent killed while the worker's JVM is still starting: the worker must not take init for its parent. */
    @Test
    void aWorkerWhoseParentDiesBeforeItsJvmIsUpEnds() throws Exception {
        killTheParentAfter(0);
    }

    private void killTheParentAfter(long millis) throws Exception {
        // the worker's parent is the shell ($$), not this JVM: the shell is what gets killed
        String worker = String.join(" ", WorkerCommand.sameJvm(KernelScope.class, "tune-worker").stream()
                .map(arg -> arg.startsWith("-D" + WorkerCommand.PARENT_PROPERTY + "=")
                        ? "-D" + WorkerCommand.PARENT_PROPERTY + "=$$" : "'" + arg.replace("'", "'\\''") + "'")
                .toList());
        // the worker's stdin is a pipe from a sleep that outlives the shell (Java closes a dead process's own pipes,
        // which would end the worker by end of input alone); the shell prints the worker's pid and waits
        Path holder = dir.resolve("stdin-holder.pid");
        Process shell = new ProcessBuilder("bash", "-c", "{ echo $BASHPID > '" + holder + "'; exec sleep 120; } | "
                + worker + " & echo $!; wait").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(shell.getInputStream(),
                StandardCharsets.UTF_8))) {
            ProcessHandle child = ProcessHandle.of(Long.parseLong(out.readLine().strip())).orElseThrow();
            if (millis > 0) {
                Thread.sleep(millis);   // the worker's JVM is up and waiting for its job
                assertThat(child.isAlive()).as("a worker with a living parent waits for its job").isTrue();
            }

            shell.destroyForcibly().waitFor();   // SIGKILL: no hook of the parent runs; the worker is orphaned
            boolean ended;
            try {
                child.onExit().get(30, TimeUnit.SECONDS);
                ended = true;
            } catch (java.util.concurrent.TimeoutException stillRunning) {
                ended = false;
                child.destroyForcibly();
            }
            assertThat(ended).as("the orphaned worker ended").isTrue();
        } finally {
            shell.destroyForcibly();
            if (Files.exists(holder)) {
                ProcessHandle.of(Long.parseLong(Files.readString(holder).strip())).ifPresent(ProcessHandle::destroy);
            }
        }
    }
}
