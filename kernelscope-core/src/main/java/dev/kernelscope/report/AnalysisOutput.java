/*
 * `kernelscope analyze` results for people and programs: a text table of findings, compile results, occupancy and
 * runs; JSON with every number; SARIF 2.1.0 as GitHub code scanning reads it (rules, results with repository-relative
 * locations and partial fingerprints that survive unrelated edits).
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.advise.Finding;
import dev.kernelscope.advise.Rule;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

public final class AnalysisOutput {
    public static final String SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private AnalysisOutput() {}

    /** The whole analysis as a JSON tree (stable keys: file, frontEnd, kernels[...], notes). */
    public static ObjectNode json(List<AnalysisReport> reports, String version) {
        ObjectNode root = Json.object();
        root.put("tool", "kernelscope analyze");
        root.put("version", version);
        ArrayNode files = root.putArray("files");
        for (AnalysisReport report : reports) {
            ObjectNode file = files.addObject();
            file.put("file", report.file());
            file.put("frontEnd", report.frontEnd());
            file.set("notes", Json.mapper().valueToTree(report.notes()));
            ArrayNode kernels = file.putArray("kernels");
            for (AnalysisReport.KernelReport kernel : report.kernels()) {
                ObjectNode k = kernels.addObject();
                k.put("kernel", kernel.kernel());
                k.put("line", kernel.location().line());
                k.put("groupSize", kernel.groupSize());
                k.put("groupSizeFrom", kernel.groupSizeFrom());
                ArrayNode findings = k.putArray("findings");
                for (Finding finding : kernel.findings()) {
                    ObjectNode f = findings.addObject();
                    f.put("rule", finding.rule().id());
                    f.put("severity", finding.severity().sarifLevel());
                    f.put("title", finding.rule().title());
                    f.put("file", finding.location().file());
                    f.put("line", finding.location().line());
                    f.put("column", finding.location().column());
                    f.put("message", finding.message());
                    f.put("estimate", finding.estimate());
                    f.put("source", finding.rule().source());
                }
                k.set("compiles", Json.mapper().valueToTree(kernel.compiles()));
                k.set("whatIfs", Json.mapper().valueToTree(kernel.whatIfs()));
                k.set("runs", Json.mapper().valueToTree(kernel.runs()));
            }
        }
        return root;
    }

    /**
     * SARIF 2.1.0: one run, every rule, one result per finding. {@code root} makes artifact URIs repository-relative
     * (files outside it keep the path as given). Each rule carries its whole help as text and Markdown, which is what
     * code-scanning viewers show; a {@code helpUri} is written only when {@code docsPage} names where the user's copy
     * of docs/analyze.md is served (the product has no public address to point at, and a guessed one would 404).
     */
    public static ObjectNode sarif(List<AnalysisReport> reports, String version, Path root, Optional<URI> docsPage) {
        return sarif(reports, List.of(), version, root, docsPage);
    }

    /**
     * As above, with the files a --batch run could not analyse ({@code failures}, one message each) as the run's
     * invocation notifications, and the invocation unsuccessful: without them code scanning showed such a file as
     * clean.
     */
    public static ObjectNode sarif(List<AnalysisReport> reports, List<String> failures, String version, Path root,
                                   Optional<URI> docsPage) {
        ObjectNode log = Json.object();
        log.put("$schema", SARIF_SCHEMA);
        log.put("version", "2.1.0");
        ObjectNode run = log.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "KernelScope");
        driver.put("semanticVersion", version.replaceAll("[^0-9.].*$", "").isEmpty() ? "0.0.0"
                : version.replaceAll("[^0-9.].*$", ""));
        docsPage.ifPresent(page -> driver.put("informationUri", page.toString()));
        ArrayNode rules = driver.putArray("rules");
        for (Rule rule : Rule.values()) {
            ObjectNode r = rules.addObject();
            r.put("id", rule.id());
            r.put("name", camel(rule.name()));
            r.putObject("shortDescription").put("text", rule.title());
            r.putObject("fullDescription").put("text", rule.description());
            docsPage.ifPresent(page -> r.put("helpUri", page.resolve("#" + rule.docsAnchor()).toString()));
            ObjectNode help = r.putObject("help");
            help.put("text", rule.description() + " Source: " + rule.source() + ".");
            help.put("markdown", "**" + rule.id() + ": " + rule.title() + "**\n\n" + rule.description()
                    + "\n\nSource: " + rule.source() + ". Details: docs/analyze.md, section " + rule.id() + ".");
            r.putObject("defaultConfiguration").put("level", rule.severity().sarifLevel());
            r.putObject("properties").put("source", rule.source());
        }
        ObjectNode invocation = run.putArray("invocations").addObject();
        invocation.put("executionSuccessful", failures.isEmpty());
        if (!failures.isEmpty()) {
            ArrayNode notifications = invocation.putArray("toolExecutionNotifications");
            failures.forEach(failure -> notifications.addObject().put("level", "error").putObject("message")
                    .put("text", failure));
        }
        ArrayNode results = run.putArray("results");
        for (AnalysisReport report : reports) {
            for (Finding finding : report.findings()) {
                ObjectNode result = results.addObject();
                result.put("ruleId", finding.rule().id());
                result.put("ruleIndex", finding.rule().ordinal());
                result.put("level", finding.severity().sarifLevel());
                result.putObject("message").put("text", finding.message()
                        + (finding.estimate().isEmpty() ? "" : " (estimate: " + finding.estimate() + ")"));
                ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
                physical.putObject("artifactLocation").put("uri", uri(finding.location().file(), root));
                ObjectNode region = physical.putObject("region");
                region.put("startLine", Math.max(1, finding.location().line()));
                region.put("startColumn", Math.max(1, finding.location().column()));
                result.putObject("partialFingerprints").put("primaryLocationLineHash/v1", fingerprint(finding));
                result.putObject("properties").put("kernel", finding.kernel()).put("estimate", finding.estimate());
            }
        }
        return log;
    }

    /**
     * A URI reference relative to {@code root} (forward slashes, each segment percent-encoded), or an absolute file:
     * URI when the file lies outside it. SARIF's artifactLocation.uri must be a valid RFC 3986 URI reference: a file
     * named "100% x.cl" written as given broke the schema, and codeql-action's upload, which percent-decodes the URI,
     * dropped that location; "../x.cl" or "/tmp/x.cl" named no file of the repository either way.
     */
    static String uri(String file, Path root) {
        Path path = Path.of(file).toAbsolutePath().normalize();
        Path base = root.toAbsolutePath().normalize();
        if (!path.startsWith(base) || path.equals(base)) {
            return path.toUri().toASCIIString();
        }
        StringBuilder uri = new StringBuilder();
        for (Path segment : base.relativize(path)) {
            uri.append(uri.isEmpty() ? "" : "/").append(percentEncoded(segment.toString()));
        }
        return uri.toString();
    }

    /** RFC 3986 path segment: unreserved characters, sub-delims and '@' stay, every other UTF-8 byte is %XX. */
    private static String percentEncoded(String segment) {
        StringBuilder out = new StringBuilder();
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "-._~!$&'()*+,;=@".indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(HexFormat.of().withUpperCase().toHexDigits(b));
            }
        }
        return out.toString();
    }

    /** Stable across unrelated edits: rule, kernel and message (not the line number). */
    static String fingerprint(Finding finding) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] hash = sha.digest((finding.rule().id() + "|" + finding.kernel() + "|" + finding.message()
                    .replaceAll("line \\d+", "line"))
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 16);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static String camel(String constant) {
        StringBuilder out = new StringBuilder();
        for (String part : constant.toLowerCase(Locale.ROOT).split("_")) {
            out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return out.toString();
    }
}
