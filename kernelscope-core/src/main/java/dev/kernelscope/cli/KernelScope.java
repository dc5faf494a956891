/*
 * Entry point of the `kernelscope` command: registers the subcommands and maps failures to exit codes
 * (2 for user errors, 3 for device errors, 1 for anything unexpected) with a one-paragraph message, never a trace
 * (set KERNELSCOPE_DEBUG=1 to see one).
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.report.OutputFiles;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(
        name = "kernelscope",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Why is my GPU kernel slow, and how fast can it be? Occupancy, device runtime and kernel ladders.",
        subcommands = {CommandLine.HelpCommand.class, DevicesCommand.class, BenchCommand.class, OccupancyCommand.class,
                GemmCommand.class, StencilCommand.class, AnalyzeCommand.class, TuneCommand.class, SimulateCommand.class,
                HaloCommand.class, LatencyCommand.class, LdsCommand.class, DualIssueCommand.class, RooflineCommand.class,
                IsaCommand.class, NdRangeCommand.class, LaunchBoundsCommand.class,
                DemoCommand.class, TuneWorkerCommand.class})
public final class KernelScope implements Runnable {
    public static final int EXIT_USER_ERROR = 2;
    public static final int EXIT_DEVICE_ERROR = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        int status;
        try {
            CommandLine cli = commandLine();
            status = cli.execute(args);
            cli.getOut().flush();
            status = StandardOutput.status(status, System.out, System.err, StandardOutput.isPipe());
        } catch (OutOfMemoryError | StackOverflowError exhausted) {
            // Every count option is bounded (OptionBounds) so this should not happen; if it does, one line, no frames.
            System.err.println(exhausted instanceof OutOfMemoryError
                    ? "kernelscope: the Java heap ran out (out of memory); give smaller sizes or counts, or more memory"
                    + " with JAVA_TOOL_OPTIONS=-Xmx..."
                    : "kernelscope: the Java stack ran out (stack overflow): an input nested too deeply? Nest less, or"
                    + " give a larger stack with JAVA_TOOL_OPTIONS=-Xss...");
            status = 1;
        }
        System.exit(status);
    }

    /** The configured command line, shared by main and the tests that drive the CLI in-process. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new KernelScope());
        cli.setExecutionExceptionHandler(KernelScope::handleFailure);
        cli.setParameterExceptionHandler(KernelScope::handleBadParameters);
        cli.setExitCodeExceptionMapper(ignored -> 1);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        return cli;
    }

    private static int handleBadParameters(CommandLine.ParameterException failure, String[] args) {
        PrintWriter err = failure.getCommandLine().getErr();
        err.println("kernelscope: " + UserText.shortenRuns(failure.getMessage()));
        if (!CommandLine.UnmatchedArgumentException.printSuggestions(failure, err)) {
            err.println("Run '" + failure.getCommandLine().getCommandSpec().qualifiedName() + " --help' for the options.");
        }
        return EXIT_USER_ERROR;
    }

    private static int handleFailure(Exception failure, CommandLine command, CommandLine.ParseResult parsed) {
        PrintWriter err = command.getErr();
        if (System.getenv("KERNELSCOPE_DEBUG") != null) {
            failure.printStackTrace(err);
        }
        return switch (failure) {
            case InvalidInputException input -> {
                err.println("kernelscope: " + UserText.shortenRuns(input.getMessage()));
                yield EXIT_USER_ERROR;
            }
            case GpuException gpu -> {
                err.println("kernelscope: " + UserText.shortenRuns(gpu.getMessage()));
                gpu.buildLog().ifPresent(log -> err.println("Build log:\n" + log.strip()));
                yield EXIT_DEVICE_ERROR;
            }
            case dev.kernelscope.report.ChartUnavailableException noFonts -> {
                err.println("kernelscope: " + noFonts.getMessage());
                yield 1;   // the machine, not the input: the README's exit code for a chart it cannot draw
            }
            case java.io.UncheckedIOException io -> {
                err.println("kernelscope: " + OutputFiles.describe(io.getCause()) + ".");
                yield EXIT_USER_ERROR;
            }
            default -> {
                // A bug, not the user's doing: its message (never the class name or frames) and how to see more.
                err.println("kernelscope: internal error: " + (failure.getMessage() == null ? "no details"
                        : UserText.quote(failure.getMessage())) + " (a bug in KernelScope: please report it with the"
                        + " command line; KERNELSCOPE_DEBUG=1 shows where it happened)");
                yield 1;
            }
        };
    }
}
