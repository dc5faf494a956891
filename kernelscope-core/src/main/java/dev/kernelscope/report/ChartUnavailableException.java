/*
 * A chart that this machine cannot draw: Java2D found no fonts (fontconfig or a font missing: "Fontconfig head is
 * null" on the H100 host and on a minimal Ubuntu 24.04). Not the user's input and not a bug: the CLI reports it in
 * one paragraph with the packages to install, and exit code 1 after every other output was written.
 */
package dev.kernelscope.report;

public final class ChartUnavailableException extends RuntimeException {

    ChartUnavailableException(String what, Throwable cause) {
        super("the " + what + " could not be drawn on this machine (" + cause.getMessage() + "): Java found no"
                + " fonts to draw text with. Install fontconfig and a font (Debian or Ubuntu: apt-get install"
                + " fontconfig fonts-dejavu-core) and draw it again; every other output of the command was written.",
                cause);
    }

    /**
     * What Java2D said, for the commands that explain a chart they could not draw in their own sentence (gemm,
     * stencil, tune): this exception's cause, not its paragraph, which would repeat their "could not be drawn".
     */
    public static String reasonOf(Throwable cannotDraw) {
        return cannotDraw instanceof ChartUnavailableException wrapped ? wrapped.getCause().getMessage()
                : cannotDraw.getMessage();
    }

    /** Runs a drawing step, turning what Java2D throws for a machine without fonts into this exception. */
    static <T> T drawing(String what, java.util.function.Supplier<T> draw) {
        try {
            return draw.get();
        } catch (java.io.UncheckedIOException | dev.kernelscope.model.InvalidInputException | VirtualMachineError
                 notFonts) {
            throw notFonts;
        } catch (RuntimeException | Error cannotDraw) {   // "Fontconfig head is null", a font manager's link error
            throw new ChartUnavailableException(what, cannotDraw);
        }
    }
}
