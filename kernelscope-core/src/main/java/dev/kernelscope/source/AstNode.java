/*
 * One node of a kernel's AST as clang parsed it: kind, name, the compiler's type (spelling, size, pointee size,
 * constant array length), the operator of unary/binary nodes, the literal's text, location, children and parent.
 */
package dev.kernelscope.source;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

public final class AstNode {
    private final NodeKind kind;
    private final String clangKind;
    private final String spelling;
    private final String type;
    private final long typeBytes;
    private final long pointeeBytes;
    private final long arrayLength;
    private final String operator;
    private final String text;
    private final Number value;
    private final SourceLocation location;
    private final SourceLocation declaredAt;
    private final Boolean kernelConvention;
    private final List<AstNode> children = new ArrayList<>();
    private AstNode parent;

    AstNode(NodeKind kind, String clangKind, String spelling, String type, long typeBytes, long pointeeBytes,
            long arrayLength, String operator, String text, Number value, SourceLocation location, SourceLocation declaredAt,
            Boolean kernelConvention) {
        this.kind = kind;
        this.clangKind = clangKind;
        this.spelling = spelling;
        this.type = type;
        this.typeBytes = typeBytes;
        this.pointeeBytes = pointeeBytes;
        this.arrayLength = arrayLength;
        this.operator = operator;
        this.text = text;
        this.value = value;
        this.location = location;
        this.declaredAt = declaredAt;
        this.kernelConvention = kernelConvention;
    }

    /**
     * For a FUNCTION: whether its type has OpenCL's kernel calling convention, which clang gives every __kernel
     * function however the qualifier is written (directly, or through a macro here or in a header); null where
     * libclang did not say (not a function, or a calling convention it reports as invalid).
     */
    public Boolean kernelConvention() {
        return kernelConvention;
    }

    void add(AstNode child) {
        child.parent = this;
        children.add(child);
    }

    public NodeKind kind() {
        return kind;
    }

    /** Clang's own name for the cursor kind ("BinaryOperator"), useful where kind() is OTHER. */
    public String clangKind() {
        return clangKind;
    }

    /** The declared or referenced name (a variable, function, parameter); "" for most expressions. */
    public String spelling() {
        return spelling;
    }

    /** The compiler's spelling of the node's type, e.g. "__global float *" or "__local float[16][17]". */
    public String type() {
        return type;
    }

    /** sizeof(type) in bytes, negative when clang cannot say (void, incomplete types). */
    public long typeBytes() {
        return typeBytes;
    }

    /** sizeof the pointed-to type when the type is a pointer, else negative. */
    public long pointeeBytes() {
        return pointeeBytes;
    }

    /** The length of a constant array type, else negative. */
    public long arrayLength() {
        return arrayLength;
    }

    /** "+", "*=", "++" ... for unary, binary and compound-assignment nodes; "" otherwise or when unknown. */
    public String operator() {
        return operator;
    }

    /** The first token's text for literals ("1.0f", "0x10"), "" otherwise. */
    public String text() {
        return text;
    }

    /** The value clang computes for a constant expression (Long or Double), empty otherwise. */
    public java.util.Optional<Number> value() {
        return java.util.Optional.ofNullable(value);
    }

    /** The integer value of a constant expression, empty when not an integer constant. */
    public java.util.OptionalLong intValue() {
        return value instanceof Long v ? java.util.OptionalLong.of(v) : java.util.OptionalLong.empty();
    }

    public SourceLocation location() {
        return location;
    }

    /**
     * The declaration this node names: for a reference, where the referenced variable, parameter or function is
     * declared (so two variables of one name in different scopes stay apart); for a declaration, its own location.
     */
    public SourceLocation declaredAt() {
        return declaredAt;
    }

    public List<AstNode> children() {
        return Collections.unmodifiableList(children);
    }

    public AstNode child(int index) {
        return children.get(index);
    }

    public AstNode parent() {
        return parent;
    }

    /** This node without the implicit casts and parentheses around it. */
    public AstNode stripped() {
        AstNode node = this;
        while ((node.kind == NodeKind.UNEXPOSED_EXPR || node.kind == NodeKind.PAREN) && node.children.size() == 1) {
            node = node.children.getFirst();
        }
        return node;
    }

    /** Visits this node and every descendant, parents first. */
    public void walk(Consumer<AstNode> visitor) {
        visitor.accept(this);
        for (AstNode child : children) {
            child.walk(visitor);
        }
    }

    /** Every descendant (and this node) of the given kind, in source order. */
    public List<AstNode> findAll(NodeKind wanted) {
        List<AstNode> found = new ArrayList<>();
        walk(node -> {
            if (node.kind == wanted) {
                found.add(node);
            }
        });
        return found;
    }

    /** True when {@code ancestor} is this node or one of its parents. */
    public boolean isWithin(AstNode ancestor) {
        for (AstNode node = this; node != null; node = node.parent) {
            if (node == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The callee's name for a CALL node. */
    public String callee() {
        return kind == NodeKind.CALL ? spelling : "";
    }

    @Override
    public String toString() {
        return kind + (spelling.isEmpty() ? "" : " " + spelling) + (operator.isEmpty() ? "" : " '" + operator + "'")
                + (text.isEmpty() ? "" : " " + text) + (value == null ? "" : " =" + value) + " : " + type + " @" + location.line() + ":" + location.column();
    }

    /** An indented dump of the subtree, for debugging and tests. */
    public String dump() {
        StringBuilder out = new StringBuilder();
        dump(out, 0);
        return out.toString();
    }

    private void dump(StringBuilder out, int depth) {
        out.append("  ".repeat(depth)).append(this).append('\n');
        for (AstNode child : children) {
            child.dump(out, depth + 1);
        }
    }
}
