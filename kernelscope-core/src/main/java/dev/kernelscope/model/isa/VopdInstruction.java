/*
 * A VOPD (dual-issue) line of an RDNA3 listing: `OPX :: OPY`, parsed from the text hipcc --save-temps or
 * llvm-objdump writes (comments after ';' or '//' and encodings are ignored).
 */
package dev.kernelscope.model.isa;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public record VopdInstruction(int lineNumber, String text, VopdHalf x, VopdHalf y) {
    /** The instruction part of a listing line, or empty when the line holds no v_dual_ instruction. */
    public static Optional<VopdInstruction> parseLine(int lineNumber, String line) {
        String code = line;
        int comment = indexOfComment(code);
        if (comment >= 0) {
            code = code.substring(0, comment);
        }
        code = code.strip();
        if (!code.startsWith("v_dual_")) {
            return Optional.empty();
        }
        String[] halves = code.split("::", -1);
        if (halves.length != 2) {
            throw new InvalidInputException("line " + lineNumber + ": a VOPD instruction has two halves joined by"
                    + " '::', not '" + code + "'.");
        }
        return Optional.of(new VopdInstruction(lineNumber, code, half(lineNumber, halves[0]),
                half(lineNumber, halves[1])));
    }

    private static int indexOfComment(String line) {
        int semicolon = line.indexOf(';');
        int slashes = line.indexOf("//");
        if (semicolon < 0) {
            return slashes;
        }
        return slashes < 0 ? semicolon : Math.min(semicolon, slashes);
    }

    private static VopdHalf half(int lineNumber, String text) {
        String stripped = text.strip();
        int space = stripped.indexOf(' ');
        if (space < 0 || !stripped.startsWith("v_dual_")) {
            throw new InvalidInputException("line " + lineNumber + ": '" + stripped + "' is not a v_dual_ opcode"
                    + " with operands.");
        }
        String opcode = stripped.substring(0, space);
        List<VopdOperand> operands = new ArrayList<>();
        for (String operand : stripped.substring(space + 1).split(",")) {
            if (!operand.isBlank()) {
                operands.add(VopdOperand.parse(operand));
            }
        }
        if (operands.size() < 2) {
            throw new InvalidInputException("line " + lineNumber + ": " + opcode + " needs a destination and at"
                    + " least one source.");
        }
        VopdOperand destination = operands.getFirst();
        List<VopdOperand> sources = new ArrayList<>(operands.subList(1, operands.size()));
        Optional<VopdOperand> literalK = Optional.empty();
        // fmamk: dst, src0, K, vsrc1; fmaak: dst, src0, vsrc1, K (RDNA3 ISA VOPD table).
        int literalIndex = opcode.startsWith("v_dual_fmamk") ? 1 : opcode.startsWith("v_dual_fmaak") ? 2 : -1;
        if (literalIndex >= 0 && literalIndex < sources.size()) {
            literalK = Optional.of(sources.remove(literalIndex));
        }
        return new VopdHalf(opcode, destination, sources, literalK);
    }
}
