/*
 * The simulator's instruction class of each SASS opcode (by mnemonic): arithmetic and everything that only takes an
 * issue slot (ALU), MUFU (SFU), shared loads and stores, global/local loads and stores, barriers, branches and exits.
 * One table; an opcode not in it is ALU and is named in the derived program's notes.
 */
package dev.kernelscope.model.sim;

import java.util.Map;
import java.util.Set;

public enum SassClass {
    ALU(StepKind.ALU), SFU(StepKind.SFU), SHARED_LOAD(StepKind.LDS), SHARED_STORE(StepKind.STS),
    GLOBAL_LOAD(StepKind.MEM), GLOBAL_STORE(StepKind.STORE), BARRIER(StepKind.BARRIER),
    /** BRA, JMP, BRX...: issues like an ALU instruction and may change the path. */
    BRANCH(StepKind.ALU),
    /** EXIT, RET: the path ends (issues too). */
    EXIT(StepKind.ALU);

    private final StepKind step;

    SassClass(StepKind step) {
        this.step = step;
    }

    public StepKind step() {
        return step;
    }

    /** Mnemonics outside ALU. LDGSTS (cp.async) is a global load whose data lands in shared memory. */
    private static final Map<String, SassClass> TABLE = Map.ofEntries(
            Map.entry("MUFU", SFU),
            Map.entry("LDS", SHARED_LOAD), Map.entry("LDSM", SHARED_LOAD), Map.entry("ATOMS", SHARED_LOAD),
            Map.entry("STS", SHARED_STORE),
            Map.entry("LDG", GLOBAL_LOAD), Map.entry("LD", GLOBAL_LOAD), Map.entry("LDL", GLOBAL_LOAD),
            Map.entry("LDGSTS", GLOBAL_LOAD), Map.entry("ATOMG", GLOBAL_LOAD), Map.entry("ATOM", GLOBAL_LOAD),
            Map.entry("TEX", GLOBAL_LOAD), Map.entry("TLD", GLOBAL_LOAD), Map.entry("TLD4", GLOBAL_LOAD),
            Map.entry("SULD", GLOBAL_LOAD), Map.entry("UTMALDG", GLOBAL_LOAD),
            Map.entry("STG", GLOBAL_STORE), Map.entry("ST", GLOBAL_STORE), Map.entry("STL", GLOBAL_STORE),
            Map.entry("RED", GLOBAL_STORE), Map.entry("SUST", GLOBAL_STORE), Map.entry("UTMASTG", GLOBAL_STORE),
            Map.entry("BAR", BARRIER),
            Map.entry("BRA", BRANCH), Map.entry("JMP", BRANCH), Map.entry("BRX", BRANCH), Map.entry("JMX", BRANCH),
            Map.entry("CALL", BRANCH),
            Map.entry("EXIT", EXIT), Map.entry("RET", EXIT));

    /** Mnemonics known to be ALU (arithmetic, moves, conversions, predicates, uniform datapath, control). */
    private static final Set<String> KNOWN_ALU = Set.of("FFMA", "FADD", "FMUL", "FMNMX", "FSEL", "FSET", "FSETP",
            "FCHK", "FRND", "FSWZADD", "HFMA2", "HADD2", "HMUL2", "HMNMX2", "HSET2", "HSETP2", "DFMA", "DADD", "DMUL",
            "DSETP", "IMAD", "IADD3", "IADD", "IMUL", "IMNMX", "IABS", "ISETP", "ISCADD", "LEA", "LOP3", "LOP", "SHF",
            "SHL", "SHR", "PRMT", "MOV", "SEL", "POPC", "FLO", "BREV", "BMSK", "SGXT", "I2F", "F2I", "F2F", "I2I",
            "I2FP", "F2FP", "I2IP", "VIADD", "VIMNMX", "VIADDMNMX", "VIMNMX3", "IDP", "IMMA", "HMMA", "DMMA", "HGMMA",
            "IGMMA", "BMMA", "CS2R", "S2R", "S2UR", "R2UR", "R2P", "P2R", "PLOP3", "PSETP", "LDC", "ULDC", "UMOV",
            "UIADD3", "UIMAD", "ULEA", "ULOP3", "USHF", "USEL", "UISETP", "UPRMT", "UFLO", "UPOPC", "UBREV", "UBMSK",
            "UPLOP3", "USGXT", "VOTE", "VOTEU", "SHFL", "MATCH", "REDUX", "NOP", "BSSY", "BSYNC", "BMOV", "WARPSYNC",
            "YIELD", "NANOSLEEP", "MEMBAR", "ERRBAR", "CGAERRBAR", "CCTL", "FENCE", "DEPBAR", "LDGDEPBAR", "SYNCS",
            "ELECT", "ENDCOLLECTIVE", "ACQBULK", "WARPGROUP", "WARPGROUPSET", "UCGABAR_ARV", "UCGABAR_WAIT",
            "B2R", "R2B", "PMTRIG", "LEPC", "KILL", "BPT", "PRET", "F2IP", "QSPC", "GETLMEMBASE", "SETLMEMBASE",
            "CSMTEST", "USETMAXREG", "UVIADD", "UVIMNMX", "UP2UR", "UR2UP", "ULDCU", "UCLEA", "UTMACCTL", "UTMAPF",
            "UBLKCP", "UBLKRED", "UBLKPF", "STSM", "HMNMX", "DMNMX", "ISETP3", "UISETP3");

    /** The class of {@code mnemonic} ("LDG", not "LDG.E.128"); unknown mnemonics are ALU. */
    public static SassClass of(String mnemonic) {
        return TABLE.getOrDefault(mnemonic, ALU);
    }

    /** The class of a full opcode: BAR.ARV only arrives (nothing waits), so it issues like an ALU instruction. */
    public static SassClass ofOpcode(String opcode) {
        int dot = opcode.indexOf('.');
        String mnemonic = dot < 0 ? opcode : opcode.substring(0, dot);
        if (mnemonic.equals("BAR") && opcode.contains(".ARV")) {
            return ALU;
        }
        return of(mnemonic);
    }

    /** Whether the table knows {@code mnemonic} (for the notes' list of opcodes taken as ALU without knowing them). */
    public static boolean known(String mnemonic) {
        return TABLE.containsKey(mnemonic) || KNOWN_ALU.contains(mnemonic);
    }

    /** Bytes one lane moves for a memory opcode's width modifier (.64, .128, .U8 ...); 4 by default. */
    public static int bytesPerLane(String opcode) {
        for (String part : opcode.split("\\.")) {
            switch (part) {
                case "128": return 16;
                case "64": return 8;
                case "U16", "S16": return 2;
                case "U8", "S8": return 1;
                default: break;
            }
        }
        return 4;
    }
}
