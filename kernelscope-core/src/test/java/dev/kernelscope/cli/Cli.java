/*
 * Runs the kernelscope command line in-process, as main does, capturing stdout, stderr and the exit code.
 */
package dev.kernelscope.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

record Cli(int exitCode, String out, String err) {
    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cli = KernelScope.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Cli(code, out.toString(), err.toString());
    }

    /** Runs {@code args}, which must be refused as bad input (exit 2, one paragraph), and returns the message. */
    static String refusal(String... args) {
        Cli run = run(args);
        org.assertj.core.api.Assertions.assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
        org.assertj.core.api.Assertions.assertThat(run.errorIsOneParagraph()).as(run.err()).isTrue();
        return run.err();
    }

    /** The error is one paragraph: no stack trace lines, no exception class dumps. */
    boolean errorIsOneParagraph() {
        return !err.contains("\tat ") && !err.contains("Exception") && !err.strip().contains("\n\n");
    }
}
