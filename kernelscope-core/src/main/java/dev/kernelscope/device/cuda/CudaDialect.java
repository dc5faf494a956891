/*
 * Turns a kernel written in KernelScope's OpenCL C subset into CUDA C++ for NVRTC (and nvcc in the tests). Macros in
 * the prelude (opencl_prelude.cuh, opencl_vectors.cuh, opencl_subgroups.cuh) do most of it; this class does what
 * macros cannot: it drops __local from pointer types (CUDA pointers are generic), turns __local kernel parameters into
 * offsets into the block's dynamic shared memory, has OpenClSyntax spell the qualifiers with underscores and rewrite
 * vector literals and swizzles, and records each kernel's reqd_work_group_size in a module variable the backend reads
 * after compiling.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.TextResources;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class CudaDialect {
    /** The prelude's classpath resources, next to this class, prepended in this order. */
    public static final String PRELUDE_RESOURCE = "opencl_prelude.cuh";
    public static final String VECTORS_RESOURCE = "opencl_vectors.cuh";
    public static final String SUBGROUPS_RESOURCE = "opencl_subgroups.cuh";
    /** Prefix of the module variable holding a kernel's reqd_work_group_size: {x, y, z} as unsigned ints. */
    public static final String REQUIRED_SIZE_PREFIX = "kernelscope_reqd_work_group_size_";
    /** The name of the dynamic shared memory array that __local kernel parameters point into. */
    static final String DYNAMIC_SHARED = "kernelscope_dynamic_local";
    /** Every __local kernel parameter's offset into the dynamic shared memory is aligned to this many bytes. */
    public static final int DYNAMIC_LOCAL_ALIGNMENT = 16;

    private static final String PRELUDE = loadPrelude();

    /**
     * __local directly qualifying a pointer type: identifiers (type words, const) followed by '*', or by a name and
     * empty brackets (a helper's parameter __local float m[]; a declaration's brackets hold its size).
     */
    private static final Pattern LOCAL_POINTER = Pattern.compile("\\b__local\\b[ \\t]*(?=(?:[A-Za-z_]\\w*\\s+)*[A-Za-z_]\\w*"
            + "\\s*(?:\\*|[A-Za-z_]\\w*\\s*\\[\\s*\\]))");
    private static final Pattern KERNEL_SIGNATURE =
            Pattern.compile("\\b__kernel\\b(.*?)\\bvoid\\s+(\\w+)\\s*\\(", Pattern.DOTALL);
    private static final Pattern LOCAL_WORD = Pattern.compile("\\b__local\\b");
    private static final Pattern RESTRICT = Pattern.compile("\\brestrict\\b");
    private static final Pattern LAST_IDENTIFIER = Pattern.compile("([A-Za-z_]\\w*)\\s*$");
    /** A parameter written as an array of unknown size: its name, then empty brackets, at the end. */
    private static final Pattern ARRAY_PARAMETER = Pattern.compile("([A-Za-z_]\\w*)\\s*\\[\\s*\\]\\s*$");
    private static final Pattern REQUIRED_SIZE = Pattern.compile("\\breqd_work_group_size\\s*\\(");

    private CudaDialect() {}

    /** One kernel as the source declares it. */
    record KernelDeclaration(String name, Optional<String> requiredSizeArguments, List<Parameter> parameters,
            int bodyOpen) {}

    /** One kernel parameter: its text span in the source and whether it is a __local pointer. */
    record Parameter(int start, int end, String text, boolean local) {}

    /** The prelude's text, exactly as it is prepended. */
    public static String prelude() {
        return PRELUDE;
    }

    /**
     * The CUDA C++ text for {@code source}; {@code fileName} names it in compiler messages (e.g. "03_shared_tiling.cl").
     * Line numbers of the original source are kept (a #line directive follows the prelude).
     */
    public static String translate(String openClSource, String fileName) {
        return translate(openClSource, fileName, List.of());
    }

    /**
     * As {@link #translate(String, String)}, with the program's build options: their -D and -U become #define and
     * #undef lines between the preludes and the file (CudaCompileOptions.macroLines), and a define naming a vector
     * type ({@code -Dclass_T=half2}, as mixbench builds its kernels) makes its name a vector type for the literal
     * rewrite ({@code (class_T)0}), as a #define in the file does.
     */
    public static String translate(String openClSource, String fileName, List<String> options) {
        String source = OpenClSyntax.qualifiers(openClSource);
        List<KernelDeclaration> kernels = declarations(source);
        StringBuilder body = new StringBuilder(source);
        record Edit(int start, int end, String replacement) {}
        List<Edit> edits = new ArrayList<>();
        for (KernelDeclaration kernel : kernels) {
            StringBuilder prologue = new StringBuilder();
            for (Parameter parameter : kernel.parameters()) {
                if (!parameter.local()) {
                    continue;
                }
                // OpenCL lets an array parameter stand for a pointer: __local float tile[] is __local float* tile
                String declaration = ARRAY_PARAMETER.matcher(LOCAL_WORD.matcher(parameter.text()).replaceAll("").strip())
                        .replaceFirst("* $1");
                Matcher name = LAST_IDENTIFIER.matcher(declaration);
                if (!name.find()) {
                    throw new InvalidInputException("Cannot read the __local parameter '" + parameter.text().strip()
                            + "' of kernel " + kernel.name() + " in " + fileName + ": write it as __local TYPE* NAME.");
                }
                String type = declaration.substring(0, name.start()).strip();
                String castType = RESTRICT.matcher(type).replaceAll("").strip();
                String offset = "kernelscope_local_offset_" + name.group(1);
                String newlines = "\n".repeat((int) parameter.text().chars().filter(c -> c == '\n').count());
                edits.add(new Edit(parameter.start(), parameter.end(),
                        newlines + " const unsigned long long " + offset));
                prologue.append(' ').append(type).append(' ').append(name.group(1)).append(" = (").append(castType)
                        .append(") (").append(DYNAMIC_SHARED).append(" + ").append(offset).append(");");
            }
            if (!prologue.isEmpty()) {
                edits.add(new Edit(kernel.bodyOpen() + 1, kernel.bodyOpen() + 1,
                        " extern __shared__ __align__(" + DYNAMIC_LOCAL_ALIGNMENT + ") unsigned char "
                                + DYNAMIC_SHARED + "[];" + prologue));
            }
        }
        edits.sort(Comparator.comparingInt(Edit::start).reversed());
        for (Edit edit : edits) {
            body.replace(edit.start(), edit.end(), edit.replacement());
        }
        OpenClSyntax.Rewritten vectors = OpenClSyntax.rewrite(LOCAL_POINTER.matcher(body).replaceAll(""),
                OpenClSyntax.vectorAliases(options));
        String code = vectors.code();
        StringBuilder cuda = new StringBuilder(PRELUDE.length() + code.length() + 256);
        cuda.append(PRELUDE).append(OpenClSyntax.helpers(vectors.swizzles())).append('\n')
                .append(CudaCompileOptions.macroLines(options))
                .append("#line 1 \"").append(fileName.replace("\\", "/").replace("\"", ""))
                .append("\"\n").append(code);
        if (!code.endsWith("\n")) {
            cuda.append('\n');
        }
        for (KernelDeclaration kernel : kernels) {
            kernel.requiredSizeArguments().ifPresent(arguments -> cuda.append("extern \"C\" __device__ unsigned int ")
                    .append(REQUIRED_SIZE_PREFIX).append(kernel.name()).append("[3] = {").append(arguments)
                    .append("};\n"));
        }
        return cuda.toString();
    }

    /** The names of the kernels a source declares, in order (comments ignored). */
    public static List<String> kernelNames(String source) {
        return declarations(OpenClSyntax.qualifiers(source)).stream().map(KernelDeclaration::name).toList();
    }

    /** True when the kernel {@code name} in {@code source} declares reqd_work_group_size. */
    public static boolean hasRequiredSize(String source, String name) {
        return declarations(OpenClSyntax.qualifiers(source)).stream()
                .anyMatch(k -> k.name().equals(name) && k.requiredSizeArguments().isPresent());
    }

    static List<KernelDeclaration> declarations(String source) {
        String code = OpenClSyntax.blanked(source); // same length as source: positions carry over
        List<KernelDeclaration> kernels = new ArrayList<>();
        Matcher kernel = KERNEL_SIGNATURE.matcher(code);
        while (kernel.find()) {
            int close = matching(code, kernel.end() - 1);
            List<Parameter> parameters = new ArrayList<>();
            int start = kernel.end();
            int depth = 0;
            for (int i = kernel.end(); i <= close; i++) {
                char c = code.charAt(i);
                if (i == close || (c == ',' && depth == 0)) {
                    String text = code.substring(start, i);
                    if (!text.isBlank() && !text.strip().equals("void")) {
                        parameters.add(new Parameter(start, i, text, LOCAL_WORD.matcher(text).find()));
                    }
                    start = i + 1;
                } else if (c == '(' || c == '[') {
                    depth++;
                } else if (c == ')' || c == ']') {
                    depth--;
                }
            }
            int bodyOpen = code.indexOf('{', close);
            if (bodyOpen < 0) {
                throw new InvalidInputException("Kernel " + kernel.group(2) + " has no body: the CUDA backend"
                        + " compiles kernel definitions, not declarations.");
            }
            kernels.add(new KernelDeclaration(kernel.group(2), requiredSize(kernel.group(1)), parameters, bodyOpen));
            kernel.region(bodyOpen, code.length());
        }
        return kernels;
    }

    /** The argument text of reqd_work_group_size(...) in a kernel's attribute region, if any. */
    private static Optional<String> requiredSize(String attributes) {
        Matcher required = REQUIRED_SIZE.matcher(attributes);
        if (!required.find()) {
            return Optional.empty();
        }
        int close = matching(attributes, required.end() - 1);
        return Optional.of(attributes.substring(required.end(), close).replaceAll("\\s+", " ").strip());
    }

    /** The index of the ')' matching the '(' at {@code open}. */
    private static int matching(String code, int open) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        throw new InvalidInputException("Unbalanced parentheses in a kernel signature (after character " + open
                + "): the source cannot be translated for CUDA.");
    }

    /**
     * Both headers, each after a #line naming it: an error the compiler finds in them (a template a kernel's code
     * instantiates) then points at the header's own line, not at a line past the end of the user's file.
     */
    private static String loadPrelude() {
        StringBuilder prelude = new StringBuilder();
        for (String resource : List.of(PRELUDE_RESOURCE, VECTORS_RESOURCE, SUBGROUPS_RESOURCE)) {
            prelude.append("#line 1 \"").append(resource).append("\"\n")
                    .append(TextResources.read(CudaDialect.class, resource)).append('\n');
        }
        return prelude.toString();
    }
}
