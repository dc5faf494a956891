/*
 * The labelled corpus of small kernels (src/test/resources/.../advise/analyze/*.cl) and the GEMM ladder's rungs:
 * each names the findings it must produce ("// expect:") and must not ("// reject:"), with an optional launch,
 * architecture and register count. Prints precision and recall per rule; every rule needs a true positive and a
 * true negative.
 */
package dev.kernelscope.advise;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.source.ClangFrontEnd;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AnalyzeCorpusTest {
    private static final String GEMM = "/dev/kernelscope/kernels/gemm/";
    private static final String DEMO_KERNELS = "/dev/kernelscope/report/demo/first-kernels.cl";

    /** The ladder's labels live here, not in the kernels (the rungs are product sources). */
    private static final Map<String, String> LADDER = new LinkedHashMap<>();

    static {
        LADDER.put("01_naive.cl", "expect: KS-MEM-001 KS-MEM-006");
        LADDER.put("02_coalesced.cl", "expect: KS-MEM-006\nreject: KS-MEM-001 KS-MEM-002");
        LADDER.put("03_shared_tiling.cl", "reject: KS-MEM-001 KS-MEM-006 KS-SYNC-001");
        LADDER.put("04_register_tiling.cl", "expect: KS-MEM-002");
        LADDER.put("05_global_prefetch.cl", "expect: KS-MEM-002\nreject: KS-RES-001 KS-SYNC-001");
        LADDER.put("06_conflict_free.cl", "reject: KS-MEM-002 KS-RES-001 KS-SYNC-001");
    }

    record Case(String name, String text, Set<String> expect, Set<String> reject, AnalysisOptions options) {}

    @BeforeAll
    static void needsLibclang() {
        assumeTrue(ClangFrontEnd.isAvailable(), "libclang is not installed (apt-get install libclang1-15)");
    }

    @Test
    void corpusMeetsItsLabelsWithPrecisionAndRecallPrinted() throws Exception {
        List<Case> cases = cases();
        assertThat(cases.size()).isGreaterThanOrEqualTo(40);
        Map<String, int[]> perRule = new TreeMap<>(); // tp, fn, fp, tn
        for (Rule rule : Rule.values()) {
            perRule.put(rule.id(), new int[4]);
        }
        List<String> failures = new ArrayList<>();
        int unlabelled = 0;
        for (Case c : cases) {
            AnalysisReport report = KernelAnalysis.analyze(c.name(), c.text(), c.options());
            Set<String> found = report.findings().stream().map(f -> f.rule().id()).collect(Collectors.toCollection(TreeSet::new));
            for (String id : c.expect()) {
                int[] counts = perRule.get(id);
                if (found.contains(id)) {
                    counts[0]++;
                } else {
                    counts[1]++;
                    failures.add(c.name() + ": expected " + id + ", found " + found);
                }
            }
            for (String id : c.reject()) {
                int[] counts = perRule.get(id);
                if (found.contains(id)) {
                    counts[2]++;
                    failures.add(c.name() + ": must not report " + id + ": " + report.findings().stream()
                            .filter(f -> f.rule().id().equals(id)).map(Finding::message).toList());
                } else {
                    counts[3]++;
                }
            }
            unlabelled += (int) found.stream().filter(id -> !c.expect().contains(id) && !c.reject().contains(id)).count();
        }
        int tp = 0;
        int fn = 0;
        int fp = 0;
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%-13s %4s %4s %4s %4s %9s %7s%n", "RULE", "TP",
                "FN", "FP", "TN", "PRECISION", "RECALL"));
        for (Map.Entry<String, int[]> e : perRule.entrySet()) {
            int[] v = e.getValue();
            tp += v[0];
            fn += v[1];
            fp += v[2];
            table.append(String.format(Locale.ROOT, "%-13s %4d %4d %4d %4d %9s %7s%n", e.getKey(), v[0], v[1], v[2], v[3],
                    ratio(v[0], v[0] + v[2]), ratio(v[0], v[0] + v[1])));
        }
        table.append(String.format(Locale.ROOT, "corpus: %d kernels, precision %s, recall %s (labelled findings); "
                + "%d unlabelled findings%n", cases.size(), ratio(tp, tp + fp), ratio(tp, tp + fn), unlabelled));
        // analysis speed without running, JVM warm (the labelled pass above warmed it): parse + rules per kernel
        long slowest = 0;
        long total = 0;
        for (Case c : cases) {
            long start = System.nanoTime();
            KernelAnalysis.analyze(c.name(), c.text(), c.options());
            long elapsed = System.nanoTime() - start;
            slowest = Math.max(slowest, elapsed);
            total += elapsed;
        }
        table.append(String.format(Locale.ROOT, "analysis time per kernel (warm, no run): mean %.1f ms, slowest %.1f ms%n",
                total / 1e6 / cases.size(), slowest / 1e6));
        System.out.print(table);
        assertThat(failures).as(table.toString()).isEmpty();
        perRule.forEach((id, v) -> {
            assertThat(v[0]).as(id + " needs a true positive in the corpus").isPositive();
            assertThat(v[3]).as(id + " needs a true negative in the corpus").isPositive();
        });
    }

    private static String ratio(int a, int b) {
        return b == 0 ? "-" : String.format(Locale.ROOT, "%.2f", (double) a / b);
    }

    static List<Case> cases() throws IOException, URISyntaxException {
        List<Case> cases = new ArrayList<>();
        Path dir = Path.of(AnalyzeCorpusTest.class.getResource("analyze").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".cl")).sorted().toList()) {
                String text = Files.readString(file);
                cases.add(parse("analyze/" + file.getFileName(), text, text));
            }
        }
        for (Map.Entry<String, String> rung : LADDER.entrySet()) {
            cases.add(bundled(GEMM + rung.getKey(), "gemm/" + rung.getKey(), rung.getValue()));
        }
        // the demo's last section analyses these two (a blur and a matrix product): each rule's first true positive
        cases.add(bundled(DEMO_KERNELS, "demo/first-kernels.cl", "expect: KS-MEM-005 KS-MEM-006"));
        return cases;
    }

    /** A kernel file of the product's own resources, with labels given here (one per line, without "// "). */
    private static Case bundled(String resource, String name, String labelLines) throws IOException {
        try (InputStream in = AnalyzeCorpusTest.class.getResourceAsStream(resource)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String labels = Arrays.stream(labelLines.split("\n")).map(l -> "// " + l)
                    .collect(Collectors.joining("\n"));
            return parse(name, text, labels);
        }
    }

    /** Reads the "// expect:", "// reject:", "// launch:", "// arch:" and "// registers:" lines of a case. */
    static Case parse(String name, String text, String labels) {
        Set<String> expect = new TreeSet<>();
        Set<String> reject = new TreeSet<>();
        long[] global = new long[0];
        long[] local = new long[0];
        List<String> archs = new ArrayList<>();
        int registers = 0;
        for (String line : labels.split("\n")) {
            if (!line.startsWith("// ")) {
                continue;
            }
            String body = line.substring(3);
            int colon = body.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = body.substring(0, colon);
            List<String> words = Arrays.stream(body.substring(colon + 1).trim().split("\\s+")).filter(w -> !w.isEmpty())
                    .toList();
            switch (key) {
                case "expect" -> expect.addAll(words);
                case "reject" -> reject.addAll(words);
                case "arch" -> archs.addAll(words);
                case "registers" -> registers = Integer.parseInt(words.getFirst());
                case "launch" -> {
                    for (int i = 0; i + 1 < words.size(); i += 2) {
                        if (words.get(i).equals("--global")) {
                            global = KernelAnalysis.sizes(words.get(i + 1), "--global");
                        } else if (words.get(i).equals("--local")) {
                            local = KernelAnalysis.sizes(words.get(i + 1), "--local");
                        }
                    }
                }
                default -> { }
            }
        }
        expect.forEach(Rule::byId);
        reject.forEach(Rule::byId);
        AnalysisOptions options = new AnalysisOptions(Optional.empty(), Map.of(), global, local, archs, registers,
                List.of(), false, List.of(), 0, 0, 1);
        return new Case(name, text, expect, reject, options);
    }
}
