/*
 * `kernelscope demo`: the source documents' scenarios recomputed (occupancy with limiters and advice, halo overhead,
 * latency hiding). The body lives in report.demo.Demo so device sections can be appended without touching this.
 */
package dev.kernelscope.cli;

import dev.kernelscope.report.demo.Demo;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Recomputes the source documents' scenarios: occupancy with limiters and advice, halo overhead,"
                + " latency hiding. Needs no GPU.")
final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Demo.withoutDevice().print(spec.commandLine().getOut());
        return 0;
    }
}
