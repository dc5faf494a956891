/*
 * Which of some options the user typed (not their defaults): what gemm, stencil and tune ask before refusing options
 * that their chosen mode would otherwise ignore in silence.
 */
package dev.kernelscope.cli;

import java.util.Collection;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

final class GivenOptions {
    private GivenOptions() {
    }

    /** The options among {@code names} given on {@code spec}'s command line, in the order of {@code names}. */
    static List<String> among(CommandSpec spec, Collection<String> names) {
        var parsed = spec.commandLine().getParseResult();
        return names.stream().filter(parsed::hasMatchedOption).toList();
    }

    static List<String> among(CommandSpec spec, String... names) {
        return among(spec, List.of(names));
    }
}
