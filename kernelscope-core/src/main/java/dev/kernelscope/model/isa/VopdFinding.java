/*
 * One thing the VOPD checker says about one line: a RULE break makes the pair illegal (the assembler rejects it or
 * the hardware cannot dual-issue it); a BANK note is legal but costs (two VGPRs of one bank read together: a VGPR
 * cache hit at best, a bank conflict and a stall at worst, seed 004); a WARNING is legal code that rarely means what
 * it says (OPY reading OPX's destination gets the old value).
 */
package dev.kernelscope.model.isa;

public record VopdFinding(int lineNumber, Kind kind, String message) {
    public enum Kind { RULE, WARNING, BANK }

    @Override
    public String toString() {
        return "line " + lineNumber + ": " + kind.name().toLowerCase(java.util.Locale.ROOT) + ": " + message;
    }
}
