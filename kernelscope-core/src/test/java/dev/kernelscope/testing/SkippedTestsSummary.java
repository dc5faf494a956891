/*
 * Ends every test run with what was skipped and why (registered in META-INF/services): on a machine without an NVIDIA
 * GPU, nvcc or Linux the tests that need them skip with a stated reason, and the run says so in its own output
 * instead of a bare "Skipped: 44". Under Maven each test JVM writes its counts to a file and SkippedTestsReport
 * prints them merged once the tests have run: with two test JVMs, each runs every test class as a test plan of its own.
 */
package dev.kernelscope.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

public final class SkippedTestsSummary implements TestExecutionListener {
    /** The folder (set by the build) where each test JVM writes its counts; unset, the summary is printed directly. */
    static final String FOLDER_PROPERTY = "kernelscope.skippedTests";

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
        String key = (cut > 0 ? text.substring(0, cut) : text).replace('\t', ' ').replace('\n', ' ');
        reasons.computeIfAbsent(key.length() > 140 ? key.substring(0, 140) + "..." : key, k -> new AtomicInteger())
                .incrementAndGet();
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        if (reasons.isEmpty()) {
            return;
        }
        Map<String, Integer> counts = new TreeMap<>();
        reasons.forEach((reason, count) -> counts.put(reason, count.get()));
        String folder = System.getProperty(FOLDER_PROPERTY);
        if (folder == null) {
            System.out.print(summary(counts));
            System.out.flush();
            return;
        }
        // this JVM's counts so far, replaced whole after each test plan (one per test class under two test JVMs)
        StringBuilder lines = new StringBuilder();
        counts.forEach((reason, count) -> lines.append(count).append('\t').append(reason).append('\n'));
        try {
            Path dir = Files.createDirectories(Path.of(folder));
            Path file = dir.resolve("jvm-" + ProcessHandle.current().pid() + ".tsv");
            Path partial = dir.resolve(file.getFileName() + ".partial");
            Files.writeString(partial, lines, StandardCharsets.UTF_8);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("could not record the skipped tests in " + folder, e);
        }
    }

    /** The summary of {@code counts} (reason -> tests), as the run's output ends with it; empty for none. */
    static String summary(Map<String, Integer> counts) {
        if (counts.isEmpty()) {
            return "";
        }
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder text = new StringBuilder(System.lineSeparator()).append("KernelScope: ").append(total)
                .append(total == 1 ? " test was" : " tests were").append(" skipped because this machine lacks what")
                .append(" they need (an NVIDIA GPU for CUDA, cuBLAS and NVIDIA's OpenCL; nvcc; Linux /proc); they")
                .append(" run on a GPU machine (scripts/h100-verify-carry.sh). Reasons:").append(System.lineSeparator());
        new TreeMap<>(counts).forEach((reason, count) -> text.append(String.format("  %4d  %s%n", count, reason)));
        return text.toString();
    }
}
