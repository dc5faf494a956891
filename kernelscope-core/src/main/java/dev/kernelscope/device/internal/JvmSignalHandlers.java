/*
 * Keeps the JVM's own signal handlers installed while GPU libraries load and compile. While PoCL brings up its device,
 * its libLLVM installs one-shot (SA_RESETHAND) handlers for SIGSEGV, SIGBUS, SIGILL, SIGUSR2 and more, and PoCL one
 * for SIGFPE; HotSpot needs those signals (safepoint polls, implicit null and division checks), so the H100 gemm runs
 * died with SIGSEGV and no hs_err file. The bindings call restore() after each call that loads or compiles code.
 */
package dev.kernelscope.device.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

public final class JvmSignalHandlers {
    /** A JVM handler that a native call had replaced, put back: the signal, the replacing library, the call. */
    public record Restoration(String signal, String replacedBy, String call) {
        @Override
        public String toString() {
            return signal + " handler of " + replacedBy + " removed after " + call;
        }
    }

    /** Linux signal numbers (x86-64 and AArch64 agree on 1..31), for messages. */
    private static final String[] NAMES = {"", "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS",
        "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGSTKFLT", "SIGCHLD",
        "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF",
        "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS"};
    /** glibc's (and musl's) struct sigaction on LP64 Linux: handler, 128-byte sa_mask, int sa_flags, sa_restorer. */
    private static final long STRUCT_BYTES = 152;
    /**
     * What decides a disposition: the handler and the kernel's 64-signal part of sa_mask (bytes 0..16), and sa_flags
     * (136..140). glibc leaves the other 120 mask bytes of a struct it reads back undefined; the restorer is its own.
     */
    private static final int HANDLER_AND_MASK_BYTES = 16;
    private static final int FLAGS_OFFSET = 136;
    private static final long SIG_IGN = 1;
    private static final int RECORD_LIMIT = 64;

    private static final MethodHandle SIGACTION;
    private static final MethodHandle DLADDR;
    /** The JVM's handler for each signal it handles, as found before any GPU library was loaded. */
    private static final Map<Integer, byte[]> JVM_HANDLERS;
    private static final List<Restoration> RESTORATIONS = new CopyOnWriteArrayList<>();

