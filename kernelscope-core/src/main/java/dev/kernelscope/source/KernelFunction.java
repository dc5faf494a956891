/*
 * One __kernel function of a parsed file: its name, parameters with their address spaces and element sizes,
 * body, and the arrays it declares in __local and private memory.
 */
package dev.kernelscope.source;

import java.util.List;
import java.util.Optional;

public final class KernelFunction {
    private final AstNode function;

    /** A kernel parameter: pointer parameters carry the address space and size of what they point to. */
    public record Param(String name, String type, boolean pointer, AddressSpace space, long elementBytes,
            SourceLocation location, AstNode node) {}

    KernelFunction(AstNode function) {
        this.function = function;
    }

    /**
     * True for a FUNCTION node with a body that clang gives OpenCL's kernel calling convention. Where libclang does
     * not report the convention: an attribute child whose first token is __kernel or kernel, or a macro standing for
     * it (any identifier other than __attribute__ on a function returning void, since kernels must return void),
     * which also takes a helper marked by an attribute macro for a kernel.
     */
    static boolean isKernel(AstNode function) {
        boolean body = function.children().stream().anyMatch(c -> c.kind() == NodeKind.BLOCK);
        if (function.kernelConvention() != null) {
            return body && function.kernelConvention();
        }
        boolean returnsVoid = function.type().startsWith("void ");
        return body && function.children().stream().anyMatch(c -> c.kind() == NodeKind.ATTRIBUTE
                && (c.text().equals("__kernel") || c.text().equals("kernel")
                        || (returnsVoid && !c.text().isEmpty() && !c.text().equals("__attribute__"))));
    }

    public String name() {
        return function.spelling();
    }

    public AstNode node() {
        return function;
    }

    public SourceLocation location() {
        return function.location();
    }

    public List<Param> params() {
        return function.children().stream().filter(c -> c.kind() == NodeKind.PARAM).map(KernelFunction::param).toList();
    }

    public Optional<Param> param(String name) {
        return params().stream().filter(p -> p.name().equals(name)).findFirst();
    }

    public AstNode body() {
        return function.children().stream().filter(c -> c.kind() == NodeKind.BLOCK).findFirst().orElseThrow();
    }

    /** Variables declared in the body (VAR nodes), in source order. */
    public List<AstNode> variables() {
        return body().findAll(NodeKind.VAR);
    }

    /** Arrays declared __local in the body. */
    public List<AstNode> localArrays() {
        return variables().stream().filter(v -> v.arrayLength() >= 0 && AddressSpace.of(v.type()) == AddressSpace.LOCAL)
                .toList();
    }

    /** True when the group shares anything in __local memory: an array declared there, or a __local pointer given. */
    public boolean usesLocalMemory() {
        return !localArrays().isEmpty()
                || params().stream().anyMatch(p -> p.pointer() && p.space() == AddressSpace.LOCAL);
    }

    /** Arrays declared in private memory in the body. */
    public List<AstNode> privateArrays() {
        return variables().stream()
                .filter(v -> v.arrayLength() >= 0 && AddressSpace.of(v.type()) == AddressSpace.PRIVATE).toList();
    }

    private static Param param(AstNode node) {
        boolean pointer = node.pointeeBytes() >= 0 || node.type().contains("*");
        return new Param(node.spelling(), node.type(), pointer,
                pointer ? AddressSpace.of(node.type()) : AddressSpace.PRIVATE, pointer ? node.pointeeBytes() : node.typeBytes(),
                node.location(), node);
    }
}
