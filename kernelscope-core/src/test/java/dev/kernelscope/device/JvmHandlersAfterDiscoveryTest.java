/*
 * After device discovery has loaded every GPU library on this machine (PoCL and its libLLVM in CI; NVIDIA's OpenCL,
 * libcuda and NVRTC on a GPU machine), the JVM's signal handlers must all still be in place: HotSpot's safepoint
 * polls, implicit null checks and division checks depend on them. PoCL's libLLVM used to replace them, which killed
 * long CUDA benchmark processes with SIGSEGV and no hs_err file, and PoCL's SIGFPE handler made Java's integer
 * division by zero return garbage instead of throwing.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

// Isolated: it checks the process's signal handlers, which another test's moment of displacement would fail.
@org.junit.jupiter.api.parallel.Isolated
class JvmHandlersAfterDiscoveryTest {

    @Test
    void discoveryLeavesEveryJvmSignalHandlerInPlace() {
        assumeTrue(!JvmSignalHandlers.jvmSignals().isEmpty(), "no JVM signal handlers to check (not Linux)");
        DeviceInventory inventory = Devices.discover();
        for (BackendStatus status : inventory.backends()) {
            if (status.available()) {
                inventory.devices(status.backend()).stream().findFirst().ifPresent(device -> {
                    try (DeviceSession session = Devices.open(device)) {
                        session.compile("__kernel void copy(__global float* a) { a[get_global_id(0)] += 1.0f; }");
                    }
                });
            }
        }
        assertThat(JvmSignalHandlers.displaced()).as("JVM signal handlers replaced by a GPU library").isEmpty();
    }

    @Test
    void compiledIntegerDivisionByZeroStillThrowsAfterDiscovery() {
        Devices.discover();
        long sum = 0;
        for (int i = 0; i < 300_000; i++) { // enough calls for the JIT to compile quotient() (implicit zero check)
            sum += quotient(i, 1 + (i & 7));
        }
        int silent = 0;
        for (int i = 0; i < 1_000; i++) {
            try {
                sum += quotient(i, 0);
                silent++;
            } catch (ArithmeticException expected) {
                // what Java promises
            }
        }
        assertThat(silent).as("divisions by zero that returned a value (sum %d)", sum).isZero();
    }

    @Test
    void threadsFaultingOnSafepointPollsTogetherSurviveDiscovery() throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse(null);
        assumeTrue(java != null, "cannot tell which java runs this test");
        List<String> outcomes = new ArrayList<>();
        for (int run = 0; run < 3; run++) { // the old failure hit about every second process here
            Process child = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-XX:-CreateCoredumpOnCrash",
                    "-cp", System.getProperty("java.class.path"), SafepointStress.class.getName())
                    .redirectErrorStream(true).start();
            assertThat(child.waitFor(120, TimeUnit.SECONDS)).as("stress child finished").isTrue();
            String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            outcomes.add("exit " + child.exitValue() + ": " + output);
        }
        assertThat(outcomes).as("exit 139 is SIGSEGV").allMatch(o -> o.startsWith("exit 0: survived; JVM handlers"
                + " displaced: []"));
    }

    private static int quotient(int dividend, int divisor) {
        return dividend / divisor;
    }
}
