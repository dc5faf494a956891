/*
 * Where analyze --run's device run happens when not in this process: given the kernel's source, its name, the
 * device and the options, it compiles, launches, reads back and measures the kernel and returns the run's report
 * (tune.sweep.IsolatedRun does it in a child JVM, so a kernel that corrupts memory cannot take the caller down).
 */
package dev.kernelscope.advise;

import dev.kernelscope.device.Device;

@FunctionalInterface
public interface DeviceRun {
    /**
     * Runs {@code kernelName} of {@code source} on {@code device} as {@code options} say. A device error is a report
     * with its error; bad arguments are InvalidInputException; a run that cannot be carried out at all (the process
     * running it crashed) throws, with the message for the user.
     */
    AnalysisReport.RunReport run(String source, String kernelName, Device device, AnalysisOptions options);
}
