/*
 * The C front end: parses an OpenCL C kernel file with libclang (-x cl -cl-std=CL1.2, the user's -D defines,
 * clang's OpenCL builtin declarations) and copies the AST of the main file into AstNode trees with locations.
 * A file that does not compile gives clang's first errors as "line:col: message"; a missing libclang says so.
 */
package dev.kernelscope.source;

import static dev.kernelscope.source.internal.LibClang.CX_CURSOR;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.source.internal.LibClang;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public final class ClangFrontEnd {
    /** The Debian/Ubuntu package that provides libclang; named in the message when none loads. */
    public static final String PACKAGE_HINT = "libclang1-15 (or any libclang1-NN; Debian 12 has 14, 15 and 16) "
            + "and libclang-common-15-dev for clang's OpenCL headers";

    /** How clang is told that the file is OpenCL C 1.2 with the standard builtins declared. */
    static final List<String> OPENCL_ARGUMENTS = List.of("-x", "cl", "-cl-std=CL1.2", "-Xclang",
            "-finclude-default-header", "-Xclang", "-fdeclare-opencl-builtins", "-w");

    private static final Object LOCK = new Object();

    private ClangFrontEnd() {}

    /** True when libclang could be loaded on this machine. */
    public static boolean isAvailable() {
        return LibClang.isAvailable();
    }

    /**
     * Why there is no libclang and what to do: the package to install, or, when KERNELSCOPE_LIBCLANG named one that
     * did not load, that library and the loader's reason (installing a package would not help then).
     */
    public static String missingLibrary() {
        return LibClang.namedByUser() ? LibClang.unavailableReason().orElse("")
                : "libclang is not installed (install " + PACKAGE_HINT + ")";
    }

    /** "clang version 15.0.6" from the loaded libclang, or the reason it is missing. */
    public static String version() {
        if (!isAvailable()) {
            return "unavailable";
        }
        try (Arena arena = Arena.ofConfined()) {
            return LibClang.string((MemorySegment) LibClang.getClangVersion.invokeExact((java.lang.foreign.SegmentAllocator) arena));
        } catch (Throwable failure) {
            return "unknown";
        }
    }

    /**
     * Parses {@code text} as the OpenCL C file {@code fileName} (the name appears in locations and resolves
     * #include "..." relative to it) with {@code defines} as -D NAME=VALUE.
     */
    public static SourceUnit parse(String fileName, String text, Map<String, String> defines) {
        return parse(fileName, text, defines, List.of());
    }

    /** As {@link #parse(String, String, Map)}, searching {@code includeDirectories} (-I) for #include files. */
    public static SourceUnit parse(String fileName, String text, Map<String, String> defines,
            List<String> includeDirectories) {
        if (!isAvailable()) {
            throw GpuException.unavailable("C front end (libclang)", LibClang.unavailableReason().orElse("")
                    + (LibClang.namedByUser() ? "." : ". Install " + PACKAGE_HINT + "."));
        }
        synchronized (LOCK) {
            return JvmSignalHandlers.around("clang_parseTranslationUnit2",
                    () -> new Parse(fileName, text, defines, includeDirectories).run());
        }
    }

    /** One parse: owns the native index, translation unit and the upcall stub until it returns. */
    private static final class Parse {
        private final String fileName;
        private final String text;
        private final Map<String, String> defines;
        private final List<String> includeDirectories;
        private final Arena arena = Arena.ofConfined();
        private final List<MemorySegment> collected = new ArrayList<>();
        private final TreeMap<Integer, String> tokens = new TreeMap<>();
        private MemorySegment mainFile = MemorySegment.NULL;
        private MemorySegment unit;
        private MemorySegment visitor;
        private final MemorySegment file = arena.allocate(ADDRESS);
        private final MemorySegment line = arena.allocate(JAVA_INT);
        private final MemorySegment column = arena.allocate(JAVA_INT);
        private final MemorySegment offset = arena.allocate(JAVA_INT);

        Parse(String fileName, String text, Map<String, String> defines, List<String> includeDirectories) {
            this.fileName = fileName;
            this.text = text;
            this.defines = defines;
            this.includeDirectories = includeDirectories;
        }

        SourceUnit run() {
            MemorySegment index = MemorySegment.NULL;
            try {
                // clang_createIndex enables LLVM's crash recovery, whose signal handlers replace the JVM's (SIGSEGV,
                // SIGBUS, ...) during every parse; turned off after it, a parse installs none.
                index = (MemorySegment) LibClang.createIndex.invokeExact(0, 0);
                LibClang.toggleCrashRecovery.invokeExact(0);
                unit = parseUnit(index);
                List<String> errors = errors();
                if (!errors.isEmpty()) {
                    throw new InvalidInputException(ParseFailure.message(fileName, errors));
                }
                MethodHandle target = MethodHandles.lookup().findVirtual(Parse.class, "visit",
                        MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class, MemorySegment.class))
                        .bindTo(this);
                visitor = LibClang.upcallStub(target, arena);
                MemorySegment root = (MemorySegment) LibClang.getTranslationUnitCursor.invokeExact(
                        (java.lang.foreign.SegmentAllocator) arena, unit);
                mainFile = (MemorySegment) LibClang.getFile.invokeExact(unit, arena.allocateFrom(fileName));
                readTokens(root);
                List<AstNode> top = new ArrayList<>();
                for (MemorySegment child : children(root)) {
                    MemorySegment location = (MemorySegment) LibClang.getCursorLocation.invokeExact(
                            (java.lang.foreign.SegmentAllocator) arena, child);
                    if ((int) LibClang.locationIsFromMainFile.invokeExact(location) != 0) {
                        top.add(build(child));
                    }
                }
                return new SourceUnit(fileName, text, defines, top);
            } catch (InvalidInputException | GpuException failure) {
                throw failure;
            } catch (Throwable failure) {
                throw new IllegalStateException("libclang failed while reading " + fileName + ": " + failure, failure);
            } finally {
                try {
                    if (unit != null && !unit.equals(MemorySegment.NULL)) {
                        LibClang.disposeTranslationUnit.invokeExact(unit);
                    }
                    if (!index.equals(MemorySegment.NULL)) {
                        LibClang.disposeIndex.invokeExact(index);
                    }
                } catch (Throwable ignored) {
                    // disposal cannot fail in libclang; nothing to report
                }
                arena.close();
            }
        }

        private MemorySegment parseUnit(MemorySegment index) throws Throwable {
            List<String> arguments = new ArrayList<>(OPENCL_ARGUMENTS);
            arguments.addAll(defineArguments(defines));
            includeDirectories.forEach(directory -> arguments.add("-I" + directory));
            MemorySegment argv = arena.allocate(ADDRESS, arguments.size());
            for (int i = 0; i < arguments.size(); i++) {
                argv.setAtIndex(ADDRESS, i, arena.allocateFrom(arguments.get(i)));
            }
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            MemorySegment contents = arena.allocate(bytes.length + 1L);
            contents.copyFrom(MemorySegment.ofArray(bytes));
            MemorySegment name = arena.allocateFrom(fileName);
            MemorySegment unsaved = arena.allocate(LibClang.CX_UNSAVED_FILE);
            unsaved.set(ADDRESS, 0, name);
            unsaved.set(ADDRESS, 8, contents);
            unsaved.set(java.lang.foreign.ValueLayout.JAVA_LONG, 16, bytes.length);
            MemorySegment out = arena.allocate(ADDRESS);
            int rc = (int) LibClang.parseTranslationUnit2.invokeExact(index, name, argv, arguments.size(), unsaved, 1,
                    0, out);
            if (rc != LibClang.CX_ERROR_SUCCESS) {
                throw new InvalidInputException("libclang could not parse " + fileName + " (CXErrorCode " + rc
                        + "; 1 = failure, 2 = crashed, 3 = invalid arguments " + arguments + ").");
            }
            return out.get(ADDRESS, 0);
        }

        private List<String> errors() throws Throwable {
            List<String> errors = new ArrayList<>();
            int count = (int) LibClang.getNumDiagnostics.invokeExact(unit);
            for (int i = 0; i < count; i++) {
                MemorySegment diagnostic = (MemorySegment) LibClang.getDiagnostic.invokeExact(unit, i);
                try {
                    if ((int) LibClang.getDiagnosticSeverity.invokeExact(diagnostic) >= LibClang.DIAGNOSTIC_ERROR) {
                        MemorySegment location = (MemorySegment) LibClang.getDiagnosticLocation.invokeExact(
                                (java.lang.foreign.SegmentAllocator) arena, diagnostic);
                        SourceLocation where = expansion(location);
                        String message = LibClang.string((MemorySegment) LibClang.getDiagnosticSpelling.invokeExact(
                                (java.lang.foreign.SegmentAllocator) arena, diagnostic));
                        errors.add((where.file().equals(fileName) ? "" : where.file() + ":") + where.line() + ":"
                                + where.column() + ": " + message);
                    }
                } finally {
                    LibClang.disposeDiagnostic.invokeExact(diagnostic);
                }
            }
            return errors;
        }

        @SuppressWarnings("unused") // called by libclang through the upcall stub
        private int visit(MemorySegment cursor, MemorySegment parent, MemorySegment data) {
            collected.add(arena.allocate(CX_CURSOR).copyFrom(cursor));
            return LibClang.CHILD_VISIT_CONTINUE;
        }

        private List<MemorySegment> children(MemorySegment cursor) throws Throwable {
            collected.clear();
            int ignored = (int) LibClang.visitChildren.invokeExact(cursor, visitor, MemorySegment.NULL);
            return new ArrayList<>(collected);
        }

        private AstNode build(MemorySegment cursor) throws Throwable {
            java.lang.foreign.SegmentAllocator alloc = arena;
            int cursorKind = (int) LibClang.getCursorKind.invokeExact(cursor);
            NodeKind kind = NodeKind.ofCursor(cursorKind);
            String clangKind = kind == NodeKind.OTHER
                    ? LibClang.string((MemorySegment) LibClang.getCursorKindSpelling.invokeExact(alloc, cursorKind))
                    : kind.name();
            String spelling = LibClang.string((MemorySegment) LibClang.getCursorSpelling.invokeExact(alloc, cursor));
            MemorySegment type = (MemorySegment) LibClang.getCursorType.invokeExact(alloc, cursor);
            String typeSpelling = LibClang.string((MemorySegment) LibClang.getTypeSpelling.invokeExact(alloc, type));
            Boolean kernelConvention = kind == NodeKind.FUNCTION ? kernelConvention(type) : null;
            MemorySegment canonical = (MemorySegment) LibClang.getCanonicalType.invokeExact(alloc, type);
            long typeBytes = (long) LibClang.typeGetSizeOf.invokeExact(canonical);
            MemorySegment pointee = (MemorySegment) LibClang.getPointeeType.invokeExact(alloc, canonical);
            long pointeeBytes = pointee.get(JAVA_INT, 0) == 0 ? -1 : (long) LibClang.typeGetSizeOf.invokeExact(pointee);
            long arrayLength = (long) LibClang.getArraySize.invokeExact(canonical);
            MemorySegment location = (MemorySegment) LibClang.getCursorLocation.invokeExact(alloc, cursor);
            SourceLocation where = expansion(location);
            List<MemorySegment> childCursors = children(cursor);
            MemorySegment extent = (MemorySegment) LibClang.getCursorExtent.invokeExact(alloc, cursor);
            int start = fileOffset((MemorySegment) LibClang.getRangeStart.invokeExact(alloc, extent));
            String operator = "";
            String literal = "";
            Number value = cursorKind >= 100 && cursorKind < 200 ? evaluate(cursor) : null;
            // Operators come from the file's tokens: the last token before the right operand is a binary node's
            // operator. Inside a macro expansion both sit at the macro's name, so the operator stays unknown ("").
            if ((kind == NodeKind.BINARY || kind == NodeKind.COMPOUND_ASSIGN) && childCursors.size() == 2) {
                int lhsStart = startOf(childCursors.getFirst());
                int rhsStart = startOf(childCursors.get(1));
                Map.Entry<Integer, String> before = tokens.lowerEntry(rhsStart);
                if (rhsStart > lhsStart && before != null && before.getKey() >= lhsStart) {
                    operator = before.getValue();
                }
            } else if (kind == NodeKind.UNARY && childCursors.size() == 1) {
                int operandStart = startOf(childCursors.getFirst());
                if (start >= 0 && start < operandStart) {
                    operator = tokens.getOrDefault(start, "");
                } else if (start == operandStart) {
                    int end = fileOffset((MemorySegment) LibClang.getRangeEnd.invokeExact(alloc, extent));
                    Map.Entry<Integer, String> last = tokens.lowerEntry(end);
                    // only ++ and -- follow their operand; inside a macro the range ends at the invocation's ')'
                    // (hashcat's '&digests_buf[...]' in COMPARE_M_SCALAR read as the operator "post)")
                    operator = last == null || last.getKey() <= start
                            || !(last.getValue().equals("++") || last.getValue().equals("--")) ? "" : "post" + last.getValue();
                }
            }
            if (kind == NodeKind.INT_LITERAL || kind == NodeKind.FLOAT_LITERAL || kind == NodeKind.ATTRIBUTE) {
                literal = tokens.getOrDefault(start, ""); // an attribute's first token: __kernel, __attribute__, ...
            } else if ((kind == NodeKind.BINARY || kind == NodeKind.COMPOUND_ASSIGN) && operator.isEmpty()) {
                // inside a macro expansion: the macro's name (messages quoted myGEMM's 'l * RTS' as 'l * (RTS ? RTS)')
                literal = tokens.getOrDefault(start, "");
                Map.Entry<Integer, String> next = tokens.higherEntry(start);
                if (!literal.isEmpty() && next != null && next.getValue().equals("(")) {
                    literal += "(...)";
                }
            }
            SourceLocation declaredAt = where;
            if (kind == NodeKind.DECL_REF || kind == NodeKind.MEMBER) {
                MemorySegment referenced = (MemorySegment) LibClang.getCursorReferenced.invokeExact(alloc, cursor);
                declaredAt = (int) LibClang.cursorIsNull.invokeExact(referenced) != 0 ? null
                        : expansion((MemorySegment) LibClang.getCursorLocation.invokeExact(alloc, referenced));
            }
            AstNode node = new AstNode(kind, clangKind, spelling, typeSpelling, typeBytes, pointeeBytes, arrayLength,
                    operator, literal, value, where, declaredAt, kernelConvention);
            for (MemorySegment child : childCursors) {
                node.add(build(child));
            }
            return node;
        }

        private SourceLocation expansion(MemorySegment location) throws Throwable {
            LibClang.getExpansionLocation.invokeExact(location, file, line, column, offset);
            MemorySegment cxFile = file.get(ADDRESS, 0);
            String name = cxFile.equals(MemorySegment.NULL) ? "<command line>"
                    : LibClang.string((MemorySegment) LibClang.getFileName.invokeExact(
                            (java.lang.foreign.SegmentAllocator) arena, cxFile));
            return new SourceLocation(name, line.get(JAVA_INT, 0), column.get(JAVA_INT, 0));
        }

        /** The value of a constant expression (clang_Cursor_Evaluate), null when it is not one. */
        private Number evaluate(MemorySegment cursor) throws Throwable {
            MemorySegment result = (MemorySegment) LibClang.cursorEvaluate.invokeExact(cursor);
            if (result.equals(MemorySegment.NULL)) {
                return null;
            }
            try {
                int kind = (int) LibClang.evalResultGetKind.invokeExact(result);
                if (kind == LibClang.EVAL_INT) {
                    return (long) LibClang.evalResultGetAsLongLong.invokeExact(result);
                }
                if (kind == LibClang.EVAL_FLOAT) {
                    return (double) LibClang.evalResultGetAsDouble.invokeExact(result);
                }
                return null;
            } finally {
                LibClang.evalResultDispose.invokeExact(result);
            }
        }

        private int startOf(MemorySegment cursor) throws Throwable {
            MemorySegment range = (MemorySegment) LibClang.getCursorExtent.invokeExact(
                    (java.lang.foreign.SegmentAllocator) arena, cursor);
            return fileOffset((MemorySegment) LibClang.getRangeStart.invokeExact(
                    (java.lang.foreign.SegmentAllocator) arena, range));
        }

        /**
         * Whether a function type has OpenCL's kernel calling convention: CXCallingConv_OpenCLKernel (16), or
         * Unexposed (200), as libclang 15 reports it, against C (1) for helpers; null when the convention is
         * invalid (100). Why not the attribute: a helper marked by a macro (KS_ALWAYS_INLINE, that is
         * __attribute__((always_inline))) has an attribute whose first token is the macro's name, as a kernel marked
         * by a macro standing for __kernel does, and libclang reports macro locations where they expand, not where
         * the macro spells them.
         */
        private static Boolean kernelConvention(MemorySegment functionType) throws Throwable {
            int convention = (int) LibClang.getFunctionTypeCallingConv.invokeExact(functionType);
            return convention == 100 ? null : convention == 16 || convention == 200;
        }

        /** The byte offset of a location in the main file (macro uses map to the macro's name), -1 elsewhere. */
        private int fileOffset(MemorySegment location) throws Throwable {
            LibClang.getExpansionLocation.invokeExact(location, file, line, column, offset);
            return file.get(ADDRESS, 0).equals(mainFile) ? offset.get(JAVA_INT, 0) : -1;
        }

        /** Lexes the whole main file once, keyed by byte offset, for operators and literal texts. */
        private void readTokens(MemorySegment root) throws Throwable {
            java.lang.foreign.SegmentAllocator alloc = arena;
            MemorySegment range = (MemorySegment) LibClang.getCursorExtent.invokeExact(alloc, root);
            MemorySegment tokensOut = arena.allocate(ADDRESS);
            MemorySegment countOut = arena.allocate(JAVA_INT);
            LibClang.tokenize.invokeExact(unit, range, tokensOut, countOut);
            int count = countOut.get(JAVA_INT, 0);
            if (count == 0) {
                return;
            }
            MemorySegment array = tokensOut.get(ADDRESS, 0).reinterpret(LibClang.CX_TOKEN.byteSize() * count);
            try {
                for (int i = 0; i < count; i++) {
                    MemorySegment token = array.asSlice(i * LibClang.CX_TOKEN.byteSize(), LibClang.CX_TOKEN);
                    MemorySegment extent = (MemorySegment) LibClang.getTokenExtent.invokeExact(alloc, unit, token);
                    LibClang.getExpansionLocation.invokeExact(
                            (MemorySegment) LibClang.getRangeStart.invokeExact(alloc, extent), file, line, column, offset);
                    String spelling = LibClang.string(
                            (MemorySegment) LibClang.getTokenSpelling.invokeExact(alloc, unit, token));
                    tokens.put(offset.get(JAVA_INT, 0), spelling);
                }
            } finally {
                LibClang.disposeTokens.invokeExact(unit, array, count);
            }
        }
    }

    /** The -D arguments of {@code defines} (NAME, or NAME=VALUE), as the OpenCL build, libclang and clang take them. */
    public static List<String> defineArguments(Map<String, String> defines) {
        List<String> arguments = new ArrayList<>();
        defines.forEach((name, value) -> arguments.add("-D" + name + (value == null ? "" : "=" + value)));
        return arguments;
    }

    /** Defines in the order given, for the Map the parse takes. */
    public static Map<String, String> defines(List<String> nameEqualsValue) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String define : nameEqualsValue) {
            int eq = define.indexOf('=');
            String name = eq < 0 ? define : define.substring(0, eq);
            // a function-like macro is a build option too: hashcat passes -D 'XM2S(x)=#x' to every kernel it builds
            if (name.isBlank() || !name.matches("[A-Za-z_][A-Za-z0-9_]*(\\(\\s*([A-Za-z_][A-Za-z0-9_]*\\s*"
                    + "(,\\s*[A-Za-z_][A-Za-z0-9_]*\\s*)*)?\\))?")) {
                throw new InvalidInputException("-D " + define + " is not NAME, NAME=VALUE or NAME(ARGS)=VALUE with C "
                        + "identifiers.");
            }
            map.put(name, eq < 0 ? null : define.substring(eq + 1));
        }
        return map;
    }
}
