/*
 * The OpenCL C syntax that C++ cannot take as it is, rewritten for the CUDA backend on the same lines: the address
 * space and kernel qualifiers without underscores (global becomes __global), vector literals ((float4)(a, b.xy, c)
 * becomes ks_make<float4>(a, b.xy, c)), a vector declared from a scalar constant (float4 v = 0.0f), half literals
 * (1.0h), saturating and rounding conversions (convert_uchar4_sat_rte becomes ks_convert<uchar4, true, 1>), swizzles
 * (v.xyz becomes ks_swz_xyz(v), v.s2 becomes v.z, v.sA becomes v.sa) and program-scope __constant data (CUDA's
 * __constant__). The preludes give the names meaning; comments and strings are never rewritten.
 */
package dev.kernelscope.device.cuda;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

final class OpenClSyntax {
    /** OpenCL's vector type names a literal or cast may name. */
    private static final String VECTOR_TYPE = "(?:u?char|u?short|u?int|u?long|float|double|half)(?:2|3|4|8|16)";
    /** A name the file makes a vector type: `#define T_ACCUM float4` or `typedef float4 acc_t;`. */
    private static final Pattern VECTOR_ALIAS = Pattern.compile("(?m)^[ \\t]*#[ \\t]*define[ \\t]+([A-Za-z_]\\w*)[ \\t]+"
            + VECTOR_TYPE + "[ \\t]*$|\\btypedef\\s+" + VECTOR_TYPE + "\\s+([A-Za-z_]\\w*)\\s*;");
    /** A member access: a dot, then a name. */
    private static final Pattern MEMBER = Pattern.compile("\\.\\s*([A-Za-z_]\\w*)");
    private static final Pattern XYZW = Pattern.compile("[xyzw]{2,4}");
    private static final Pattern NUMBERED = Pattern.compile("[sS]([0-9a-fA-F]{1,16})");
    private static final Set<String> HALVES = Set.of("lo", "hi", "even", "odd");
    private static final Pattern SINGLE_AFTER = Pattern.compile("\\s*\\.\\s*(?:[xyzw]|[sS][0-9a-fA-F])\\b");
    private static final Pattern CONSTANT = Pattern.compile("\\b__constant\\b");
    /** OpenCL C's qualifiers that may be written without the underscores (reserved words there, so never names). */
    private static final Pattern BARE_QUALIFIER = Pattern.compile("(?<![\\w.])(global|local|constant|private|kernel)\\b");
    private static final Pattern LITERAL_OPERAND = Pattern.compile("\\s*([-+]?\\s*(?:[0-9.][0-9A-Za-z.]*"
            + "(?:[eEpP][-+]?[0-9]+[fFhH]?)?|[A-Za-z_]\\w*))");
    /** What after a cast's operand makes it part of a longer expression (a call, an index, a field): left alone. */
    private static final List<String> POSTFIX = List.of("(", "[", ".", "->");
    /** Words after which a parenthesis opens an expression, not a call's arguments. */
    private static final Set<String> KEYWORDS = Set.of("return", "if", "while", "for", "switch", "sizeof", "case",
            "else", "do");

    private OpenClSyntax() {}

    /** The source rewritten, and the multi-component swizzle names it uses (each needs its ks_swz_ helpers). */
    record Rewritten(String code, Set<String> swizzles) {}

    static Rewritten rewrite(String code) {
        return rewrite(code, List.of());
    }

    /** As {@link #rewrite(String)}, with more names of vector types (defined on the command line). */
    static Rewritten rewrite(String code, List<String> aliases) {
        Text text = new Text(code);
        programScopeConstants(text);
        List<String> vectorTypes = new ArrayList<>(vectorTypes(text));
        vectorTypes.addAll(aliases);
        literals(text, vectorTypes);
        scalarInitializers(text, vectorTypes);
        replaceAll(text, ROUNDED_CONVERT, OpenClSyntax::roundedConvert);
        replaceAll(text, HALF_LITERAL, literal -> "((half) " + literal.group(1) + "f)");
        Set<String> swizzles = swizzles(text);
        return new Rewritten(text.code.toString(), swizzles);
    }

    /**
     * global, local, constant, private and kernel spelled as __global ... (OpenCL C 1.2 6.5: both spellings are the
     * qualifiers); the rest of the translation, and the prelude's macros, know the underscored ones only.
     */
    static String qualifiers(String code) {
        Text text = new Text(code);
        replaceAll(text, BARE_QUALIFIER, bare -> "__" + bare.group(1));
        return text.code.toString();
    }

