/*
 * The kinds of AST node the analysis distinguishes, mapped from libclang's CXCursorKind numbers (stable in
 * clang-c/Index.h since clang 3); everything else is OTHER and keeps clang's kind spelling.
 */
package dev.kernelscope.source;

public enum NodeKind {
    FUNCTION(8), VAR(9), PARAM(10), TYPE_REF(43),
    UNEXPOSED_EXPR(100), DECL_REF(101), MEMBER(102), CALL(103), INT_LITERAL(106), FLOAT_LITERAL(107),
    PAREN(111), UNARY(112), SUBSCRIPT(113), BINARY(114), COMPOUND_ASSIGN(115), CONDITIONAL(116), CAST(117),
    INIT_LIST(119), BLOCK(202), CASE(203), DEFAULT(204), IF(205), SWITCH(206), WHILE(207), DO(208), FOR(209), CONTINUE(212), BREAK(213),
    RETURN(214), DECL_STMT(231), ATTRIBUTE(400), OTHER(-1);

    private final int cursorKind;

    NodeKind(int cursorKind) {
        this.cursorKind = cursorKind;
    }

    private static final NodeKind[] BY_CURSOR = new NodeKind[512];

    static {
        for (NodeKind kind : values()) {
            if (kind.cursorKind >= 0) {
                BY_CURSOR[kind.cursorKind] = kind;
            }
        }
    }

    static NodeKind ofCursor(int cursorKind) {
        NodeKind kind = cursorKind >= 0 && cursorKind < BY_CURSOR.length ? BY_CURSOR[cursorKind] : null;
        return kind == null ? OTHER : kind;
    }

    public boolean isLoop() {
        return this == FOR || this == WHILE || this == DO;
    }
}
