/*
 * Kernel arguments of a user's space file, in the `analyze` argument syntax: buf:TYPE:COUNT:INIT (TYPE float or
 * int; COUNT an expression over the space's constants; INIT random, zeros, ones or file=F with raw little-endian
 * values), local:BYTES, int:V, float:V. The smallest version the tuner needs; the analyze engineer's
 * dev.kernelscope.device.KernelArgSpec is meant to replace it once merged.
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Path;

public final class UserKernelArgs {
    private UserKernelArgs() {}

    public sealed interface Spec {
        record BufferSpec(String type, Expression count, String init, Path file) implements Spec {}

        record LocalSpec(Expression bytes) implements Spec {}

        record IntSpec(Expression value) implements Spec {}

        record FloatSpec(float value) implements Spec {}

        static Spec parse(String text, Path folder) {
            String[] parts = text.strip().split(":", 4);
            try {
                return switch (parts[0]) {
                    case "buf" -> {
                        if (parts.length != 4 || !(parts[1].equals("float") || parts[1].equals("int"))) {
                            throw bad(text);
                        }
                        String init = parts[3];
                        Path file = null;
                        if (init.startsWith("file=")) {
                            file = folder == null ? Path.of(init.substring(5)) : folder.resolve(init.substring(5));
                            init = "file";
                        } else if (!init.equals("random") && !init.equals("zeros") && !init.equals("ones")) {
                            throw bad(text);
                        }
                        yield new BufferSpec(parts[1], Expression.parse(parts[2]), init, file);
                    }
                    case "local" -> new LocalSpec(Expression.parse(parts[1]));
                    case "int" -> new IntSpec(Expression.parse(parts[1]));
                    case "float" -> new FloatSpec(Float.parseFloat(parts[1]));
                    default -> throw bad(text);
                };
            } catch (ArrayIndexOutOfBoundsException | NumberFormatException malformed) {
                throw bad(text);
            }
        }
    }

    private static InvalidInputException bad(String text) {
        return new InvalidInputException("Cannot read the kernel argument '" + text + "': use buf:float|int:COUNT:"
                + "random|zeros|ones|file=F, local:BYTES, int:V or float:V (COUNT, BYTES and V may be expressions"
                + " over the space's constants).");
    }
}
