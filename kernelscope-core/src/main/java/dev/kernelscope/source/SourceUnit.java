/*
 * A parsed kernel file: its name, text, the defines it was parsed with, and the AST of its top-level declarations
 * (only those in the file itself, not the OpenCL headers); kernels() gives the __kernel functions.
 */
package dev.kernelscope.source;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public record SourceUnit(String file, String text, Map<String, String> defines, List<AstNode> declarations) {
    /** @param defines in order; a null value is a bare -D NAME (Map.copyOf refused it: every bare -D crashed) */
    public SourceUnit {
        defines = Collections.unmodifiableMap(new LinkedHashMap<>(defines));
        declarations = List.copyOf(declarations);
    }

    /** The __kernel functions with a body, in source order. */
    public List<KernelFunction> kernels() {
        return declarations.stream()
                .filter(node -> node.kind() == NodeKind.FUNCTION)
                .filter(KernelFunction::isKernel)
                .map(KernelFunction::new)
                .toList();
    }

    /** Non-kernel functions with a body (helpers a kernel may call). */
    public List<AstNode> helpers() {
        return declarations.stream()
                .filter(node -> node.kind() == NodeKind.FUNCTION && !KernelFunction.isKernel(node))
                .toList();
    }
}
