/*
 * One instruction of an AMDGPU assembly listing (GCN, CDNA, RDNA as LLVM prints it): its mnemonic, its class
 * (scalar or vector ALU, scalar or vector memory, LDS, branch) and the vector registers it writes and reads, the
 * facts the live-range and address-math analyses need. VOPD (v_dual_X :: v_dual_Y) counts as one instruction.
 */
package dev.kernelscope.model.isa;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * @param lineNumber the listing's line (1-based)
 * @param mnemonic the opcode (of the X half for VOPD)
 * @param text the instruction as written, without comment
 * @param kind its class
 * @param defs vector registers written (VGPR n as n, AGPR n as {@link #AGPR_BASE} + n)
 * @param uses vector registers read (an accumulating or partial write also reads its destination)
 * @param addressRegisters the vector registers of a memory instruction's address (empty otherwise)
 * @param scalarBase whether a global load or store takes its base from SGPRs (`v_offset, s[base:base+1]`) or is a
 *        buffer access (SGPR descriptor); false for a 64-bit VGPR address (`v[a:a+1], off`) or a flat access
 */
public record AmdInstruction(int lineNumber, String mnemonic, String text, Kind kind, int[] defs, int[] uses,
        int[] addressRegisters, boolean scalarBase) {

    /** AGPRs (CDNA's accumulation registers) are numbered from here, after the 512 VGPR names. */
    public static final int AGPR_BASE = 512;

    public enum Kind {
        /** s_load / s_buffer_load / s_store: scalar memory, one value per wave into SGPRs. */
        SCALAR_MEMORY,
        /** global / buffer / flat / image loads. */
        VECTOR_LOAD,
        /** global / buffer / flat / image stores and atomics. */
        VECTOR_STORE,
        /** scratch_* (and buffer accesses to the private segment are not told apart): spills and private arrays. */
        SCRATCH,
        /** ds_*: LDS (local memory). */
        LDS,
        /** v_*: one operation per lane. */
        VALU,
        /** v_dual_*: two VALU operations issued together (RDNA3). */
        VALU_DUAL,
        /** s_* ALU: one operation per wave. */
        SALU,
        /** s_branch, s_cbranch_*, s_setpc, s_swappc, s_endpgm. */
        BRANCH,
        /** s_waitcnt, s_nop, s_delay_alu, s_clause, s_barrier and other scheduling or synchronization. */
        CONTROL
    }

    private static final Pattern RANGE = Pattern.compile("(?<![\\w.])([vsa])\\[(\\d+):(\\d+)\\]");
    private static final Pattern SINGLE = Pattern.compile("(?<![\\w.\\[])([vsa])(\\d+)(?![\\w\\]])");

    /** Parses one instruction line (label and directive lines are the listing's business). */
    public static AmdInstruction parse(int lineNumber, String code) {
        String text = code.strip();
        String[] halves = text.split("::", -1);
        List<Integer> defs = new ArrayList<>();
        List<Integer> uses = new ArrayList<>();
        int[] address = new int[0];
        boolean scalarBase = false;
        String mnemonic = firstWord(halves[0]);
        Kind kind = kind(mnemonic, halves.length > 1);
        for (String half : halves) {
            String op = firstWord(half);
            String operands = half.strip().substring(op.length());
            List<String> parts = splitOperands(operands);
            boolean writesFirst = writesFirstOperand(op, operands);
            for (int i = 0; i < parts.size(); i++) {
                List<Integer> registers = vectorRegisters(parts.get(i));
                if (i == 0 && writesFirst) {
                    defs.addAll(registers);
                    if (accumulates(op, operands)) {
                        uses.addAll(registers);
                    }
                } else {
                    uses.addAll(registers);
                }
            }
            if (kind == Kind.VECTOR_LOAD || kind == Kind.VECTOR_STORE || kind == Kind.SCRATCH || kind == Kind.LDS) {
                // the address follows the destination; buffer accesses (vdata, vaddr, srsrc) always name data first
                int addressIndex = writesFirst || op.startsWith("buffer_") || op.startsWith("tbuffer_") ? 1 : 0;
                if (addressIndex < parts.size()) {
                    address = toArray(vectorRegisters(parts.get(addressIndex)));
                }
                scalarBase = op.startsWith("buffer_") || op.startsWith("tbuffer_")
                        || (op.startsWith("global_") && operands.contains("s[") && !operands.matches(".*,\\s*off\\b.*"));
            }
        }
        return new AmdInstruction(lineNumber, mnemonic, text, kind, toArray(defs), toArray(uses), address, scalarBase);
    }

    /** The number of VGPRs (not AGPRs) this instruction writes. */
    public int vgprDefs() {
        int n = 0;
        for (int d : defs) {
            n += d < AGPR_BASE ? 1 : 0;
        }
        return n;
    }

    public boolean isGlobalLoad() {
        return kind == Kind.VECTOR_LOAD;
    }

    /** Whether it is vector ALU work (VOPD counts as two operations). */
    public boolean isValu() {
        return kind == Kind.VALU || kind == Kind.VALU_DUAL;
    }

    /** A register's listing name: v12 or a3. */
    public static String registerName(int register) {
        return register >= AGPR_BASE ? "a" + (register - AGPR_BASE) : "v" + register;
    }

    static Kind kind(String op, boolean dual) {
        if (dual || op.startsWith("v_dual_")) {
            return Kind.VALU_DUAL;
        }
        if (op.startsWith("v_")) {
            return Kind.VALU;
        }
        if (op.startsWith("ds_")) {
            return Kind.LDS;
        }
        if (op.startsWith("scratch_")) {
            return Kind.SCRATCH;
        }
        if (op.startsWith("buffer_gl") || op.contains("wbinv") || op.startsWith("buffer_inv") || op.startsWith("buffer_wb")) {
            return Kind.CONTROL;   // cache invalidate / write-back (buffer_gl0_inv, buffer_wbinvl1_vol), no data
        }
        if (op.startsWith("global_") || op.startsWith("buffer_") || op.startsWith("flat_") || op.startsWith("image_")
                || op.startsWith("tbuffer_")) {
            return isStoreLike(op) ? Kind.VECTOR_STORE : Kind.VECTOR_LOAD;
        }
        if (op.startsWith("s_load") || op.startsWith("s_buffer_load") || op.startsWith("s_store")
                || op.startsWith("s_buffer_store") || op.startsWith("s_scratch_") || op.startsWith("s_dcache")) {
            return Kind.SCALAR_MEMORY;
        }
        if (op.equals("s_branch") || op.startsWith("s_cbranch") || op.startsWith("s_setpc") || op.startsWith("s_swappc")
                || op.startsWith("s_call") || op.equals("s_endpgm")) {
            return Kind.BRANCH;
        }
        if (op.startsWith("s_waitcnt") || op.equals("s_nop") || op.startsWith("s_delay_alu") || op.startsWith("s_clause")
                || op.startsWith("s_barrier") || op.startsWith("s_sendmsg") || op.startsWith("s_sleep")
                || op.startsWith("s_inst_prefetch") || op.startsWith("s_set_inst_prefetch") || op.startsWith("s_setprio")
                || op.startsWith("s_wait")) {
            return Kind.CONTROL;
        }
        return Kind.SALU;
    }

    private static boolean isStoreLike(String op) {
        return op.contains("_store") || op.startsWith("ds_write") || op.contains("_atomic");
    }

    /** Whether the first operand is a destination (a vector one counts as a def). */
    private static boolean writesFirstOperand(String op, String operands) {
        if (op.startsWith("s_") || op.startsWith("v_cmpx")) {
            return false;   // v_cmpx (gfx10+) writes EXEC and names no destination
        }
        if (op.contains("_atomic")) {
            return operands.matches(".*\\b(glc|sc0)\\b.*");   // the returning forms
        }
        if (op.startsWith("ds_")) {
            return op.startsWith("ds_read") || op.startsWith("ds_load") || op.contains("_rtn") || op.startsWith("ds_swizzle")
                    || op.contains("permute") || op.startsWith("ds_append") || op.startsWith("ds_consume")
                    || op.startsWith("ds_gws") && false;
        }
        return !isStoreLike(op);
    }

    /** A write that keeps part of the old value: accumulators, lane writes, 16-bit loads into one half. */
    private static boolean accumulates(String op, String operands) {
        return op.contains("mac_") || op.contains("fmac") || op.startsWith("v_writelane") || op.contains("_d16")
                || op.matches("v_dot\\d+c_.*") || op.startsWith("v_swap") || operands.contains("op_sel:[0,0,0,1]")
                || operands.contains("dst_sel:");
    }

    private static String firstWord(String half) {
        String s = half.strip();
        int space = indexOfSpace(s);
        return (space < 0 ? s : s.substring(0, space)).toLowerCase(Locale.ROOT);
    }

    private static int indexOfSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Operands split at top-level commas (a register range's ':' and a modifier's brackets stay whole). */
    private static List<String> splitOperands(String operands) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < operands.length(); i++) {
            char c = operands.charAt(i);
            if (c == '[' || c == '(') {
                depth++;
            } else if (c == ']' || c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(operands.substring(start, i));
                start = i + 1;
            }
        }
        if (start < operands.length() && !operands.substring(start).isBlank()) {
            parts.add(operands.substring(start));
        }
        return parts;
    }

    static List<Integer> vectorRegisters(String operand) {
        List<Integer> registers = new ArrayList<>();
        Matcher range = RANGE.matcher(operand);
        while (range.find()) {
            if (!range.group(1).equals("s")) {
                int base = range.group(1).equals("a") ? AGPR_BASE : 0;
                for (int r = Integer.parseInt(range.group(2)); r <= Integer.parseInt(range.group(3)); r++) {
                    registers.add(base + r);
                }
            }
        }
        Matcher single = SINGLE.matcher(operand);
        while (single.find()) {
            if (!single.group(1).equals("s")) {
                registers.add((single.group(1).equals("a") ? AGPR_BASE : 0) + Integer.parseInt(single.group(2)));
            }
        }
        return registers;
    }

    private static int[] toArray(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).distinct().toArray();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AmdInstruction o && o.lineNumber == lineNumber && o.text.equals(text);
    }

    @Override
    public int hashCode() {
        return 31 * lineNumber + text.hashCode();
    }

    @Override
    public String toString() {
        return lineNumber + ": " + text;
    }
}
