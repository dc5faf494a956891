/*
 * Prints the skipped tests of every test JVM of the run merged (SkippedTestsSummary's files), once, after the tests:
 * run by the build (exec-maven-plugin, phase test). Usage: SkippedTestsReport FOLDER.
 */
package dev.kernelscope.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

public final class SkippedTestsReport {
    private SkippedTestsReport() {
    }

    public static void main(String[] args) throws IOException {
        System.out.print(SkippedTestsSummary.summary(merged(Path.of(args[0]))));
        System.out.flush();
    }

    /** Every test JVM's counts in {@code folder}, added per reason; empty where no test was skipped. */
    static Map<String, Integer> merged(Path folder) throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        if (!Files.isDirectory(folder)) {
            return counts;
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.filter(p -> p.getFileName().toString().endsWith(".tsv")).sorted().toList();
        }
        for (Path file : files) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int tab = line.indexOf('\t');
                if (tab > 0) {
                    counts.merge(line.substring(tab + 1), Integer.parseInt(line.substring(0, tab)), Integer::sum);
                }
            }
        }
        return counts;
    }
}