    /** The helper pair for each swizzle name (vectors: a proxy of those components; anything else: its own field). */
    static String helpers(Set<String> names) {
        StringBuilder helpers = new StringBuilder();
        for (String name : names) {
            if (HALVES.contains(name)) {
                continue; // in the prelude: their components depend on the vector's size
            }
            String indices = String.join(", ", indices(name).stream().map(String::valueOf).toList());
            helpers.append("template <class V, KS_VECTOR_ONLY(V)> __device__ __forceinline__ auto ks_swz_").append(name)
                    .append("(V&& v) { return ks_swizzled<").append(indices).append(">(v); }\n")
                    .append("template <class T> __device__ __forceinline__ auto ks_swz_").append(name)
                    .append("(T&& t) -> decltype((t.").append(name).append(")) { return t.").append(name)
                    .append("; }\n");
        }
        return helpers.toString();
    }

    /** The components a multi-component swizzle name reads (xyzw letters or sN hex digits), or none if it is not one. */
    static List<Integer> indices(String name) {
        List<Integer> indices = new ArrayList<>();
        if (XYZW.matcher(name).matches()) {
            for (char c : name.toCharArray()) {
                indices.add(c == 'w' ? 3 : c - 'x');
            }
        } else {
            Matcher numbered = NUMBERED.matcher(name);
            if (numbered.matches()) {
                for (char c : numbered.group(1).toCharArray()) {
                    indices.add(Character.digit(c, 16));
                }
            }
        }
        return indices;
    }

    /** __constant data declared outside every function lives in CUDA's constant memory. */
    private static void programScopeConstants(Text text) {
        Matcher constant = CONSTANT.matcher(text.scan);
        List<int[]> spans = new ArrayList<>();
        int depth = 0;
        int at = 0;
        while (constant.find()) {
            for (; at < constant.start(); at++) {
                char c = text.scan.charAt(at);
                depth += c == '{' || c == '(' ? 1 : c == '}' || c == ')' ? -1 : 0;
            }
            if (depth == 0) {
                spans.add(new int[] {constant.start(), constant.end()});
            }
        }
        for (int i = spans.size() - 1; i >= 0; i--) {
            text.replace(spans.get(i)[0], spans.get(i)[1], "__constant__");
        }
    }

    /**
     * (float4)(a, b) and (float4) 1.0f become ks_make<float4>(...), also through a name the file defines or typedefs
     * as a vector type ((T_ACCUM)(0.0f), as ggml writes it); a cast to a pointer or of a call is left.
     */
    private static void literals(Text text, List<String> vectorTypes) {
        Pattern vectorCast = Pattern.compile("\\(\\s*(" + String.join("|", vectorTypes) + ")\\s*\\)");
        Matcher cast = vectorCast.matcher(text.scan);
        record Edit(int start, int end, String replacement) {}
        List<Edit> edits = new ArrayList<>();
        while (cast.find()) {
            int next = skipSpace(text.scan, cast.end());
            String make = "ks_make<" + cast.group(1) + ">(";
            if (next < text.scan.length() && text.scan.charAt(next) == '(') {
                edits.add(new Edit(cast.start(), next + 1, make + newlines(text.scan, cast.start(), next)));
                continue;
            }
            Matcher operand = LITERAL_OPERAND.matcher(text.scan).region(cast.end(), text.scan.length());
            if (operand.lookingAt()) {
                int after = skipSpace(text.scan, operand.end());
                boolean postfix = POSTFIX.stream().anyMatch(token -> startsAt(text.scan, after, token));
                if (!postfix) {
                    edits.add(new Edit(cast.start(), operand.end(),
                            make + operand.group(1) + ")" + newlines(text.scan, cast.start(), operand.end())));
                }
            }
        }
        for (int i = edits.size() - 1; i >= 0; i--) {
            text.replace(edits.get(i).start(), edits.get(i).end(), edits.get(i).replacement());
        }
    }

