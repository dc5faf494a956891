/*
 * Checks a SARIF log the product wrote: against OASIS's SARIF 2.1.0 JSON schema (vendored under
 * src/test/resources/dev/kernelscope/report/sarif, provenance in its README), and against what GitHub code scanning
 * asks beyond the schema ("SARIF support for code scanning" on docs.github.com). Each check returns its violations.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public final class SarifLogCheck {
    /** GitHub's upload limits ("SARIF support for code scanning", upload limits): larger logs are refused or cut. */
    private static final int MAX_RUNS = 20;
    private static final int MAX_RESULTS_PER_RUN = 25_000;
    private static final int MAX_RULES_PER_RUN = 25_000;
    private static final int MAX_TAGS_PER_RULE = 20;
    /** Code scanning reads at most this many locations of a result. */
    private static final int MAX_LOCATIONS_PER_RESULT = 10;

    /** Loaded once: parsing the 113 kB schema costs about a tenth of a second. */
    private static final Schema SCHEMA = loadSchema();

    private SarifLogCheck() {}

    /** Fails the test with every schema violation and code-scanning gap of {@code sarif}, if it has any. */
    public static void assertConforms(String sarif) {
        org.assertj.core.api.Assertions.assertThat(schemaViolations(sarif)).as("SARIF 2.1.0 schema violations")
                .isEmpty();
        org.assertj.core.api.Assertions.assertThat(codeScanningGaps(sarif)).as("what GitHub code scanning misses")
                .isEmpty();
    }

    /** Where {@code sarif} breaks the SARIF 2.1.0 schema, formats (uri, uri-reference, date-time) included. */
    public static List<String> schemaViolations(String sarif) {
        return SCHEMA.validate(sarif, InputFormat.JSON).stream()
                .map(error -> error.getInstanceLocation() + ": " + error.getMessage())
                .toList();
    }

    /** Where {@code sarif} misses what GitHub code scanning needs that the schema leaves optional. */
    public static List<String> codeScanningGaps(String sarif) {
        JsonNode log;
        try {
            log = Json.mapper().readTree(sarif);
        } catch (JsonProcessingException e) {
            return List.of("not JSON: " + e.getOriginalMessage());
        }
        List<String> gaps = new ArrayList<>();
        if (!"2.1.0".equals(log.path("version").asText())) {
            gaps.add("version is not 2.1.0");
        }
        JsonNode runs = log.path("runs");
        if (runs.isEmpty() || runs.size() > MAX_RUNS) {
            gaps.add("runs: " + runs.size() + ", code scanning takes 1 to " + MAX_RUNS);
        }
        for (int r = 0; r < runs.size(); r++) {
            checkRun(runs.get(r), "runs[" + r + "]", gaps);
        }
        return gaps;
    }

    private static void checkRun(JsonNode run, String at, List<String> gaps) {
        JsonNode driver = run.path("tool").path("driver");
        if (driver.path("name").asText().isBlank()) {
            gaps.add(at + ".tool.driver.name is missing");
        }
        JsonNode rules = driver.path("rules");
        if (rules.size() > MAX_RULES_PER_RUN) {
            gaps.add(at + ": " + rules.size() + " rules, more than " + MAX_RULES_PER_RUN);
        }
        Set<String> ruleIds = new HashSet<>();
        for (int i = 0; i < rules.size(); i++) {
            JsonNode rule = rules.get(i);
            String ruleAt = at + ".tool.driver.rules[" + i + "]";
            if (!ruleIds.add(rule.path("id").asText())) {
                gaps.add(ruleAt + ".id '" + rule.path("id").asText() + "' is not unique");
            }
            for (String text : List.of("shortDescription", "fullDescription", "help")) {
                if (rule.path(text).path("text").asText().isBlank()) {
                    gaps.add(ruleAt + "." + text + ".text is missing (code scanning shows it on the alert)");
                }
            }
            checkRuleProperties(rule.path("properties"), ruleAt + ".properties", gaps);
        }
        JsonNode results = run.path("results");
        if (results.size() > MAX_RESULTS_PER_RUN) {
            gaps.add(at + ": " + results.size() + " results, more than " + MAX_RESULTS_PER_RUN);
        }
        for (int i = 0; i < results.size(); i++) {
            checkResult(results.get(i), rules, ruleIds, at + ".results[" + i + "]", gaps);
        }
    }

    private static void checkRuleProperties(JsonNode properties, String at, List<String> gaps) {
        JsonNode tags = properties.path("tags");
        if (tags.size() > MAX_TAGS_PER_RULE) {
            gaps.add(at + ".tags: " + tags.size() + ", code scanning reads " + MAX_TAGS_PER_RULE);
        }
        JsonNode severity = properties.path("security-severity");
        if (!severity.isMissingNode()) {
            boolean security = false;
            for (JsonNode tag : tags) {
                security |= tag.asText().equals("security");
            }
            if (!security) {
                gaps.add(at + ".security-severity without the tag 'security' (code scanning ignores it)");
            }
            double score = severity.isTextual() ? parseOrNaN(severity.asText()) : Double.NaN;
            if (!(score >= 0.0 && score <= 10.0)) {
                gaps.add(at + ".security-severity '" + severity + "' is not a string holding a score 0.0 to 10.0");
            }
        }
    }

    private static void checkResult(JsonNode result, JsonNode rules, Set<String> ruleIds, String at,
            List<String> gaps) {
        String ruleId = result.path("ruleId").asText();
        if (!ruleIds.contains(ruleId)) {
            gaps.add(at + ".ruleId '" + ruleId + "' names no rule of the driver");
        }
        if (result.has("ruleIndex")) {
            int index = result.get("ruleIndex").asInt(-1);
            if (index < 0 || index >= rules.size() || !rules.get(index).path("id").asText().equals(ruleId)) {
                gaps.add(at + ".ruleIndex " + index + " is not the index of rule '" + ruleId + "'");
            }
        }
        if (result.path("message").path("text").asText().isBlank()) {
            gaps.add(at + ".message.text is missing");
        }
        JsonNode locations = result.path("locations");
        if (locations.isEmpty() || locations.size() > MAX_LOCATIONS_PER_RESULT) {
            gaps.add(at + ".locations: " + locations.size() + ", code scanning needs 1 to "
                    + MAX_LOCATIONS_PER_RESULT);
        }
        for (int i = 0; i < locations.size(); i++) {
            checkLocation(locations.get(i).path("physicalLocation"), at + ".locations[" + i + "].physicalLocation",
                    gaps);
        }
        JsonNode fingerprints = result.path("partialFingerprints");
        if (fingerprints.isEmpty()) {
            gaps.add(at + ".partialFingerprints is missing (alerts would repeat across runs)");
        }
        fingerprints.properties().forEach(entry -> {
            if (!entry.getValue().isTextual() || entry.getValue().asText().isBlank()) {
                gaps.add(at + ".partialFingerprints." + entry.getKey() + " is not a non-empty string");
            }
        });
    }

    /**
     * GitHub maps a location to a file of the repository through a URI relative to its root (forward slashes, no
     * leading slash, no dot segments), or an absolute file: URI; anything else shows the alert without its file.
     */
    private static void checkLocation(JsonNode physical, String at, List<String> gaps) {
        String uri = physical.path("artifactLocation").path("uri").asText();
        try {
            URI parsed = new URI(uri);
            boolean relative = parsed.getScheme() == null && !uri.isEmpty() && !uri.startsWith("/")
                    && parsed.normalize().toString().equals(uri) && !uri.startsWith("../");
            boolean fileUri = "file".equals(parsed.getScheme()) && parsed.getPath() != null
                    && parsed.getPath().startsWith("/");
            if (!relative && !fileUri) {
                gaps.add(at + ".artifactLocation.uri '" + uri + "' is neither relative to the repository root nor "
                        + "a file: URI");
            }
        } catch (URISyntaxException e) {
            gaps.add(at + ".artifactLocation.uri '" + uri + "' is not a URI: " + e.getReason());
        }
        JsonNode region = physical.path("region");
        if (region.path("startLine").asInt(0) < 1) {
            gaps.add(at + ".region.startLine is missing or below 1");
        }
        if (region.has("startColumn") && region.get("startColumn").asInt(0) < 1) {
            gaps.add(at + ".region.startColumn is below 1");
        }
    }

    private static double parseOrNaN(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static Schema loadSchema() {
        // Draft-04, as the file's $schema says; formats are asserted (draft-04 leaves that to the validator).
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4,
                builder -> builder.schemaRegistryConfig(SchemaRegistryConfig.builder()
                        .formatAssertionsEnabled(true).build()));
        try (InputStream in = SarifLogCheck.class.getResourceAsStream("sarif/sarif-schema-2.1.0.json")) {
            if (in == null) {
                throw new IllegalStateException("sarif/sarif-schema-2.1.0.json is not on the test class path");
            }
            return registry.getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
