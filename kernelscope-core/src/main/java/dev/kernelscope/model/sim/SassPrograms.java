/*
 * `simulate --sass` as a library call: reads a listing, picks the kernel, turns the --iterations text (one trip
 * count for every loop, or ADDRESS=N per loop) into trip counts and the --take text into chosen branch sides, and
 * derives the program (SassProgram).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Collectors;

public final class SassPrograms {
    /** Trips of a loop the user does not name: enough for a steady state, few enough to answer at once. */
    public static final int DEFAULT_TRIPS = 64;

    private SassPrograms() {
    }

    public static SassProgram.Derivation derive(String source, String listingText, String kernelName, int threads,
                                                OptionalInt registers, OptionalInt shared, String iterations) {
        return derive(source, listingText, kernelName, threads, registers, shared, iterations, null);
    }

    /**
     * As above, with the --take text: branch addresses whose side the path takes (0x0150) or falls through (!0x0150),
     * comma-separated, where a kernel's longer side is not the one to simulate (a border copy of its work).
     */
    public static SassProgram.Derivation derive(String source, String listingText, String kernelName, int threads,
                                                OptionalInt registers, OptionalInt shared, String iterations,
                                                String take) {
        SassListing listing = SassListing.parse(source, listingText);
        SassListing.Kernel kernel = listing.kernel(kernelName);
        List<SassProgram.Loop> loops = SassProgram.loops(source, kernel);
        int everyLoop = DEFAULT_TRIPS;
        Map<Long, Integer> byAddress = new HashMap<>();
        if (iterations != null && !iterations.isBlank()) {
            if (iterations.strip().matches("\\d+")) {
                everyLoop = parseCount(iterations.strip());
            } else {
                for (String part : iterations.split(",")) {
                    String[] kv = part.strip().split("=", 2);
                    if (kv.length != 2 || !kv[0].strip().toLowerCase(Locale.ROOT).matches("(0x)?[0-9a-f]+")) {
                        throw new InvalidInputException("--iterations takes N or ADDRESS=N,... (e.g. 0x09d0=64), not '" + part + "'.");
                    }
                    long address = Long.parseLong(kv[0].strip().toLowerCase(Locale.ROOT).replaceFirst("^0x", ""), 16);
                    if (loops.stream().noneMatch(l -> l.startAddress() == address)) {
                        throw new InvalidInputException("--iterations names " + kv[0].strip() + ", where no loop of "
                                + kernel.name() + " starts; its loops: " + (loops.isEmpty() ? "none" : loops.stream()
                                .map(SassProgram.Loop::label).collect(Collectors.joining(", "))) + ".");
                    }
                    if (byAddress.put(address, parseCount(kv[1].strip())) != null) {
                        throw named(kv[0].strip());
                    }
                }
            }
        }
        int fallback = everyLoop;
        boolean named = !byAddress.isEmpty();
        String how = named ? "trips as --iterations names them, " + DEFAULT_TRIPS + " for the others"
                : "every loop runs " + everyLoop + " trips" + (iterations == null ? " (the default; set them with --iterations)" : "");
        return SassProgram.derive(source, kernel, new SassProgram.Options(null, threads, registers, shared,
                loop -> byAddress.getOrDefault(loop.startAddress(), named ? DEFAULT_TRIPS : fallback),
                List.of(kernel.name() + " from " + source + ": " + how), sides(take)));
    }

    /** "0x0150,!0x3360" (the --take text) -> {0x150: taken, 0x3360: not taken}. */
    public static Map<Long, Boolean> sides(String take) {
        Map<Long, Boolean> sides = new HashMap<>();
        if (take == null || take.isBlank()) {
            return sides;
        }
        for (String part : take.split(",")) {
            String text = part.strip().toLowerCase(Locale.ROOT);
            boolean taken = !text.startsWith("!");
            String address = (taken ? text : text.substring(1).strip()).replaceFirst("^0x", "");
            if (!address.matches("[0-9a-f]{1,12}")) {
                throw new InvalidInputException("--take takes branch addresses, comma-separated, each taken (0x0150) or"
                        + " fallen through (!0x0150); got '" + part.strip() + "'.");
            }
            if (sides.put(Long.parseLong(address, 16), taken) != null) {
                throw new InvalidInputException("--take names the branch at 0x" + address + " twice; give each once.");
            }
        }
        return sides;
    }

    /** A loop named twice in --iterations: the later count used to win in silence. */
    static InvalidInputException named(String loop) {
        return new InvalidInputException("--iterations names the loop " + loop + " twice; give each loop one trip count.");
    }

    static int parseCount(String text) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 0 && n <= ProgramParser.MAX_COUNT) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // the message below
        }
        throw new InvalidInputException("--iterations: a trip count is a whole number from 0 to " + ProgramParser.MAX_COUNT
                + ", not '" + text + "'.");
    }
}
