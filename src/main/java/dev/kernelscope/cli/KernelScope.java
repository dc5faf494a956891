/*
 * Entry point of the `kernelscope` command: registers the subcommands and maps failures to exit codes
 * (2 for user errors, 3 for device errors, 1 for anything unexpected) with a one-paragraph message, never a trace
 * (set KERNELSCOPE_DEBUG=1 to see one).
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.model.InvalidInputException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(
        name = "kernelscope",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Why is my GPU kernel slow, and how fast can it be? Occupancy, device runtime and kernel ladders.",
        subcommands = {CommandLine.HelpCommand.class, DevicesCommand.class, BenchCommand.class, OccupancyCommand.class,
                GemmCommand.class, HaloCommand.class, LatencyCommand.class, DemoCommand.class,
                LdsCommand.class, DualIssueCommand.class, RooflineCommand.class})
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
        System.exit(commandLine().execute(args));
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
        err.println("kernelscope: " + failure.getMessage());
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
                err.println("kernelscope: " + input.getMessage());
                yield EXIT_USER_ERROR;
            }
            case GpuException gpu -> {
                err.println("kernelscope: " + gpu.getMessage());
                gpu.buildLog().ifPresent(log -> err.println("Build log:\n" + log.strip()));
                yield EXIT_DEVICE_ERROR;
            }
            default -> {
                err.println("kernelscope: internal error: " + failure
                        + " (set KERNELSCOPE_DEBUG=1 for the stack trace, and please report it)");
                yield 1;
            }
        };
    }
}
