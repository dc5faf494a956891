/*
 * `kernelscope tune-worker` (hidden): a child process speaking SweepWorker's JSON lines on standard input and output,
 * started as one worker of a parallel sweep (LocalWorkerPool: tune, gemm, stencil --devices) or to run one user
 * kernel apart from the user's process (IsolatedRun: analyze --run). Java's System.out goes to
 * standard error so that nothing but protocol lines is printed by Java code on the protocol stream.
 */
package dev.kernelscope.cli;

import dev.kernelscope.tune.sweep.SweepWorker;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "tune-worker", hidden = true,
        description = "Internal: a worker process of `--devices` sweeps and of `analyze --run` (JSON lines on"
                + " stdin/stdout).")
final class TuneWorkerCommand implements Callable<Integer> {
    @Override
    public Integer call() throws IOException {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        return SweepWorker.serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                protocol);
    }
}