    static {
        MethodHandle sigaction = null;
        MethodHandle dladdr = null;
        Map<Integer, byte[]> baseline = Map.of();
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
            Linker linker = Linker.nativeLinker();
            sigaction = linker.defaultLookup().find("sigaction").map(address -> linker.downcallHandle(address,
                    FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS))).orElse(null);
            dladdr = linker.defaultLookup().find("dladdr").map(address -> linker.downcallHandle(address,
                    FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS))).orElse(null);
        }
        SIGACTION = sigaction;
        DLADDR = dladdr;
        if (SIGACTION != null && DLADDR != null) {
            baseline = new LinkedHashMap<>();
            for (int signal = 1; signal < NAMES.length; signal++) {
                byte[] action = read(signal);
                if (action != null && isJvmHandler(handler(action))) {
                    baseline.put(signal, action);
                }
            }
        }
        JVM_HANDLERS = Map.copyOf(baseline);
    }

    private JvmSignalHandlers() {}

    /**
     * Loads this class, which records the JVM's handlers; the bindings call it before they load their first library,
     * so that what is recorded is the JVM's and not a GPU library's.
     */
    public static void recordBeforeLoading() {
        // the static initializer did the work
    }

    /** Runs {@code nativeCall} (a library load, platform enumeration or compile), then {@link #restore}s. */
    public static <T> T around(String call, Supplier<T> nativeCall) {
        try {
            return nativeCall.get();
        } finally {
            restore(call);
        }
    }

    /**
     * Puts back each JVM handler that a handler from another library has replaced, and records the replacement.
     * A handler that the JVM itself installed (java's Signal API) is left alone. Costs one sigaction call per signal
     * the JVM handles (about a dozen), so the bindings call it after heavy calls only, never per launch.
     * <p>The price: PoCL's SIGFPE handler let an OpenCL kernel on the CPU device divide an integer by zero (it skipped
     * the instruction); now such a kernel ends the JVM with an hs_err report, where before every JIT-compiled Java
     * division by zero in the process returned garbage instead of throwing. A JVM started with
     * LD_PRELOAD=$JAVA_HOME/lib/libjsig.so chains such handlers behind its own and keeps both behaviours.
     */
    public static void restore(String call) {
        for (Map.Entry<Integer, byte[]> jvm : JVM_HANDLERS.entrySet()) {
            int signal = jvm.getKey();
            byte[] current = read(signal);
            if (current == null || sameDisposition(current, jvm.getValue())) {
                continue;
            }
            long replacing = handler(current);
            if (replacing > SIG_IGN && isJvmHandler(replacing)) {
                continue;
            }
            if (write(signal, jvm.getValue()) && RESTORATIONS.size() < RECORD_LIMIT) {
                Restoration restoration = new Restoration(NAMES[signal], owner(replacing), call);
                RESTORATIONS.add(restoration);
                System.getLogger(JvmSignalHandlers.class.getName()).log(System.Logger.Level.DEBUG, restoration::toString);
            }
        }
    }

    /** Every restoration made in this process so far (at most 64 are kept), oldest first. */
    public static List<Restoration> restorations() {
        return List.copyOf(RESTORATIONS);
    }

    /** The signals whose JVM handler was found when this class loaded, e.g. SIGSEGV, SIGBUS, SIGFPE, SIGILL. */
    public static List<String> jvmSignals() {
        return JVM_HANDLERS.keySet().stream().map(signal -> NAMES[signal]).toList();
    }

    /**
     * The signals the JVM handled when this class loaded whose handler now lies outside the JVM, each with the
     * library that holds it ("SIGSEGV=libLLVM-15.so.1"); empty when every JVM handler is in place.
     */
    public static List<String> displaced() {
        List<String> displaced = new ArrayList<>();
        for (int signal : JVM_HANDLERS.keySet()) {
            byte[] current = read(signal);
            long handler = current == null ? 0 : handler(current);
            if (current != null && !isJvmHandler(handler)) {
                displaced.add(NAMES[signal] + "=" + owner(handler));
            }
        }
        return displaced;
    }

    /** The file name of the library that holds {@code address} ("libjvm.so"), SIG_DFL/SIG_IGN, or "unknown". */
    static String owner(long address) {
        if (address == 0) {
            return "SIG_DFL";
        }
        if (address == SIG_IGN) {
            return "SIG_IGN";
        }
        return library(address).map(path -> path.substring(path.lastIndexOf('/') + 1)).orElse("unknown");
    }

    /** The signal's number by name ("SIGSEGV" -> 11), for tests. */
    static int number(String name) {
        return Arrays.asList(NAMES).indexOf(name);
    }

    /** The raw disposition of {@code signal} (struct sigaction), or null where sigaction is unavailable. */
    static byte[] read(int signal) {
        if (SIGACTION == null) {
            return null;
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment action = arena.allocate(STRUCT_BYTES, 8);
            int rc = (int) SIGACTION.invokeExact(signal, MemorySegment.NULL, action);
            return rc == 0 ? action.toArray(java.lang.foreign.ValueLayout.JAVA_BYTE) : null;
        } catch (Throwable impossible) {
            throw new IllegalStateException("sigaction(" + signal + ") failed", impossible);
        }
    }

    /** Installs a raw disposition read earlier; false when sigaction refused. */
    static boolean write(int signal, byte[] action) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment segment = arena.allocate(STRUCT_BYTES, 8);
            MemorySegment.copy(action, 0, segment, java.lang.foreign.ValueLayout.JAVA_BYTE, 0, action.length);
            return (int) SIGACTION.invokeExact(signal, segment, MemorySegment.NULL) == 0;
        } catch (Throwable impossible) {
            throw new IllegalStateException("sigaction(" + signal + ") failed", impossible);
        }
    }

    static boolean sameDisposition(byte[] one, byte[] other) {
        return Arrays.equals(one, 0, HANDLER_AND_MASK_BYTES, other, 0, HANDLER_AND_MASK_BYTES)
                && Arrays.equals(one, FLAGS_OFFSET, FLAGS_OFFSET + 4, other, FLAGS_OFFSET, FLAGS_OFFSET + 4);
    }

    static long handler(byte[] action) {
        return MemorySegment.ofArray(action).get(JAVA_LONG_UNALIGNED, 0);
    }

    private static boolean isJvmHandler(long address) {
        return address > SIG_IGN && library(address).map(path -> path.endsWith("/libjvm.so")
                || path.equals("libjvm.so")).orElse(false);
    }

    /** dladdr's dli_fname for {@code address}. */
    private static Optional<String> library(long address) {
        if (DLADDR == null) {
            return Optional.empty();
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment info = arena.allocate(4 * ADDRESS.byteSize(), 8); // Dl_info: fname, fbase, sname, saddr
            if ((int) DLADDR.invokeExact(MemorySegment.ofAddress(address), info) == 0) {
                return Optional.empty();
            }
            MemorySegment name = info.get(ADDRESS, 0);
            return name.equals(MemorySegment.NULL) ? Optional.empty()
                    : Optional.of(name.reinterpret(Integer.MAX_VALUE).getString(0));
        } catch (Throwable impossible) {
            return Optional.empty();
        }
    }
}
