/*
 * One operand of a VOPD half: a VGPR (v12), or anything else (SGPR, constant, literal), which takes no VGPR bank.
 */
package dev.kernelscope.model.isa;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public record VopdOperand(String text, OptionalInt vgpr) {
    /** VGPR banks on RDNA3: bank = register number mod 4 (RDNA3 ISA guide; LLVM VOPD_VGPR_BANK_MASKS uses & 3). */
    public static final int VGPR_BANKS = 4;

    private static final Pattern VGPR = Pattern.compile("v(\\d+)|v\\[(\\d+)(?::\\d+)?\\]");

    public static VopdOperand parse(String text) {
        String trimmed = text.strip();
        Matcher match = VGPR.matcher(trimmed);
        if (match.matches()) {
            String digits = match.group(1) != null ? match.group(1) : match.group(2);
            return new VopdOperand(trimmed, OptionalInt.of(Integer.parseInt(digits)));
        }
        return new VopdOperand(trimmed, OptionalInt.empty());
    }

    public boolean isVgpr() {
        return vgpr.isPresent();
    }

    public int bank() {
        return vgpr.orElseThrow() % VGPR_BANKS;
    }

    /**
     * A literal constant: a number the encoding cannot hold as an inline constant (integers -16..64 and
     * +-0.5, 1.0, 2.0, 4.0 are inline; RDNA3 ISA guide, scalar operand encodings).
     */
    public boolean isLiteral() {
        String body = text.startsWith("-") ? text.substring(1) : text;
        try {
            long value;
            if (body.startsWith("0x")) {
                value = Long.parseLong(body.substring(2), 16);
            } else if (body.matches("\\d+")) {
                value = Long.parseLong(body);
            } else if (body.matches("\\d*\\.\\d+(e-?\\d+)?|\\d+\\.\\d*(e-?\\d+)?")) {
                double number = Double.parseDouble(body);
                return !(number == 0.0 || number == 0.5 || number == 1.0 || number == 2.0 || number == 4.0);
            } else {
                return false;
            }
            long signed = text.startsWith("-") ? -value : value;
            return signed < -16 || signed > 64;
        } catch (NumberFormatException tooLarge) {
            return true;
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
