/*
 * A kernel's reqd_work_group_size read from its source, for analyze when no device compiled it (--arch what-ifs, the
 * static rules' group width): the attribute libclang reports, its three arguments as integers, through -D defines
 * and the file's own `#define NAME <integer>` lines. A device's compile, where there is one, is exact and wins.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.AstNode;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.NodeKind;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

final class DeclaredGroupSize {
    private static final Pattern ATTRIBUTE = Pattern.compile("\\Greqd_work_group_size\\s*\\(([^()]*)\\)");
    private static final Pattern SIMPLE_DEFINE =
            Pattern.compile("(?m)^[ \\t]*#[ \\t]*define[ \\t]+([A-Za-z_]\\w*)[ \\t]+\\(?[ \\t]*([A-Za-z_]\\w*|\\d+[uUlL]*)[ \\t]*\\)?[ \\t]*$");
    private static final Pattern INTEGER = Pattern.compile("(\\d+)[uUlL]*");

    private DeclaredGroupSize() {}

    /** The x, y, z the kernel declares, or empty: no attribute, or arguments that are not integers here. */
    static Optional<long[]> of(KernelFunction kernel, String text, Map<String, String> defines) {
        for (AstNode attribute : kernel.node().children()) {
            if (attribute.kind() != NodeKind.ATTRIBUTE || !attribute.text().equals("reqd_work_group_size")) {
                continue;
            }
            int offset = offset(text, attribute.location().line(), attribute.location().column());
            Matcher declared = offset < 0 ? null : ATTRIBUTE.matcher(text);
            if (declared == null || !declared.find(offset)) {
                return Optional.empty();   // written through a macro: only a compile reads it
            }
            String[] arguments = declared.group(1).split(",");
            if (arguments.length != 3) {
                return Optional.empty();
            }
            Map<String, String> names = new HashMap<>();
            Matcher define = SIMPLE_DEFINE.matcher(text);
            while (define.find()) {
                names.putIfAbsent(define.group(1), define.group(2));
            }
            names.putAll(defines);   // -D comes first in the compile, and a file's #define of the same name would clash
            long[] size = new long[3];
            for (int d = 0; d < 3; d++) {
                Optional<Long> value = value(arguments[d].strip(), names, 8);
                if (value.isEmpty() || value.get() < 1) {
                    return Optional.empty();
                }
                size[d] = value.get();
            }
            return Optional.of(size);
        }
        return Optional.empty();
    }

    private static Optional<Long> value(String token, Map<String, String> names, int depth) {
        String bare = token.startsWith("(") && token.endsWith(")") ? token.substring(1, token.length() - 1).strip() : token;
        Matcher integer = INTEGER.matcher(bare);
        if (integer.matches()) {
            try {
                return Optional.of(Long.parseLong(integer.group(1)));
            } catch (NumberFormatException tooLarge) {
                return Optional.empty();
            }
        }
        String definition = names.get(bare);
        return definition == null || depth == 0 ? Optional.empty() : value(definition.strip(), names, depth - 1);
    }

    /** The offset of a 1-based line and column in {@code text}, or -1. */
    private static int offset(String text, int line, int column) {
        int at = 0;
        for (int l = 1; l < line; l++) {
            at = text.indexOf('\n', at) + 1;
            if (at == 0) {
                return -1;
            }
        }
        int offset = at + column - 1;
        return offset < text.length() ? offset : -1;
    }
}
