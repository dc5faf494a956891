/*
 * `kernelscope tune-worker` (hidden): one worker of a parallel sweep, started by the driver's LocalWorkerPool as a
 * child process and speaking SweepWorker's JSON lines on standard input and output. Java's System.out goes to
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
        description = "Internal: a worker process of `kernelscope tune --devices` (JSON lines on stdin/stdout).")
final class TuneWorkerCommand implements Callable<Integer> {
    @Override
    public Integer call() throws IOException {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        return SweepWorker.serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                protocol);
    }
}
