/*
 * Ends every test run with what was skipped and why (registered in META-INF/services): on a machine without an NVIDIA
 * GPU, nvcc or Linux the tests that need them skip with a stated reason, and the run says so in its own output
 * instead of a bare "Skipped: 44".
 */
package dev.kernelscope.testing;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

public final class SkippedTestsSummary implements TestExecutionListener {
    private final Map<String, AtomicInteger> reasons = new ConcurrentHashMap<>();

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        if (test.isTest()) {
            count(reason);
        }
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (test.isTest() && result.getStatus() == TestExecutionResult.Status.ABORTED) {
            count(result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
        }
    }

    private void count(String reason) {
        String text = reason == null ? "no reason given" : reason.replaceFirst("^Assumption failed: ", "")
                .replaceFirst("^assumption is not true$", "an assumption did not hold");
        // One line per reason: device names and paths after the first sentence are not what groups them.
        int cut = text.indexOf(". ");
        String key = (cut > 0 ? text.substring(0, cut) : text);
        reasons.computeIfAbsent(key.length() > 140 ? key.substring(0, 140) + "..." : key, k -> new AtomicInteger())
                .incrementAndGet();
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        if (reasons.isEmpty()) {
            return;
        }
        int total = reasons.values().stream().mapToInt(AtomicInteger::get).sum();
        StringBuilder text = new StringBuilder(System.lineSeparator()).append("KernelScope: ").append(total)
                .append(total == 1 ? " test was" : " tests were").append(" skipped because this machine lacks what")
                .append(" they need (an NVIDIA GPU for CUDA, cuBLAS and NVIDIA's OpenCL; nvcc; Linux /proc); they")
                .append(" run on a GPU machine (scripts/h100-verify-carry.sh). Reasons:").append(System.lineSeparator());
        new TreeMap<>(reasons).forEach((reason, count) -> text.append(String.format("  %4d  %s%n", count.get(), reason)));
        System.out.print(text);
        System.out.flush();
    }
}
