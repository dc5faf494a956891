/*
 * `kernelscope bench`: the device layer's own measurements. launch: empty-kernel enqueue+finish latency and enqueue
 * throughput; copy: device-to-device copy bandwidth (the roof later kernels are measured against); samples: every
 * sample kernel verified against a Java reference, then timed; cublas: the cuBLAS SGEMM yardstick (CUDA only);
 * ab: an A/B test of two variants of the user's kernel.
 */
package dev.kernelscope.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure the device runtime: launch latency, copy bandwidth, and a verified run of every sample "
                + "kernel, and an A/B test of two variants of your kernel. Results are JSON records with the device, "
                + "driver, command line and every sample.",
        subcommands = {BenchLaunchCommand.class, BenchCopyCommand.class, BenchSamplesCommand.class,
                BenchCublasCommand.class, BenchSimulatorCommand.class, BenchAbCommand.class})
public final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
