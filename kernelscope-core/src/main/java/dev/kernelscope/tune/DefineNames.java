/*
 * Names a user kernel's tuning parameter may not have: each parameter reaches the kernel as -D NAME=VALUE, so a C or
 * OpenCL C keyword or built-in type name would rewrite every use of it in the kernel and in the compiler's own headers.
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.Set;
import java.util.regex.Pattern;

final class DefineNames {
    /** C99 keywords, OpenCL C's qualifiers and opaque types, and the preprocessor's "defined". */
    private static final Set<String> RESERVED = Set.of(
            "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto",
            "if", "inline", "register", "restrict", "return", "signed", "sizeof", "static", "struct", "switch",
            "typedef", "union", "unsigned", "void", "volatile", "while", "_Bool", "_Complex", "_Imaginary",
            "kernel", "__kernel", "global", "__global", "local", "__local", "constant", "__constant", "private",
            "__private", "read_only", "__read_only", "write_only", "__write_only", "read_write", "__read_write",
            "uniform", "pipe", "__attribute__", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "sampler_t",
            "event_t", "image1d_t", "image2d_t", "image3d_t", "image1d_array_t", "image2d_array_t",
            "image1d_buffer_t", "defined");
    /** The built-in scalar and vector types: int, uint4, float16, half8, ... */
    private static final Pattern BUILT_IN_TYPE = Pattern.compile(
            "(bool|char|uchar|short|ushort|int|uint|long|ulong|float|double|half)(2|3|4|8|16)?");

    private DefineNames() {}

    /** Refuses {@code name} (a parameter of the space file {@code where}) when it is a keyword or built-in type. */
    static void requireUsable(String name, String where) {
        if (RESERVED.contains(name) || BUILT_IN_TYPE.matcher(name).matches()) {
            throw new InvalidInputException("Tuning parameter '" + UserText.quote(name) + "' in " + where + " is a"
                    + " keyword or built-in type of OpenCL C; it reaches the kernel as -D " + UserText.quote(name)
                    + "=VALUE, which would replace every '" + UserText.quote(name) + "' in the kernel and the"
                    + " compiler's headers (the compile fails far from the cause). Rename it, e.g. '"
                    + UserText.quote(name.replaceFirst("^_+", "").toUpperCase(java.util.Locale.ROOT)) + "_PARAM'.");
        }
    }
}
