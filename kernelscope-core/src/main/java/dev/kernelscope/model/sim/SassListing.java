/*
 * Reads NVIDIA SASS listings as `cuobjdump -sass` and `nvdisasm` (with or without -hex) print them: the kernels
 * ("Function : NAME" or ".text.NAME:"), each instruction's address, predicate, opcode and operands, its encoding's
 * control word where the listing shows it, branch labels, and `cuobjdump -res-usage` lines (registers, shared bytes).
 * Anything it cannot read is an InvalidInputException naming the file and line (exit 2).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class SassListing {
    /** "/*0a60*&#47;  @!P0 BRA `(.L_x_3) ;" : address, optional predicate, opcode with modifiers, operands. */
    private static final Pattern INSTRUCTION = Pattern.compile(
            "^\\s*/\\*([0-9a-fA-F]{4,})\\*/\\s*(@!?U?P[T0-9]+\\s+)?([A-Z][A-Z0-9_]*(?:\\.[A-Za-z0-9_]+)*)([^;]*);(.*)$");
    private static final Pattern ADDRESS_ONLY = Pattern.compile("^\\s*/\\*([0-9a-fA-F]{4,})\\*/\\s*(\\S.*)?$");
    private static final Pattern WORD = Pattern.compile("/\\*\\s*0x([0-9a-fA-F]{16})\\s*\\*/");
    private static final Pattern CUOBJDUMP_FUNCTION = Pattern.compile("^\\s*Function\\s*:\\s*(\\S+)\\s*$");
    private static final Pattern NVDISASM_FUNCTION = Pattern.compile("^\\s*\\.text\\.(\\S+):\\s*$");
    private static final Pattern RESOURCE_FUNCTION = Pattern.compile("^\\s*Function\\s+([^\\s:]+):\\s*$");
    private static final Pattern RESOURCES = Pattern.compile("\\bREG:(\\d+).*\\bSHARED:(\\d+)");
    private static final Pattern LABEL = Pattern.compile("^\\s*(\\.L[\\w.$]*):\\s*$");
    private static final Pattern ARCH = Pattern.compile("(?:code for|\\.target|EF_CUDA_SM)\\s*_?(?:sm_)?(\\d{2,3})");

    /**
     * One instruction.
     * @param line      1-based line in the listing
     * @param predicate "@P0", "@!UP1" or "" (always executes)
     * @param opcode    mnemonic with modifiers, e.g. "LDG.E.128"
     * @param operands  the text between the opcode and ';'
     * @param control   the upper 64-bit word of a 128-bit (Volta and later) encoding, -1 when the listing has none
     */
    public record Instruction(int line, long address, String predicate, String opcode, String operands, long control) {
        /** The mnemonic without modifiers: "LDG". */
        public String mnemonic() {
            int dot = opcode.indexOf('.');
            return dot < 0 ? opcode : opcode.substring(0, dot);
        }

        /** Stall count of the control word (bits 41-44): cycles before the warp's next instruction; -1 if unknown. */
        public int stall() {
            return control < 0 ? -1 : (int) (control >>> 41) & 15;
        }

        /** Scoreboards this instruction waits on (bits 52-57 of the control word); 0 if unknown. */
        public int waitMask() {
            return control < 0 ? 0 : (int) (control >>> 52) & 63;
        }
    }

    /**
     * One kernel of the listing.
     * @param labels     nvdisasm's labels and the address each names
     * @param registers  registers per thread from `cuobjdump -res-usage` lines in the same file, if any
     * @param sharedBytes static shared bytes per block from the same lines, if any
     */
    public record Kernel(String name, int firstLine, int sm, List<Instruction> instructions, Map<String, Long> labels,
                         OptionalInt registers, OptionalInt sharedBytes) {
        public Kernel {
            instructions = List.copyOf(instructions);
            labels = Map.copyOf(labels);
        }

        /**
         * Whether every instruction carries its control word (cuobjdump -sass, nvdisasm -hex, sm_70 and later: two
         * 64-bit words per instruction; a listing that names no architecture is taken as such when it has them).
         */
        public boolean hasControlCodes() {
            return (sm == 0 || sm >= 70) && instructions.stream().allMatch(i -> i.control() >= 0);
        }
    }

    private final String source;
    private final List<Kernel> kernels;

    private SassListing(String source, List<Kernel> kernels) {
        this.source = source;
        this.kernels = List.copyOf(kernels);
    }

    public String source() {
        return source;
    }

    public List<Kernel> kernels() {
        return kernels;
    }

    /** The kernel named {@code name}, or the only one when {@code name} is null; else a message listing them. */
    public Kernel kernel(String name) {
        if (name == null) {
            if (kernels.size() == 1) {
                return kernels.getFirst();
            }
            throw new InvalidInputException(source + " holds " + kernels.size() + " kernels (" + names()
                    + "); choose one with --kernel NAME.");
        }
        List<Kernel> matching = kernels.stream().filter(k -> k.name().equals(name)).toList();
        if (matching.isEmpty()) {
            throw new InvalidInputException(source + " has no kernel '" + name + "'; its kernels are " + names() + ".");
        }
        return matching.getFirst();
    }

    private String names() {
        return String.join(", ", kernels.stream().map(Kernel::name).distinct().toList());
    }

    /** PTX's header lines, which every nvcc -ptx output starts with. */
    private static final Pattern PTX = Pattern.compile("(?m)^\\s*\\.version\\s+\\d+\\.\\d+\\s*$[\\s\\S]*^\\s*\\.target\\s+sm_");

    public static SassListing parse(String source, String text) {
        String[] lines = text.split("\r?\n", -1);
        Map<String, int[]> resources = new HashMap<>();   // name -> {registers, shared}
        for (int n = 0; n < lines.length; n++) {
            Matcher function = RESOURCE_FUNCTION.matcher(lines[n]);
            if (function.matches() && n + 1 < lines.length) {
                Matcher usage = RESOURCES.matcher(lines[n + 1]);
                if (usage.find()) {
                    resources.putIfAbsent(function.group(1), new int[] {Integer.parseInt(usage.group(1)),
                            Integer.parseInt(usage.group(2))});
                }
            }
        }
        List<Kernel> kernels = new ArrayList<>();
        Builder current = null;
        int sm = 0;     // the architecture of the code that follows (a fatbin lists one block per architecture)
        List<String> pendingLabels = new ArrayList<>();
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            Matcher arch = ARCH.matcher(line);
            if (arch.find()) {
                sm = Integer.parseInt(arch.group(1));
                if (current != null && current.instructions.isEmpty()) {
                    current.sm = sm;      // .headerflags after the Function line
                }
            }
            Matcher header = CUOBJDUMP_FUNCTION.matcher(line);
            if (!header.matches()) {
                header = NVDISASM_FUNCTION.matcher(line);
            }
            if (header.matches()) {
                if (current != null) {
                    kernels.add(current.build(source, resources));
                }
                current = new Builder(header.group(1), n + 1);
                current.sm = sm;
                pendingLabels.clear();
                continue;
            }
            Matcher label = LABEL.matcher(line);
            if (label.matches()) {
                pendingLabels.add(label.group(1));
                continue;
            }
            Matcher words = WORD.matcher(line);
            Matcher instruction = INSTRUCTION.matcher(line);
            if (instruction.matches()) {
                if (current == null) {
                    throw error(source, n + 1, "an instruction before any kernel header ('Function : NAME' from"
                            + " cuobjdump -sass or '.text.NAME:' from nvdisasm)");
                }
                long address = Long.parseLong(instruction.group(1), 16);
                if (!current.instructions.isEmpty() && address <= current.instructions.getLast().address) {
                    throw error(source, n + 1, "address /*" + instruction.group(1) + "*/ does not follow the previous"
                            + " instruction's; is this two listings pasted together?");
                }
                for (String name : pendingLabels) {
                    current.labels.put(name, address);
                }
                pendingLabels.clear();
                String predicate = instruction.group(2) == null ? "" : instruction.group(2).strip();
                current.add(n + 1, address, predicate, instruction.group(3), instruction.group(4).strip());
                current.words(WORD.matcher(instruction.group(5)));
                continue;
            }
            Matcher addressOnly = ADDRESS_ONLY.matcher(line);
            if (addressOnly.matches() && addressOnly.group(2) != null && addressOnly.group(2).matches("[@A-Z].*")) {
                throw error(source, n + 1, "cannot read this instruction (expected /*ADDRESS*/ [@P0] OPCODE operands ;)");
            }
            if (current != null && !current.instructions.isEmpty() && words.find()) {
                current.words(words.reset());
            }
        }
        if (current != null) {
            kernels.add(current.build(source, resources));
        }
        kernels.removeIf(k -> k.instructions().isEmpty());
        if (kernels.isEmpty() && PTX.matcher(text).find()) {
            // nvcc -ptx output is the first thing a CUDA user has at hand; it names no SASS instruction
            throw new InvalidInputException(source + " is PTX (nvcc's virtual ISA), not SASS: the simulator reads the"
                    + " machine code ptxas makes from it, e.g. ptxas -arch=sm_90 " + source + " -o k.cubin, then"
                    + " cuobjdump -sass -res-usage k.cubin > k.sass (or nvdisasm -hex k.cubin).");
        }
        if (kernels.isEmpty()) {
            throw new InvalidInputException(source + ": no SASS instructions found. Expected the output of"
                    + " `cuobjdump -sass FILE` or `nvdisasm [-hex] FILE` (lines like '/*0040*/ FFMA R1, R2, R3, R4 ;'"
                    + " under a 'Function : NAME' or '.text.NAME:' header).");
        }
        return new SassListing(source, kernels);
    }

    static InvalidInputException error(String source, int line, String message) {
        return new InvalidInputException(source + ": line " + line + ": " + message + ".");
    }

    private static final class Builder {
        final String name;
        final int firstLine;
        final List<Instruction> instructions = new ArrayList<>();
        final List<List<Long>> words = new ArrayList<>();
        final Map<String, Long> labels = new LinkedHashMap<>();
        int sm;

        Builder(String name, int firstLine) {
            this.name = name;
            this.firstLine = firstLine;
        }

        void add(int line, long address, String predicate, String opcode, String operands) {
            instructions.add(new Instruction(line, address, predicate, opcode, operands, -1));
            words.add(new ArrayList<>());
        }

        /**
         * From Volta on every instruction is two 64-bit words, listed on its own line and the next. A disassembler
         * older than the compiler that built the CUBIN prints nothing for an instruction it cannot decode but its
         * words (cuobjdump 11.8 on a CUDA 13.0 sm_90 CUBIN of stencil rung 11: 126 instructions, session 32), so
         * they pile up under the instruction before: the program would lack those instructions and every control
         * code after them.
         */
        private void checkEveryInstructionDecoded(String source) {
            if (sm < 70) {
                return;   // before Volta a control word stands on its own line every few instructions
            }
            int missing = 0;
            int first = -1;
            for (int i = 0; i < instructions.size(); i++) {
                int extra = words.get(i).size() - 2;
                if (extra > 0 && extra % 2 == 0) {
                    missing += extra / 2;
                    first = first < 0 ? i : first;
                }
            }
            if (missing > 0) {
                Instruction before = instructions.get(first);
                throw new InvalidInputException(String.format(java.util.Locale.ROOT, "%s: kernel %s: %d instructions"
                        + " were not decoded, the first at /*%04x*/ after line %d: the listing shows their encodings"
                        + " without an instruction, which a cuobjdump or nvdisasm older than the compiler that built"
                        + " the CUBIN prints for instructions it does not know. List the CUBIN with the cuobjdump -sass"
                        + " (or nvdisasm -hex) of the CUDA version that compiled it.", source, name, missing,
                        before.address() + 16, before.line()));
            }
        }

        void words(Matcher matcher) {
            while (matcher.find()) {
                words.getLast().add(Long.parseUnsignedLong(matcher.group(1), 16));
            }
        }

        Kernel build(String source, Map<String, int[]> resources) {
            checkEveryInstructionDecoded(source);
            List<Instruction> list = new ArrayList<>();
            for (int i = 0; i < instructions.size(); i++) {
                Instruction in = instructions.get(i);
                List<Long> w = words.get(i);
                // 128-bit encodings (Volta and later): the second word holds the control bits
                long control = w.size() == 2 ? w.get(1) : -1;
                list.add(new Instruction(in.line(), in.address(), in.predicate(), in.opcode(), in.operands(), control));
            }
            int[] usage = resources.get(name);
            // from sm_80 on, cuobjdump's SHARED counts the 1 KiB the driver reserves per block (measured: 9216 for
            // the GEMM rung whose cuFuncGetAttribute says 8192); the occupancy model adds that reserve itself
            int reserve = sm >= 80 ? 1024 : 0;
            return new Kernel(name, firstLine, sm, list, labels,
                    usage == null ? OptionalInt.empty() : OptionalInt.of(usage[0]),
                    usage == null ? OptionalInt.empty() : OptionalInt.of(Math.max(0, usage[1] - reserve)));
        }
    }
}
