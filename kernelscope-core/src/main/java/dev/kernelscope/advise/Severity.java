/*
 * How serious a finding is, with SARIF's level names: error (wrong results), warning (slow), note (worth a look).
 */
package dev.kernelscope.advise;

public enum Severity {
    ERROR, WARNING, NOTE;

    /** SARIF 2.1.0 result.level. */
    public String sarifLevel() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
