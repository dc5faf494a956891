/*
 * `kernelscope demo`: the source documents' scenarios recomputed (occupancy with limiters and advice, halo overhead,
 * latency hiding), then the device sections (devices, a compiled kernel's occupancy, the SGEMM and stencil ladders),
 * and last `kernelscope analyze` on the kernels people write first.
 */
package dev.kernelscope.cli;

import dev.kernelscope.report.demo.Demo;
import dev.kernelscope.report.demo.DemoSection;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Recomputes the source documents' scenarios (occupancy with limiters and advice, halo overhead,"
                + " latency hiding), then lists the devices here with a compiled kernel's occupancy, runs the SGEMM"
                + " and stencil ladders on the best one (4096^3 on a GPU, 256^3 on a CPU), and analyses the two kernels"
                + " people write first (a blur and a matrix product) as `kernelscope analyze` would yours.")
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--no-device", description = "Only the sections that need no device (skip the devices and the"
            + " ladders).")
    boolean noDevice;

    @Override
    public Integer call() {
        Demo demo = Demo.withoutDevice();
        if (!noDevice) {
            for (DemoSection section : DemoDeviceSections.sections(spec.commandLine().getErr())) {
                demo = demo.with(section);
            }
        }
        demo = demo.with(Demo.yourKernel());
        demo.print(spec.commandLine().getOut());
        return 0;
    }
}
