/*
 * The command that starts a worker: the running JVM's own java binary with the same module path (or class path)
 * and main class, so a worker is exactly the program that started it (the launcher's jlink runtime on a JDK-less
 * machine, a JDK in development, the test class path), followed by the worker's arguments.
 */
package dev.kernelscope.tune.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public final class WorkerCommand {
    /** Set by the launcher to the AOT cache it started this JVM with (its path), so a worker starts from it too. */
    static final String AOT_CACHE_PROPERTY = "kernelscope.aotCache";

    /** The pid of the process that started a worker, so it ends when that one does (TuneWorkerCommand). */
    public static final String PARENT_PROPERTY = "kernelscope.workerParent";

    /** Where a worker's JVM writes its fatal-error report (%p: its pid). */
    private static final String CRASH_LOG = "kernelscope-crash-%p.log";

    private WorkerCommand() {}

    /**
     * A process builder for {@code command} whose child gets the environment this JVM was launched with (the JVM's
     * own copy, taken at its first System.getenv: Cl makes one before the ICD loader loads any driver), not the
     * native one the drivers loaded since have left, which a ProcessBuilder whose environment was never asked for
     * passes on. Measured on the H200 machine (OCL_ICD_FILENAMES=libpocl.so.2:libnvidia-opencl.so.1): after
     * the OpenCL devices were listed, the variable read "libpocl.so.2" in the native environment and in
     * /proc/self/environ alike (its string cut in place), and PoCL had set HWLOC_PLUGINS_PATH; every tune-worker
     * and analyze --run child then saw PoCL only, and "No device matches 'opencl:1.0'" ended `tune --space` and
     * `analyze --run` on NVIDIA OpenCL. A child started so loads its drivers as the parent did and sets what it
     * needs itself (CUDA_CACHE_DISABLE: dev.kernelscope.device.opencl.internal.Cl).
     */
    public static ProcessBuilder processBuilder(List<String> command) {
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment();   // asked for, so start() passes the JVM's copy instead of the native environment
        return builder;
    }

    /** The report a worker of this pid writes when it dies of a native crash. */
    public static Path crashLog(long pid) {
        return Path.of(System.getProperty("java.io.tmpdir"), CRASH_LOG.replace("%p", Long.toString(pid)));
    }

    /**
     * Whether a line a worker printed belongs to the JVM's fatal-error banner ("# A fatal error has been detected
     * ...", "#  SIGSEGV (0xb) at pc=...", "[thread 508 also had an error]"): the pool says the crash once, with the
     * report's file, instead of relaying thirty lines of it.
     */
    public static boolean isCrashReport(String line) {
        // two crashing threads print at once: "[thread 1227 also had an error]#" is one line of both
        return line.startsWith("#") || line.matches("\\[thread \\d+ also had an error].*");
    }

    /**
     * {@code java [module or class path] mainClass args...} for the running JVM. {@code mainClass}'s module is
     * used when it is named (the launcher runs dev.kernelscope as a module), its class path otherwise.
     */
    public static List<String> sameJvm(Class<?> mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // C1 only, as the launcher runs short commands: a worker's Java work is bookkeeping around native compiles
        // and device-timed runs. Measured on PoCL (loaded 2-core machine): opening the job and measuring the first
        // configuration took 3.7 s of wall time instead of 8.5 s with the full tiered compiler.
        command.add("-XX:TieredStopAtLevel=1");
        // a worker crashed by a kernel (the reason to sweep with --devices: it isolates such kernels) writes the JVM's
        // report to the temporary folder, as the launcher's own JVM does, not as hs_err_pidN.log into the user's folder
        command.add("-XX:ErrorFile=" + Path.of(System.getProperty("java.io.tmpdir"), CRASH_LOG));
        // the parent by pid: a worker whose parent died while its JVM was still starting found its new parent (init)
        // alive and waited on as an orphan (TuneWorkerCommandTest on a loaded 2-core machine)
        command.add("-D" + PARENT_PROPERTY + "=" + ProcessHandle.current().pid());
        // the launcher's startup cache (classes loaded and linked ahead of time), when it started this JVM with one.
        // Measured: analyze --run of a small kernel on PoCL (a loaded 2-core machine, four runs each, interleaved)
        // took 2.16 s for the whole command against 2.41 s with a child that starts without it.
        String aotCache = System.getProperty(AOT_CACHE_PROPERTY);
        if (aotCache != null && Files.isRegularFile(Path.of(aotCache))) {
            command.add("-XX:AOTCache=" + aotCache);
            // as the launcher: the JVM's own warnings on standard error, never on the protocol stream
            command.add("-Xlog:disable");
            command.add("-Xlog:all=warning:stderr");
        }
        Module module = mainClass.getModule();
        String modulePath = System.getProperty("jdk.module.path");
        if (module.isNamed() && modulePath != null) {
            command.add("--enable-native-access=" + module.getName());
            command.add("-p");
            command.add(modulePath);
            command.add("-m");
            command.add(module.getName() + "/" + mainClass.getName());
        } else {
            command.add("--enable-native-access=ALL-UNNAMED");
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
            command.add(mainClass.getName());
        }
        command.addAll(List.of(args));
        return command;
    }

    /**
     * {@code command} (a {@link #sameJvm} command) with {@code options} given to its JVM, each in place of the same
     * {@code -XX:Name=} the command already sets: the JVM takes the last of two, so analyze --run's crash log, given
     * first, went to the worker's default place and its report said "ended abnormally (exit code 1)" instead of the
     * signal the log names.
     */
    public static List<String> withJvmOptions(List<String> command, String... options) {
        List<String> with = new ArrayList<>(command);
        for (String option : options) {
            int equals = option.indexOf('=');
            if (option.startsWith("-XX:") && equals > 0) {
                String name = option.substring(0, equals + 1);
                with.removeIf(existing -> existing.startsWith(name));
            }
        }
        with.addAll(1, List.of(options));
        return with;
    }
}
