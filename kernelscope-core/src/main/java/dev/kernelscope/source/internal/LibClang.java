/*
 * Raw bindings to libclang's stable C API (clang-c/Index.h), loaded by name: libclang.so.1, libclang-NN.so(.1) and
 * Debian's /usr/lib/llvm-NN/lib copies. Struct-by-value types (CXCursor, CXType, CXString, CXSourceLocation,
 * CXSourceRange, CXToken) are declared once here; the hand-written ClangFrontEnd is the only caller.
 */
package dev.kernelscope.source.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.internal.JvmSignalHandlers;
import dev.kernelscope.model.UserText;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public final class LibClang {
    private static final Linker LINKER = Linker.nativeLinker();

    /** {int kind; int xdata; const void *data[3];} */
    public static final StructLayout CX_CURSOR = MemoryLayout.structLayout(JAVA_INT.withName("kind"),
            JAVA_INT.withName("xdata"), MemoryLayout.sequenceLayout(3, ADDRESS).withName("data"));
    /** {enum CXTypeKind kind; void *data[2];} */
    public static final StructLayout CX_TYPE = MemoryLayout.structLayout(JAVA_INT.withName("kind"),
            MemoryLayout.paddingLayout(4), MemoryLayout.sequenceLayout(2, ADDRESS).withName("data"));
    /** {const void *data; unsigned private_flags;} */
    public static final StructLayout CX_STRING = MemoryLayout.structLayout(ADDRESS.withName("data"),
            JAVA_INT.withName("flags"), MemoryLayout.paddingLayout(4));
    /** {const void *ptr_data[2]; unsigned int_data;} */
    public static final StructLayout CX_LOCATION = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(2, ADDRESS).withName("ptr"), JAVA_INT.withName("int"),
            MemoryLayout.paddingLayout(4));
    /** {const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data;} */
    public static final StructLayout CX_RANGE = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(2, ADDRESS).withName("ptr"), JAVA_INT.withName("begin"),
            JAVA_INT.withName("end"));
    /** {unsigned int_data[4]; void *ptr_data;} */
    public static final StructLayout CX_TOKEN = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(4, JAVA_INT).withName("int"), ADDRESS.withName("ptr"));
    /** {const char *Filename; const char *Contents; unsigned long Length;} */
    public static final StructLayout CX_UNSAVED_FILE = MemoryLayout.structLayout(ADDRESS.withName("name"),
            ADDRESS.withName("contents"), JAVA_LONG.withName("length"));

    /** The visitor's signature: enum CXChildVisitResult (*)(CXCursor cursor, CXCursor parent, CXClientData). */
    public static final FunctionDescriptor VISITOR = FunctionDescriptor.of(JAVA_INT, CX_CURSOR, CX_CURSOR, ADDRESS);
    public static final int CHILD_VISIT_BREAK = 0;
    public static final int CHILD_VISIT_CONTINUE = 1;

    public static final int CX_ERROR_SUCCESS = 0;
    public static final int DIAGNOSTIC_ERROR = 3;

    private static final Loaded LIBRARY = load();

    /** What loaded ({@code lookup}, {@code name}) or why nothing did; {@code override}: the user named the library. */
    record Loaded(SymbolLookup lookup, String name, String reason, boolean override) {}

    public static final MethodHandle toggleCrashRecovery = downcall("clang_toggleCrashRecovery",
            FunctionDescriptor.ofVoid(JAVA_INT));
    public static final MethodHandle createIndex = downcall("clang_createIndex",
            FunctionDescriptor.of(ADDRESS, JAVA_INT, JAVA_INT));
    public static final MethodHandle disposeIndex = downcall("clang_disposeIndex", FunctionDescriptor.ofVoid(ADDRESS));
    public static final MethodHandle parseTranslationUnit2 = downcall("clang_parseTranslationUnit2",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS));
    public static final MethodHandle disposeTranslationUnit = downcall("clang_disposeTranslationUnit",
            FunctionDescriptor.ofVoid(ADDRESS));
    public static final MethodHandle getNumDiagnostics = downcall("clang_getNumDiagnostics",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    public static final MethodHandle getDiagnostic = downcall("clang_getDiagnostic",
            FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_INT));
    public static final MethodHandle disposeDiagnostic = downcall("clang_disposeDiagnostic",
            FunctionDescriptor.ofVoid(ADDRESS));
    public static final MethodHandle getDiagnosticSeverity = downcall("clang_getDiagnosticSeverity",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    public static final MethodHandle getDiagnosticSpelling = downcall("clang_getDiagnosticSpelling",
            FunctionDescriptor.of(CX_STRING, ADDRESS));
    public static final MethodHandle getDiagnosticLocation = downcall("clang_getDiagnosticLocation",
            FunctionDescriptor.of(CX_LOCATION, ADDRESS));
    public static final MethodHandle getTranslationUnitCursor = downcall("clang_getTranslationUnitCursor",
            FunctionDescriptor.of(CX_CURSOR, ADDRESS));
    public static final MethodHandle visitChildren = downcall("clang_visitChildren",
            FunctionDescriptor.of(JAVA_INT, CX_CURSOR, ADDRESS, ADDRESS));
    public static final MethodHandle getCursorKind = downcall("clang_getCursorKind",
            FunctionDescriptor.of(JAVA_INT, CX_CURSOR));
    public static final MethodHandle getCursorSpelling = downcall("clang_getCursorSpelling",
            FunctionDescriptor.of(CX_STRING, CX_CURSOR));
    public static final MethodHandle getCursorType = downcall("clang_getCursorType",
            FunctionDescriptor.of(CX_TYPE, CX_CURSOR));
    public static final MethodHandle getCursorExtent = downcall("clang_getCursorExtent",
            FunctionDescriptor.of(CX_RANGE, CX_CURSOR));
    public static final MethodHandle getCursorLocation = downcall("clang_getCursorLocation",
            FunctionDescriptor.of(CX_LOCATION, CX_CURSOR));
    public static final MethodHandle getTypeSpelling = downcall("clang_getTypeSpelling",
            FunctionDescriptor.of(CX_STRING, CX_TYPE));
    public static final MethodHandle getCanonicalType = downcall("clang_getCanonicalType",
            FunctionDescriptor.of(CX_TYPE, CX_TYPE));
    /** enum CXCallingConv clang_getFunctionTypeCallingConv(CXType): OpenCL kernels have CXCallingConv_OpenCLKernel. */
    public static final MethodHandle getFunctionTypeCallingConv = downcall("clang_getFunctionTypeCallingConv",
            FunctionDescriptor.of(JAVA_INT, CX_TYPE));
    public static final MethodHandle getPointeeType = downcall("clang_getPointeeType",
            FunctionDescriptor.of(CX_TYPE, CX_TYPE));
    public static final MethodHandle getArraySize = downcall("clang_getArraySize",
            FunctionDescriptor.of(JAVA_LONG, CX_TYPE));
    public static final MethodHandle getCursorKindSpelling = downcall("clang_getCursorKindSpelling",
            FunctionDescriptor.of(CX_STRING, JAVA_INT));
    public static final MethodHandle cursorEvaluate = downcall("clang_Cursor_Evaluate",
            FunctionDescriptor.of(ADDRESS, CX_CURSOR));
    public static final MethodHandle evalResultGetKind = downcall("clang_EvalResult_getKind",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    public static final MethodHandle evalResultGetAsLongLong = downcall("clang_EvalResult_getAsLongLong",
            FunctionDescriptor.of(JAVA_LONG, ADDRESS));
    public static final MethodHandle evalResultGetAsDouble = downcall("clang_EvalResult_getAsDouble",
            FunctionDescriptor.of(java.lang.foreign.ValueLayout.JAVA_DOUBLE, ADDRESS));
    public static final MethodHandle evalResultDispose = downcall("clang_EvalResult_dispose",
            FunctionDescriptor.ofVoid(ADDRESS));
    public static final int EVAL_INT = 1;
    public static final int EVAL_FLOAT = 2;
    public static final MethodHandle getCursorReferenced = downcall("clang_getCursorReferenced",
            FunctionDescriptor.of(CX_CURSOR, CX_CURSOR));
    public static final MethodHandle cursorIsNull = downcall("clang_Cursor_isNull",
            FunctionDescriptor.of(JAVA_INT, CX_CURSOR));
    public static final MethodHandle getFile = downcall("clang_getFile",
            FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS));
    public static final MethodHandle typeGetSizeOf = downcall("clang_Type_getSizeOf",
            FunctionDescriptor.of(JAVA_LONG, CX_TYPE));
    public static final MethodHandle getRangeStart = downcall("clang_getRangeStart",
            FunctionDescriptor.of(CX_LOCATION, CX_RANGE));
    public static final MethodHandle getRangeEnd = downcall("clang_getRangeEnd",
            FunctionDescriptor.of(CX_LOCATION, CX_RANGE));
    public static final MethodHandle getExpansionLocation = downcall("clang_getExpansionLocation",
            FunctionDescriptor.ofVoid(CX_LOCATION, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    public static final MethodHandle getSpellingLocation = downcall("clang_getSpellingLocation",
            FunctionDescriptor.ofVoid(CX_LOCATION, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    public static final MethodHandle getFileName = downcall("clang_getFileName",
            FunctionDescriptor.of(CX_STRING, ADDRESS));
    public static final MethodHandle locationIsFromMainFile = downcall("clang_Location_isFromMainFile",
            FunctionDescriptor.of(JAVA_INT, CX_LOCATION));
    public static final MethodHandle tokenize = downcall("clang_tokenize",
            FunctionDescriptor.ofVoid(ADDRESS, CX_RANGE, ADDRESS, ADDRESS));
    public static final MethodHandle disposeTokens = downcall("clang_disposeTokens",
            FunctionDescriptor.ofVoid(ADDRESS, ADDRESS, JAVA_INT));
    public static final MethodHandle getTokenSpelling = downcall("clang_getTokenSpelling",
            FunctionDescriptor.of(CX_STRING, ADDRESS, CX_TOKEN));
    public static final MethodHandle getTokenExtent = downcall("clang_getTokenExtent",
            FunctionDescriptor.of(CX_RANGE, ADDRESS, CX_TOKEN));
    public static final MethodHandle getCString = downcall("clang_getCString",
            FunctionDescriptor.of(ADDRESS, CX_STRING));
    public static final MethodHandle disposeString = downcall("clang_disposeString",
            FunctionDescriptor.ofVoid(CX_STRING));
    public static final MethodHandle getClangVersion = downcall("clang_getClangVersion",
            FunctionDescriptor.of(CX_STRING));

    private LibClang() {}

    /** True when a libclang loaded. */
    public static boolean isAvailable() {
        return LIBRARY.lookup != null;
    }

    /** The name that loaded ("libclang-15.so.1"), empty when none did. */
    public static Optional<String> loadedName() {
        return Optional.ofNullable(LIBRARY.name);
    }

    /** True when KERNELSCOPE_LIBCLANG named the library to load (then nothing else was tried). */
    public static boolean namedByUser() {
        return LIBRARY.override;
    }

    /** Why no libclang could be loaded, empty when one did. */
    public static Optional<String> unavailableReason() {
        return Optional.ofNullable(LIBRARY.reason);
    }

    public static MemorySegment upcallStub(MethodHandle target, Arena arena) {
        return LINKER.upcallStub(target, VISITOR, arena);
    }

    /** Copies a CXString into Java and disposes of it. */
    public static String string(MemorySegment cxString) throws Throwable {
        MemorySegment chars = (MemorySegment) getCString.invokeExact(cxString);
        String text = chars.equals(MemorySegment.NULL) ? "" : chars.reinterpret(Long.MAX_VALUE).getString(0);
        disposeString.invokeExact(cxString);
        return text;
    }

    /** Where a user names the libclang to load (a full path or a soname); then nothing else is tried. */
    static final String OVERRIDE_VARIABLE = "KERNELSCOPE_LIBCLANG";

    /**
     * Sonames tried in order: the unversioned ones the ldconfig cache knows, then versioned ones newest first; only
     * {@code override} when one is given (a user who names a libclang, e.g. a newer one, must not silently get the
     * system's instead when theirs does not load).
     */
    static List<String> candidateNames(String override) {
        if (override != null && !override.isBlank()) {
            return List.of(override);
        }
        List<String> names = new ArrayList<>(List.of("libclang.so.1", "libclang.so"));
        for (int version = 22; version >= 10; version--) {
            names.add("libclang-" + version + ".so.1");
            names.add("libclang-" + version + ".so");
            names.add("libclang-" + version + ".so." + version);
        }
        for (int version = 22; version >= 10; version--) {
            Path debian = Path.of("/usr/lib/llvm-" + version + "/lib/libclang.so.1");
            if (Files.exists(debian)) {
                names.add(debian.toString());
            }
        }
        return names;
    }

    private static Loaded load() {
        return load(System.getenv(OVERRIDE_VARIABLE));
    }

    static Loaded load(String override) {
        JvmSignalHandlers.recordBeforeLoading();
        boolean overridden = override != null && !override.isBlank();
        String lastFailure = "";
        for (String name : candidateNames(override)) {
            try {
                SymbolLookup lookup = JvmSignalHandlers.around("dlopen " + name,
                        () -> SymbolLookup.libraryLookup(name, Arena.global()));
                return new Loaded(lookup, name, null, overridden);
            } catch (IllegalArgumentException | IllegalCallerException failure) {
                lastFailure = failure.getMessage() == null ? "" : failure.getMessage();   // try the next name
            }
        }
        if (overridden) {
            return new Loaded(null, null, "libclang could not be loaded from " + OVERRIDE_VARIABLE + "='"
                    + UserText.quote(override) + "'" + (lastFailure.isBlank() ? "" : " (" + lastFailure + ")")
                    + "; give the full path of a libclang.so, or unset " + OVERRIDE_VARIABLE
                    + " to use the one installed on the system", true);
        }
        return new Loaded(null, null, "libclang (the C interface to Clang) was not found: tried libclang.so.1, "
                + "libclang-NN.so(.1) for NN 10 to 22 and /usr/lib/llvm-NN/lib/libclang.so.1 (set " + OVERRIDE_VARIABLE
                + " to a full path to use another)", false);
    }

    private static MethodHandle downcall(String name, FunctionDescriptor descriptor) {
        if (LIBRARY.lookup != null) {
            Optional<MemorySegment> symbol = LIBRARY.lookup.find(name);
            if (symbol.isPresent()) {
                return LINKER.downcallHandle(symbol.get(), descriptor);
            }
        }
        MethodType type = descriptor.toMethodType();
        String reason = LIBRARY.lookup == null ? LIBRARY.reason : LIBRARY.name + " has no symbol " + name;
        MethodHandle thrower = MethodHandles.throwException(type.returnType(), IllegalStateException.class);
        MethodHandle withMessage = MethodHandles.foldArguments(thrower,
                MethodHandles.insertArguments(Missing.NEW_STATE, 0, reason));
        return MethodHandles.dropArguments(withMessage, 0, type.parameterList());
    }

    /** A holder, so the constructor handle exists before the downcall fields are initialized. */
    private static final class Missing {
        static final MethodHandle NEW_STATE;

        static {
            try {
                NEW_STATE = MethodHandles.lookup().findConstructor(IllegalStateException.class,
                        MethodType.methodType(void.class, String.class));
            } catch (ReflectiveOperationException impossible) {
                throw new ExceptionInInitializerError(impossible);
            }
        }
    }
}
