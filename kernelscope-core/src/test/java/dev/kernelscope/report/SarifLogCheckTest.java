/*
 * SarifLogCheck finds what it claims to: a small log that code scanning takes passes, and each way of breaking it
 * (a schema violation, or a gap the schema allows) is named. Without this the conformance tests could pass on a
 * check that checks nothing.
 */
package dev.kernelscope.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SarifLogCheckTest {
    private static final String GOOD = """
            {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
             "runs": [{"tool": {"driver": {"name": "KernelScope", "rules": [
                 {"id": "KS-A", "shortDescription": {"text": "a"}, "fullDescription": {"text": "a a"},
                  "help": {"text": "a a a"}},
                 {"id": "KS-B", "shortDescription": {"text": "b"}, "fullDescription": {"text": "b b"},
                  "help": {"text": "b b b"}}]}},
               "results": [{"ruleId": "KS-B", "ruleIndex": 1, "level": "warning", "message": {"text": "slow"},
                 "locations": [{"physicalLocation": {"artifactLocation": {"uri": "kernels/k.cl"},
                   "region": {"startLine": 3, "startColumn": 5}}}],
                 "partialFingerprints": {"kernelscope/v1": "0123"}}]}]}
            """;

    @Test
    void aLogCodeScanningTakesPasses() {
        assertThat(SarifLogCheck.schemaViolations(GOOD)).isEmpty();
        assertThat(SarifLogCheck.codeScanningGaps(GOOD)).isEmpty();
    }

    @Test
    void schemaViolationsAreFound() {
        assertThat(SarifLogCheck.schemaViolations(GOOD.replace("\"version\": \"2.1.0\"", "\"version\": \"2.0\"")))
                .isNotEmpty();
        assertThat(SarifLogCheck.schemaViolations(GOOD.replace("\"level\": \"warning\"", "\"level\": \"fatal\"")))
                .isNotEmpty();
        assertThat(SarifLogCheck.schemaViolations(GOOD.replace("\"startLine\": 3", "\"startLine\": 0")))
                .isNotEmpty();
        assertThat(SarifLogCheck.schemaViolations(GOOD.replace("\"ruleIndex\": 1", "\"ruleIndex\": 1, \"extra\": 1")))
                .as("result forbids properties it does not define").isNotEmpty();
        assertThat(SarifLogCheck.schemaViolations(GOOD.replace("kernels/k.cl", "my kernels/k.cl")))
                .as("a space is not allowed in a URI reference").isNotEmpty();
    }

    @Test
    void codeScanningGapsTheSchemaAllowsAreFound() {
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("\"ruleIndex\": 1", "\"ruleIndex\": 0")))
                .singleElement().asString().contains("ruleIndex 0");
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("\"ruleId\": \"KS-B\"", "\"ruleId\": \"KS-C\"")))
                .anyMatch(gap -> gap.contains("names no rule"));
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("\"help\": {\"text\": \"a a a\"}",
                "\"help\": {\"text\": \"\"}"))).singleElement().asString().contains("rules[0].help.text");
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("{\"kernelscope/v1\": \"0123\"}", "{}")))
                .singleElement().asString().contains("partialFingerprints");
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("kernels/k.cl", "/home/me/kernels/k.cl")))
                .singleElement().asString().contains("neither relative");
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("kernels/k.cl", "../k.cl")))
                .singleElement().asString().contains("neither relative");
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("kernels/k.cl", "file:///home/me/k.cl"))).isEmpty();
        assertThat(SarifLogCheck.codeScanningGaps(GOOD.replace("\"help\": {\"text\": \"b b b\"}",
                "\"help\": {\"text\": \"b b b\"}, \"properties\": {\"security-severity\": \"7.5\"}")))
                .singleElement().asString().contains("without the tag 'security'");
    }
}
