/*
 * What one AMDGPU instruction is to the simulator: the step it issues as (VALU, transcendental, vector or scalar
 * memory, LDS, barrier, or nothing for scalar ALU and branches), the s_waitcnt counter it counts in, the bytes a wave
 * moves, and the counters an s_waitcnt spelling waits for (gfx9-11 and gfx12's split waits).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.isa.AmdInstruction;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

final class AmdClass {
    /** The two counters the program's waits read: vector memory (vmcnt) and LDS plus scalar memory (lgkmcnt). */
    enum Counter { VM, LGKM }

    private static final Pattern COUNTER = Pattern.compile("(vmcnt|lgkmcnt|expcnt|vscnt)\\((\\d+)\\)");
    private static final Pattern WAIT_SPLIT = Pattern.compile("s_wait(?:cnt_)?(vmcnt|lgkmcnt|loadcnt|dscnt|kmcnt|"
            + "samplecnt|bvhcnt)\\s+(?:null\\s*,\\s*)?(0x[0-9a-fA-F]+|\\d+)");
    private static final Pattern DWORDS = Pattern.compile("_(?:dword|b)(x?)(\\d*)");

    private AmdClass() {
    }

    /** The step an instruction issues as, null for what the program leaves out (scalar ALU, branches, waits). */
    static StepKind step(AmdInstruction in) {
        String op = in.mnemonic();
        return switch (in.kind()) {
            case VALU, VALU_DUAL -> transcendental(op) ? StepKind.SFU : StepKind.ALU;
            case VECTOR_LOAD -> StepKind.MEM;
            case VECTOR_STORE -> StepKind.STORE;
            case SCRATCH -> op.contains("_store") ? StepKind.STORE : StepKind.MEM;
            case LDS -> op.startsWith("ds_write") || op.startsWith("ds_store") || (op.contains("_add")
                    || op.contains("_min") || op.contains("_max") || op.contains("_and") || op.contains("_or"))
                    && !op.contains("_rtn") ? StepKind.STS : StepKind.LDS;
            case SCALAR_MEMORY -> op.startsWith("s_load") || op.startsWith("s_buffer_load") ? StepKind.MEM : null;
            case CONTROL -> op.startsWith("s_barrier") && !op.equals("s_barrier_signal_isfirst") ? StepKind.BARRIER : null;
            default -> null;
        };
    }

    private static boolean transcendental(String op) {
        return op.matches("v_(exp|log|rcp|rsq|sqrt|sin|cos)(_legacy)?_f(16|32|64).*");
    }

    /** The counter an instruction counts in, null for none; {@code storesCountAsVm} on gfx9 and older. */
    static Counter counter(AmdInstruction in, boolean storesCountAsVm) {
        return switch (in.kind()) {
            case VECTOR_LOAD -> Counter.VM;
            case VECTOR_STORE -> storesCountAsVm ? Counter.VM : null;
            case SCRATCH -> in.mnemonic().contains("_store") ? (storesCountAsVm ? Counter.VM : null) : Counter.VM;
            case LDS, SCALAR_MEMORY -> Counter.LGKM;
            default -> null;
        };
    }

    /** Bytes one wave moves: the opcode's width times the lanes (one value for scalar memory). */
    static int bytes(AmdInstruction in, int wave) {
        String op = in.mnemonic();
        int perLane;
        if (op.matches(".*_(u|s)?byte.*|.*_[ui]8(_|$).*|.*_b8(_|$).*")) {
            perLane = 1;
        } else if (op.matches(".*_(u|s)?short.*|.*_[uif]16(_|$).*|.*_b16(_|$).*|.*_d16.*")) {
            perLane = 2;
        } else {
            Matcher m = DWORDS.matcher(op);
            int width = 4;
            if (m.find()) {
                String digits = m.group(2);
                if (m.group(1).equals("x")) {
                    width = 4 * (digits.isEmpty() ? 1 : Integer.parseInt(digits));
                } else if (!digits.isEmpty()) {
                    width = Integer.parseInt(digits) / 8;        // _b32, _b64, _b96, _b128
                }
            }
            perLane = Math.max(1, width);
        }
        return in.kind() == AmdInstruction.Kind.SCALAR_MEMORY ? perLane : perLane * wave;
    }

    /** The counters an s_waitcnt (any spelling) waits for, with their counts; empty for any other instruction. */
    static Map<Counter, Integer> waits(AmdInstruction in) {
        String op = in.mnemonic();
        if (!op.startsWith("s_wait")) {
            return Map.of();
        }
        Map<Counter, Integer> waits = new TreeMap<>();
        String text = in.text();
        Matcher named = COUNTER.matcher(text);
        boolean any = false;
        while (named.find()) {
            any = true;
            Counter c = switch (named.group(1)) {
                case "vmcnt" -> Counter.VM;
                case "lgkmcnt" -> Counter.LGKM;
                default -> null;       // expcnt, vscnt: exports and stores, which produce nothing to wait for here
            };
            if (c != null) {
                waits.merge(c, Integer.parseInt(named.group(2)), Math::min);
            }
        }
        Matcher split = WAIT_SPLIT.matcher(text);
        if (split.find()) {
            any = true;
            String value = split.group(2);
            int n = value.startsWith("0x") ? Integer.parseInt(value.substring(2), 16) : Integer.parseInt(value);
            Counter c = switch (split.group(1)) {
                case "vmcnt", "loadcnt", "samplecnt", "bvhcnt" -> Counter.VM;
                default -> Counter.LGKM;            // lgkmcnt, dscnt, kmcnt
            };
            waits.merge(c, n, Math::min);
        }
        if (!any && op.equals("s_waitcnt")) {
            waits.put(Counter.VM, 0);                 // a raw immediate (s_waitcnt 0): read as waiting for everything
            waits.put(Counter.LGKM, 0);
        }
        return waits;
    }

    /** gfx9 and older count vector stores in vmcnt; gfx10 and later in their own vscnt. */
    static boolean gfx9OrOlder(String target) {
        String t = target.toLowerCase(Locale.ROOT);
        return t.length() == 6 && t.startsWith("gfx") && Character.isDigit(t.charAt(3)) && t.charAt(3) <= '9';
    }
}
