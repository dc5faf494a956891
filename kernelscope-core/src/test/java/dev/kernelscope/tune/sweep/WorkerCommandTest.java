/*
 * The command that starts a worker: this JVM's java, C1 only, the same class or module path and main class, and the
 * launcher's startup cache when the launcher names one that exists.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerCommandTest {
    @TempDir
    Path dir;

    @Test
    void aWorkerStartsFromTheLaunchersStartupCacheWhenItExists() throws Exception {
        Path cache = Files.writeString(dir.resolve("kernelscope.aot"), "cache");
        String before = System.getProperty(WorkerCommand.AOT_CACHE_PROPERTY);
        try {
            System.setProperty(WorkerCommand.AOT_CACHE_PROPERTY, cache.toString());
            List<String> with = WorkerCommand.sameJvm(WorkerCommandTest.class, "tune-worker");
            assertThat(with).contains("-XX:AOTCache=" + cache, "-Xlog:all=warning:stderr")
                    .endsWith(WorkerCommandTest.class.getName(), "tune-worker");
            System.setProperty(WorkerCommand.AOT_CACHE_PROPERTY, dir.resolve("gone.aot").toString());
            assertThat(WorkerCommand.sameJvm(WorkerCommandTest.class, "tune-worker"))
                    .noneMatch(option -> option.startsWith("-XX:AOTCache"));
            System.clearProperty(WorkerCommand.AOT_CACHE_PROPERTY);
            assertThat(WorkerCommand.sameJvm(WorkerCommandTest.class, "tune-worker"))
                    .noneMatch(option -> option.startsWith("-XX:AOTCache")).contains("-XX:TieredStopAtLevel=1");
        } finally {
            if (before == null) {
                System.clearProperty(WorkerCommand.AOT_CACHE_PROPERTY);
            } else {
                System.setProperty(WorkerCommand.AOT_CACHE_PROPERTY, before);
            }
        }
    }

    @Test
    void anOptionGivenForOneChildReplacesTheWorkersOwn() {
        List<String> worker = WorkerCommand.sameJvm(WorkerCommandTest.class, "tune-worker");
        assertThat(worker).filteredOn(o -> o.startsWith("-XX:ErrorFile=")).hasSize(1);
        List<String> child = WorkerCommand.withJvmOptions(worker, "-XX:ErrorFile=/tmp/x-%p.log",
                "-XX:-CreateCoredumpOnCrash");
        // the JVM takes the last of two: analyze --run's crash log must be the only one
        assertThat(child).filteredOn(o -> o.startsWith("-XX:ErrorFile=")).containsExactly("-XX:ErrorFile=/tmp/x-%p.log");
        assertThat(child).contains("-XX:-CreateCoredumpOnCrash", "-XX:TieredStopAtLevel=1")
                .endsWith(WorkerCommandTest.class.getName(), "tune-worker");
    }

    /**
     * Loading the OpenCL drivers changes the native environment (OCL_ICD_FILENAMES cut to PoCL alone); a child that
     * inherited it lost NVIDIA's OpenCL (H200). Here a variable set natively after launch stands for it.
     */
    @Test
    void aWorkerGetsTheEnvironmentThisProcessWasLaunchedWithNotOneNativeCodeChangedSince() throws Throwable {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/env")), "needs /usr/bin/env");
        String name = "KERNELSCOPE_TEST_SET_BY_NATIVE_CODE";
        assertThat(System.getenv(name)).isNull();   // the JVM's copy taken now, as Cl takes it before loading drivers
        MethodHandle setenv = Linker.nativeLinker().downcallHandle(Linker.nativeLinker().defaultLookup()
                .find("setenv").orElseThrow(), FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT));
        try (Arena arena = Arena.ofConfined()) {
            int rc = (int) setenv.invokeExact(arena.allocateFrom(name), arena.allocateFrom("libpocl.so.2"), 1);
            assertThat(rc).isZero();
        }
        // the premise: a plain child inherits what native code set
        assertThat(childEnvironment(new ProcessBuilder("/usr/bin/env"))).contains(name + "=libpocl.so.2");
        List<String> worker = childEnvironment(WorkerCommand.processBuilder(List.of("/usr/bin/env")));
        assertThat(worker).noneMatch(line -> line.startsWith(name + "="));
        assertThat(worker).anyMatch(line -> line.startsWith("PATH="));
    }

    private static List<String> childEnvironment(ProcessBuilder builder) throws Exception {
        Process process = builder.redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        return out.lines().toList();
    }

    @Test
    void theJvmsCrashBannerIsRecognisedLineByLine() {
        assertThat(WorkerCommand.isCrashReport("# A fatal error has been detected by the Java Runtime Environment:"))
                .isTrue();
        assertThat(WorkerCommand.isCrashReport("#  SIGSEGV (0xb) at pc=0x00007f61f41a31c1, pid=485, tid=507")).isTrue();
        assertThat(WorkerCommand.isCrashReport("[thread 1227 also had an error]#")).isTrue();
        assertThat(WorkerCommand.isCrashReport("1 warning generated.")).isFalse();
        assertThat(WorkerCommand.crashLog(485).getFileName().toString()).isEqualTo("kernelscope-crash-485.log");
    }
}
