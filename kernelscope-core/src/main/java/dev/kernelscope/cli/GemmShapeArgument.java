/*
 * Parses a GEMM shape as `gemm --shapes` and `tune --shape` take it: MxNxK, optionally with its own storage and
 * transposes (4096x127x4096:col:NT), into a tightly packed GemmShape. Bad text is refused with one paragraph that
 * shows the syntax, before any device is touched.
 */
package dev.kernelscope.cli;

import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.Layout;
import dev.kernelscope.model.Dimensions;
import dev.kernelscope.model.InvalidInputException;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

final class GemmShapeArgument {
    /** The syntax, for messages. */
    static final String SYNTAX = "MxNxK[:row|col][:NN|NT|TN|TT]";

    private GemmShapeArgument() {}

    /** "4096x127x4096" (the given storage and transposes) or "4096x127x4096:col:NT" (its own). */
    static GemmShape parse(String text, Layout storage, boolean transA, boolean transB) {
        String[] fields = text.strip().split(":");
        int[] d = dimensions(fields[0], text);
        Set<String> named = new HashSet<>();   // "storage", "transposes": each at most once
        for (int i = 1; i < fields.length; i++) {
            String field = fields[i].strip();
            String lower = field.toLowerCase(Locale.ROOT);
            String kind = lower.equals("row") || lower.equals("col") ? "storage" : "transposes";
            if (lower.matches("row|col|[nt][nt]") && !named.add(kind)) {
                // before, 8x8x8:col:TT:row ran row-major: the last field won without a word
                throw new InvalidInputException("The shape '" + text + "' names its " + kind + " twice; a shape is "
                        + SYNTAX + ".");
            }
            switch (lower) {
                case "row" -> storage = Layout.ROW_MAJOR;
                case "col" -> storage = Layout.COLUMN_MAJOR;
                case "nn", "nt", "tn", "tt" -> {
                    transA = Character.toUpperCase(field.charAt(0)) == 'T';
                    transB = Character.toUpperCase(field.charAt(1)) == 'T';
                }
                default -> throw new InvalidInputException("A shape is " + SYNTAX + ", e.g. 4096x4096x4096:col:NT;"
                        + " got '" + text + "'.");
            }
        }
        return GemmShape.packed(storage, transA, transB, d[0], d[1], d[2]);
    }

    /** "4096x127x4096" -> {4096, 127, 4096}, each in 1..65536. */
    private static int[] dimensions(String dims, String text) {
        // limit -1 keeps trailing empty fields: "5x5x5x" split to three and ran as 5x5x5
        String[] parts = Dimensions.parts(dims);
        if (parts.length != 3) {
            throw new InvalidInputException("A shape is MxNxK, e.g. 4096x127x4096; got '" + text + "'.");
        }
        int[] values = new int[3];
        for (int i = 0; i < 3; i++) {
            if (!Dimensions.isDigits(parts[i])) {   // "+5" and "-5" too
                throw new InvalidInputException("A shape is MxNxK with whole numbers, e.g. 4096x127x4096; got '"
                        + text + "'.");
            }
            long value = Dimensions.wholeNumber(parts[i]).orElse(Long.MAX_VALUE);
            values[i] = (int) Math.min(value, Integer.MAX_VALUE);   // past int: refused as out of range next
            if (values[i] < 1 || values[i] > 65536) {
                throw new InvalidInputException("Each of M, N and K must lie in 1..65536; got '" + text + "'.");
            }
        }
        return values;
    }
}