    /** convert_T[n] with _sat and/or a rounding mode; the plain convert_T[n] are the prelude's own functions. */
    private static final Pattern ROUNDED_CONVERT = Pattern.compile("\\bconvert_((?:u?char|u?short|u?int|u?long|float"
            + "|double|half)(?:2|3|4|8|16)?)(?:(_sat)(_rt[ezpn])?|(_rt[ezpn]))\\s*\\(");
    /** A half literal (1.0h, .5H, 2e-3h): C++ would read the suffix as a user-defined literal. */
    private static final Pattern HALF_LITERAL = Pattern.compile(
            "(?<![\\w.])((?:[0-9]+\\.[0-9]*|\\.[0-9]+|[0-9]+)(?:[eE][-+]?[0-9]+)?)[hH]\\b");

    /** ks_convert<T, SAT, MODE>( for convert_T_sat_rte( and its kin: MODE 1-4 is rte, rtz, rtp, rtn; 0 the default. */
    private static String roundedConvert(Matcher convert) {
        String mode = convert.group(3) != null ? convert.group(3) : convert.group(4);
        int code = mode == null ? 0 : 1 + "ezpn".indexOf(mode.charAt(3));
        return "ks_convert<" + convert.group(1) + ", " + (convert.group(2) != null) + ", " + code + ">(";
    }

    /** Every match of {@code pattern} in the scanned text replaced, last first, so earlier positions stay valid. */
    private static void replaceAll(Text text, Pattern pattern, java.util.function.Function<Matcher, String> replacement) {
        Matcher matcher = pattern.matcher(text.scan);
        List<int[]> spans = new ArrayList<>();
        List<String> replacements = new ArrayList<>();
        while (matcher.find()) {
            spans.add(new int[] {matcher.start(), matcher.end()});
            replacements.add(replacement.apply(matcher));
        }
        for (int i = spans.size() - 1; i >= 0; i--) {
            text.replace(spans.get(i)[0], spans.get(i)[1], replacements.get(i));
        }
    }

    /** The names that build options define as a vector type: -Dclass_T=half2 gives class_T. */
    static List<String> vectorAliases(List<String> options) {
        return options.stream().map(COMMAND_LINE_ALIAS::matcher).filter(Matcher::matches).map(m -> m.group(1)).toList();
    }

    private static final Pattern COMMAND_LINE_ALIAS = Pattern.compile("-D\\s*([A-Za-z_]\\w*)=\\s*" + VECTOR_TYPE
            + "\\s*");

    /** OpenCL's vector type names (as a pattern), then the names the file defines or typedefs as one. */
    private static List<String> vectorTypes(Text text) {
        List<String> names = new ArrayList<>(List.of(VECTOR_TYPE));
        Matcher alias = VECTOR_ALIAS.matcher(text.scan);
        while (alias.find()) {
            names.add(alias.group(alias.group(1) != null ? 1 : 2));
        }
        return names;
    }

    /**
     * A vector declared from a scalar constant ({@code float4 acc = 0.0f;}, {@code float8 m = -FLT_MAX;}, as ggml and
     * reductions write it) gets it as a literal, ks_make: OpenCL widens the scalar to every component, which C++
     * cannot do for CUDA's vector structs. Only constants: an initializer that may be a vector stays as written
     * (wrapping every initializer changed the PTX nvcc gave the tuned GEMM, a split shared load that ptxas folded
     * back), and declarations inside preprocessor lines are left (their end is the macro's).
     */
    private static void scalarInitializers(Text text, List<String> vectorTypes) {
        Pattern declaration = Pattern.compile("(?<![\\w.>])(" + String.join("|", vectorTypes)
                + ")\\s+[A-Za-z_]\\w*\\s*=(?!=)");
        Matcher matcher = declaration.matcher(text.scan);
        record Edit(int start, int end, String type) {}
        List<Edit> edits = new ArrayList<>();
        int from = 0;
        while (matcher.find(from)) {
            from = matcher.end();
            if (inDirective(text.scan, matcher.start())) {
                continue;
            }
            String type = matcher.group(1);
            int at = matcher.end();
            while (true) {   // each declarator of the statement: float4 a = 0.0f, b = 1.0f;
                int start = skipSpace(text.scan, at);
                int end = initializerEnd(text.scan, start);
                if (end < 0) {
                    break;
                }
                if (SCALAR_CONSTANT.matcher(text.scan.subSequence(start, end)).matches()) {
                    edits.add(new Edit(start, end, type));
                }
                if (text.scan.charAt(end) != ',') {
                    break;
                }
                Matcher next = NEXT_DECLARATOR.matcher(text.scan).region(end + 1, text.scan.length());
                if (!next.lookingAt()) {
                    break;
                }
                at = next.end();
            }
        }
        for (int i = edits.size() - 1; i >= 0; i--) {
            Edit edit = edits.get(i);
            String initializer = text.code.substring(edit.start(), edit.end());
            text.replace(edit.start(), edit.end(), "ks_make<" + edit.type() + ">(" + initializer.strip() + ")"
                    + newlines(initializer, 0, initializer.length()));
        }
    }

