/*
 * Turns a kernel written in KernelScope's OpenCL C subset into CUDA C++ for NVRTC (and nvcc in the tests):
 * checks the one rule macros cannot enforce (no __local kernel parameters), drops __local from pointer types
 * (CUDA pointers are generic), then prepends the prelude (opencl_prelude.cuh) and a #line directive so compiler
 * messages point at the .cl file's own lines.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class CudaDialect {
    /** The prelude's classpath resource, next to this class. */
    public static final String PRELUDE_RESOURCE = "opencl_prelude.cuh";

    private static final String PRELUDE = loadPrelude();

    /** __local directly qualifying a pointer type: identifiers (type words, const) followed by '*'. */
    private static final Pattern LOCAL_POINTER =
            Pattern.compile("\\b__local\\b[ \\t]*(?=(?:[A-Za-z_]\\w*\\s+)*[A-Za-z_]\\w*\\s*\\*)");
    private static final Pattern COMMENTS = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern KERNEL_SIGNATURE = Pattern.compile("\\b__kernel\\b.*?\\bvoid\\s+(\\w+)\\s*\\(",
            Pattern.DOTALL);
    private static final Pattern LOCAL_WORD = Pattern.compile("\\b__local\\b");

    private CudaDialect() {}

    /** The prelude's text, exactly as it is prepended. */
    public static String prelude() {
        return PRELUDE;
    }

    /**
     * The CUDA C++ text for {@code source}; {@code fileName} names it in compiler messages (e.g. "03_shared_tiling.cl").
     * Throws InvalidInputException when a kernel declares a __local parameter, which CUDA cannot express.
     */
    public static String translate(String source, String fileName) {
        rejectLocalKernelParameters(source, fileName);
        String body = LOCAL_POINTER.matcher(source).replaceAll("");
        return PRELUDE + "\n#line 1 \"" + fileName.replace("\\", "/").replace("\"", "") + "\"\n" + body;
    }

    /** The names of the kernels a source declares, in order (comments ignored). */
    public static List<String> kernelNames(String source) {
        List<String> names = new ArrayList<>();
        Matcher kernel = KERNEL_SIGNATURE.matcher(stripComments(source));
        while (kernel.find()) {
            names.add(kernel.group(1));
        }
        return names;
    }

    private static void rejectLocalKernelParameters(String source, String fileName) {
        String code = stripComments(source);
        Matcher kernel = KERNEL_SIGNATURE.matcher(code);
        while (kernel.find()) {
            for (String parameter : parameters(code, kernel.end())) {
                if (LOCAL_WORD.matcher(parameter).find()) {
                    throw new InvalidInputException("Kernel " + kernel.group(1) + " in " + fileName
                            + " takes the __local parameter '" + parameter.strip().replaceAll("\\s+", " ")
                            + "'. The CUDA backend cannot pass OpenCL's dynamic local-memory arguments: declare a"
                            + " __local array inside the kernel body, sized by a -D define, so that the same source"
                            + " runs on both backends.");
                }
            }
        }
    }

    /** The comma-separated parameters from just after the '(' at {@code open} to its matching ')'. */
    private static List<String> parameters(String code, int open) {
        List<String> result = new ArrayList<>();
        int depth = 0;
        int start = open;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                if (depth == 0) {
                    result.add(code.substring(start, i));
                    return result;
                }
                depth--;
            } else if (c == ',' && depth == 0) {
                result.add(code.substring(start, i));
                start = i + 1;
            }
        }
        result.add(code.substring(start));
        return result;
    }

    private static String stripComments(String source) {
        // Keep newlines so that positions stay meaningful in messages.
        return COMMENTS.matcher(source).replaceAll(match -> match.group().replaceAll("[^\\n]", " "));
    }

    private static String loadPrelude() {
        try (InputStream in = CudaDialect.class.getResourceAsStream(PRELUDE_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + PRELUDE_RESOURCE + " next to "
                        + CudaDialect.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
