/*
 * `kernelscope tune-worker` (hidden): a child process speaking SweepWorker's JSON lines on standard input and output,
 * started as one worker of a parallel sweep (LocalWorkerPool: tune, gemm, stencil --devices) or to run one user
 * kernel apart from the user's process (IsolatedCell: analyze --run, bench ab). Java's System.out goes to
 * standard error so that nothing but protocol lines is printed by Java code on the protocol stream; a worker whose
 * parent has died ends.
 */
package dev.kernelscope.cli;

import dev.kernelscope.tune.sweep.SweepWorker;
import dev.kernelscope.tune.sweep.WorkerCommand;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "tune-worker", hidden = true,
        description = "Internal: a worker process of `--devices` and `--space` sweeps, `analyze --run` and `bench ab`"
                + " (JSON lines on stdin/stdout).")
final class TuneWorkerCommand implements Callable<Integer> {
    @Override
    public Integer call() throws IOException {
        // A worker whose parent is gone (a kill, even -9, or a Ctrl-C that reached only the parent) has nobody to
        // answer; it ends at once. Seen without this: bench ab's worker running a kernel that never returns went on
        // at 100% CPU under PID 1 after its parent got SIGTERM (the JDK polls a non-child's exit, within seconds).
        // The parent is named by pid (WorkerCommand): one that died before this JVM got here is gone, not replaced
        // by init, which the parent() of an orphan is.
        String named = System.getProperty(WorkerCommand.PARENT_PROPERTY, "");
        Optional<ProcessHandle> parent = named.matches("\\d{1,18}") ? ProcessHandle.of(Long.parseLong(named))
                : ProcessHandle.current().parent();
        if (parent.isEmpty() || !parent.get().isAlive()) {
            Runtime.getRuntime().halt(SweepWorker.EXIT_FAILED);
        }
        parent.get().onExit().thenRun(() -> Runtime.getRuntime().halt(SweepWorker.EXIT_FAILED));
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        return SweepWorker.serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                protocol);
    }
}