    /** A number or one of C's and OpenCL's named scalar constants, maybe negated or parenthesized. */
    private static final Pattern SCALAR_CONSTANT = Pattern.compile("\\s*[-+(\\s]*(?:[0-9.][0-9A-Za-z.]*"
            + "(?:[eEpP][-+]?[0-9]+[fFhH]?)?|FLT_MAX|FLT_MIN|FLT_EPSILON|INFINITY|NAN|MAXFLOAT|HUGE_VALF|INT_MAX|INT_MIN"
            + "|UINT_MAX|SHRT_MAX|SHRT_MIN|USHRT_MAX|CHAR_MAX|CHAR_MIN|UCHAR_MAX)[)\\s]*");

    private static final Pattern NEXT_DECLARATOR = Pattern.compile("\\s*[A-Za-z_]\\w*\\s*=(?!=)");

    /** Where the initializer starting at {@code start} ends: its ',' or ';' outside brackets, or -1 where none. */
    private static int initializerEnd(CharSequence s, int start) {
        int depth = 0;
        for (int i = start; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                if (--depth < 0) {
                    return -1;
                }
            } else if (depth == 0 && (c == ',' || c == ';')) {
                return i;
            } else if (c == '#') {
                return -1;
            }
        }
        return -1;
    }

    /** Whether {@code at} lies on a preprocessor directive's logical line (continuations joined). */
    private static boolean inDirective(CharSequence s, int at) {
        int lineStart = at;
        while (lineStart > 0) {
            int newline = lineStart - 1;
            if (s.charAt(newline) == '\n' && !(newline > 0 && s.charAt(newline - 1) == '\\')) {
                break;
            }
            lineStart--;
        }
        int first = lineStart;
        while (first < at && Character.isWhitespace(s.charAt(first))) {
            first++;
        }
        return first < s.length() && s.charAt(first) == '#';
    }

    /**
     * v.s2 becomes v.z and v.sB v.sb (8- and 16-component vectors' fields); v.xyz (and .s01, .s4567, .lo, ...) becomes
     * ks_swz_xyz(v). Returns the multi-component names used.
     */
    private static Set<String> swizzles(Text text) {
        Set<String> names = new LinkedHashSet<>();
        int from = 0;
        while (true) {
            Matcher member = MEMBER.matcher(text.scan);
            if (!member.find(from)) {
                return names;
            }
            from = member.end();
            String name = member.group(1);
            int dot = member.start();
            List<Integer> indices = indices(name);
            boolean half = HALVES.contains(name);
            if (!half && indices.isEmpty()) {
                continue; // a field
            }
            int start = operandStart(text.scan, dot);
            if (start < 0) {
                continue;
            }
            if (indices.size() == 1) {
                // components 0-3 are x-w in every vector type; 8- and 16-component ones name the rest s4 ... sf
                int index = indices.getFirst();
                text.replace(member.start(1), member.end(1),
                        index < 4 ? String.valueOf("xyzw".charAt(index)) : "s" + Character.forDigit(index, 16));
                continue;
            }
            names.add(name);
            String operand = text.code.substring(start, dot);
            // a component of the swizzle (v.lo.x) is read from its value: the proxy has no fields
            String get = SINGLE_AFTER.matcher(text.scan).region(member.end(), text.scan.length()).lookingAt() ? ".get()" : "";
            String call = "ks_swz_" + name + "(" + operand + ")" + get + newlines(text.scan, dot, member.end());
            text.replace(start, member.end(), call);
            from = start;   // the operand may hold more swizzles; the call's own name has no dot before it
        }
    }

    /** Where the postfix expression that ends just before {@code dot} begins, or -1 where it is a number. */
    private static int operandStart(CharSequence s, int dot) {
        int j = skipSpaceBack(s, dot - 1);
        while (j >= 0) {
            char c = s.charAt(j);
            if (c == ']' || c == ')') {
                int open = matchingOpen(s, j);
                if (open < 0) {
                    return -1;
                }
                int before = skipSpaceBack(s, open - 1);
                if (before >= 0 && (s.charAt(before) == ']' || s.charAt(before) == ')'
                        || isWord(s.charAt(before)) && (c == ']' || !KEYWORDS.contains(wordEndingAt(s, before))))) {
                    j = before;   // an index or call on what precedes
                    continue;
                }
                return open;
            }
            if (!isWord(c)) {
                return -1;
            }
            int i = j;
            while (i > 0 && isWord(s.charAt(i - 1))) {
                i--;
            }
            if (Character.isDigit(s.charAt(i))) {
                return -1;
            }
            int before = skipSpaceBack(s, i - 1);
            if (before >= 1 && s.charAt(before) == '.' || before >= 2 && s.charAt(before) == '>'
                    && s.charAt(before - 1) == '-') {
                j = skipSpaceBack(s, before - (s.charAt(before) == '.' ? 1 : 2));
                continue;   // a field of something: a.b.xy, p->v.xy
            }
            return i;
        }
        return -1;
    }

    private static String wordEndingAt(CharSequence s, int end) {
        int i = end;
        while (i > 0 && isWord(s.charAt(i - 1))) {
            i--;
        }
        return s.subSequence(i, end + 1).toString();
    }

    private static int matchingOpen(CharSequence s, int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            char c = s.charAt(i);
            if (c == ')' || c == ']') {
                depth++;
            } else if ((c == '(' || c == '[') && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsAt(CharSequence s, int at, String token) {
        return at + token.length() <= s.length() && s.subSequence(at, at + token.length()).toString().equals(token);
    }

    private static boolean isWord(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static int skipSpace(CharSequence s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipSpaceBack(CharSequence s, int i) {
        while (i >= 0 && Character.isWhitespace(s.charAt(i))) {
            i--;
        }
        return i;
    }

    /** The line breaks in s[from, to), so that a rewrite keeps every later line where it was. */
    private static String newlines(CharSequence s, int from, int to) {
        return "\n".repeat((int) s.subSequence(from, to).chars().filter(c -> c == '\n').count());
    }

    /**
     * The code being rewritten and its scanning copy: the same text with comments and the insides of string and
     * character literals blanked (same length, line breaks kept), so matches never land in them. Every edit is made
     * to both at the same place.
     */
    /**
     * {@code code} with its comments and the insides of its string and character literals blanked: the same length,
     * line breaks kept, so a position found in it is the same position in {@code code}.
     */
    static String blanked(String code) {
        return Text.blanked(code);
    }

    private static final class Text {
        final StringBuilder code;
        final StringBuilder scan;

        Text(String code) {
            this.code = new StringBuilder(code);
            this.scan = new StringBuilder(Text.blanked(code));
        }

        void replace(int start, int end, String replacement) {
            code.replace(start, end, replacement);
            scan.replace(start, end, replacement);
        }

        static String blanked(String code) {
            StringBuilder out = new StringBuilder(code);
            int i = 0;
            while (i < code.length()) {
                char c = code.charAt(i);
                int end = i + 1;
                if (c == '/' && i + 1 < code.length() && code.charAt(i + 1) == '/') {
                    end = code.indexOf('\n', i);
                    end = end < 0 ? code.length() : end;
                } else if (c == '/' && i + 1 < code.length() && code.charAt(i + 1) == '*') {
                    end = code.indexOf("*/", i + 2);
                    end = end < 0 ? code.length() : end + 2;
                } else if (c == '"' || c == '\'') {
                    end = i + 1;
                    while (end < code.length() && code.charAt(end) != c && code.charAt(end) != '\n') {
                        end += code.charAt(end) == '\\' ? 2 : 1;
                    }
                    end = Math.min(end + 1, code.length());
                    for (int k = i + 1; k < end - 1; k++) {
                        out.setCharAt(k, code.charAt(k) == '\n' ? '\n' : ' ');
                    }
                    i = end;
                    continue;
                } else {
                    i = end;
                    continue;
                }
                for (int k = i; k < end; k++) {
                    out.setCharAt(k, code.charAt(k) == '\n' ? '\n' : ' ');
                }
                i = end;
            }
            return out.toString();
        }
    }
}
