/*
 * What one kernel's AMDGPU listing says, computed: its resources, the scalar-vs-vector memory mix, the vector loads
 * whose address is the same for every lane (seed 003: they belong in SGPRs), the VALU address math feeding the loads
 * of each loop (seed 004 kernel 8) and the VGPR live-range curve with what makes its peak (seed 003: hoisted loads,
 * values parked across the peak). Built by {@link #of(AmdKernelListing)}; pure Java.
 */
package dev.kernelscope.model.isa;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * @param kernel the listing
 * @param mix instructions of each class
 * @param scalarLoads s_load / s_buffer_load instructions (one value per wave into SGPRs)
 * @param vectorLoadsSgprBase global loads with an SGPR base and a 32-bit VGPR offset, and buffer loads
 * @param vectorLoadsVgprAddress global and flat loads with a 64-bit VGPR address per lane
 * @param uniformVectorLoads vector loads whose address is the same in every lane (computed from SGPRs and constants)
 * @param loops the address math of each loop that loads from global memory
 * @param liveRange the VGPR live-range curve and its peak
 */
public record AmdKernelIsa(AmdKernelListing kernel, Map<AmdInstruction.Kind, Integer> mix, int scalarLoads,
        int vectorLoadsSgprBase, int vectorLoadsVgprAddress, List<AmdInstruction> uniformVectorLoads,
        List<LoopAddressMath> loops, LiveRange liveRange) {

    /** Instructions apart (before and after) a value must go unread to count as idle across the peak. */
    public static final int IDLE_DISTANCE = 24;
    /** Instructions between a load and the first read of its result beyond which the load counts as hoisted. */
    public static final int HOISTED_DISTANCE = 16;
    /** Instructions between the peak and the memory access that uses an address before the address counts as waiting. */
    public static final int WAITING_ADDRESS_DISTANCE = 4;

    /**
     * One loop's loads and the VALU instructions that compute their addresses (the backward slice of the address
     * registers through VALU writes inside the loop).
     *
     * @param firstLine listing line of the loop's first instruction
     * @param lastLine listing line of the branch that closes it
     * @param depth 1 for an outer loop, 2 inside another ...
     * @param vectorLoads global/buffer/flat loads in the loop
     * @param sgprBaseLoads those with an SGPR base (or buffer descriptor)
     * @param addressValu VALU instructions in the loop that compute load addresses (the slice may also feed other work)
     * @param valu all VALU instructions in the loop
     * @param fma FMA-class VALU instructions (v_fma*, v_fmac*, v_pk_fma*, v_dual_*fmac, v_mfma, v_wmma, v_dot)
     * @param addressMnemonics the address instructions by mnemonic
     */
    public record LoopAddressMath(int firstLine, int lastLine, int depth, int vectorLoads, int sgprBaseLoads,
            int addressValu, int valu, int fma, Map<String, Integer> addressMnemonics) {
        public double addressValuPerLoad() {
            return vectorLoads == 0 ? 0 : (double) addressValu / vectorLoads;
        }
    }

    /**
     * @param vgprCurve live VGPRs per instruction (listing order)
     * @param agprCurve live AGPRs per instruction
     * @param lines the listing line of each instruction
     * @param peakVgprs VGPRs live at the peak
     * @param peakAgprs AGPRs live at the peak
     * @param peakLine the listing line of the first instruction at the peak
     * @param peakText that instruction
     * @param peakInLoop whether the peak lies inside a loop
     * @param producers what wrote the values live at the peak: a class ("global_load", "VALU", "LDS load", "kernel
     *        entry") with the registers and the lines of the writers
     * @param hoistedLoadRegisters VGPRs at the peak holding load results not yet read, from loads issued at least
     *        {@link #HOISTED_DISTANCE} instructions before their first read (the compiler hoisted them)
     * @param waitingAddressRegisters VGPRs at the peak holding (a step of) the address of a load issued at least
     *        {@link #WAITING_ADDRESS_DISTANCE} instructions later: address math hoisted with the loads
     * @param idleRegisters VGPRs at the peak that a loop around the peak never touches, or (outside loops) that are
     *        not read within {@link #IDLE_DISTANCE} instructions before or after it: candidates to park in LDS or
     *        recompute
     */
    public record LiveRange(int[] vgprCurve, int[] agprCurve, int[] lines, int peakVgprs, int peakAgprs, int peakLine,
            String peakText, boolean peakInLoop, List<Producer> producers, List<String> hoistedLoadRegisters,
            List<String> waitingAddressRegisters, List<String> idleRegisters) {
    }

    /** A group of registers live at the peak, by what wrote them. */
    public record Producer(String what, int registers, List<Integer> lines) {
    }

    public static AmdKernelIsa of(AmdKernelListing kernel) {
        AmdControlFlow flow = new AmdControlFlow(kernel);
        List<AmdInstruction> code = kernel.instructions();
        Map<AmdInstruction.Kind, Integer> mix = new EnumMap<>(AmdInstruction.Kind.class);
        int scalarLoads = 0;
        int sgprBase = 0;
        int vgprAddress = 0;
        for (AmdInstruction in : code) {
            mix.merge(in.kind(), 1, Integer::sum);
            if (in.kind() == AmdInstruction.Kind.SCALAR_MEMORY && (in.mnemonic().startsWith("s_load")
                    || in.mnemonic().startsWith("s_buffer_load"))) {
                scalarLoads++;
            }
            if (in.isGlobalLoad()) {
                if (in.scalarBase()) {
                    sgprBase++;
                } else {
                    vgprAddress++;
                }
            }
        }
        boolean[] divergent = divergence(code, flow);
        List<AmdInstruction> uniformLoads = new ArrayList<>();
        for (int i = 0; i < code.size(); i++) {
            AmdInstruction in = code.get(i);
            if (in.isGlobalLoad() && in.vgprDefs() > 0 && !in.mnemonic().startsWith("image_") && !readsDivergent(in.addressRegisters(), i,
                    flow, divergent)) {
                uniformLoads.add(in);
            }
        }
        List<LoopAddressMath> loops = new ArrayList<>();
        for (AmdControlFlow.Loop loop : flow.loops()) {
            LoopAddressMath math = addressMath(code, flow, loop);
            if (math.vectorLoads() > 0) {
                loops.add(math);
            }
        }
        return new AmdKernelIsa(kernel, mix, scalarLoads, sgprBase, vgprAddress, uniformLoads, loops,
                liveRange(code, flow, new VgprLiveness(kernel, flow)));
    }

    /** The instruction count of a class (0 when absent). */
    public int count(AmdInstruction.Kind kind) {
        return mix.getOrDefault(kind, 0);
    }

    /**
     * Which instructions write a value that differs between lanes: the work-item ids at entry, lane-dependent
     * operations (v_mbcnt, v_cndmask on a lane mask, permutes), loads from per-lane addresses, and anything computed
     * from those. Optimistic start, iterated to a fixed point (loop-carried values). Branch divergence (a value
     * written under a partial EXEC) is not modelled.
     */
    static boolean[] divergence(List<AmdInstruction> code, AmdControlFlow flow) {
        boolean[] divergent = new boolean[code.size()];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < code.size(); i++) {
                AmdInstruction in = code.get(i);
                if (divergent[i] || in.defs().length == 0) {
                    continue;
                }
                boolean d = laneDependent(in);
                if (!d && (in.kind() == AmdInstruction.Kind.VECTOR_LOAD || in.kind() == AmdInstruction.Kind.LDS
                        || in.kind() == AmdInstruction.Kind.SCRATCH || in.kind() == AmdInstruction.Kind.VECTOR_STORE)) {
                    d = readsDivergent(in.addressRegisters(), i, flow, divergent)
                            || in.kind() != AmdInstruction.Kind.VECTOR_LOAD && in.kind() != AmdInstruction.Kind.LDS;
                } else if (!d) {
                    d = readsDivergent(in.uses(), i, flow, divergent);
                }
                if (d) {
                    divergent[i] = true;
                    changed = true;
                }
            }
        }
        return divergent;
    }

    private static boolean laneDependent(AmdInstruction in) {
        String op = in.mnemonic();
        return op.startsWith("v_mbcnt") || op.startsWith("v_cndmask") || op.contains("permute")
                || op.startsWith("ds_swizzle") || op.contains("_dpp") || op.startsWith("v_mov_b32_dpp")
                || in.text().contains("dpp") || op.startsWith("v_writelane") || op.startsWith("v_permlane");
    }

    private static boolean readsDivergent(int[] registers, int index, AmdControlFlow flow, boolean[] divergent) {
        for (int r : registers) {
            int[] defs = flow.reachingDefinitions(r, index);
            if (defs.length == 0) {
                return true;   // a value from the kernel's entry: the work-item ids
            }
            for (int d : defs) {
                if (divergent[d]) {
                    return true;
                }
            }
        }
        return false;
    }

    private static LoopAddressMath addressMath(List<AmdInstruction> code, AmdControlFlow flow, AmdControlFlow.Loop loop) {
        int loads = 0;
        int sgprBase = 0;
        int valu = 0;
        int fma = 0;
        BitSet slice = new BitSet();
        List<Integer> work = new ArrayList<>();
        for (int i = loop.body().nextSetBit(0); i >= 0; i = loop.body().nextSetBit(i + 1)) {
            AmdInstruction in = code.get(i);
            if (in.isValu()) {
                valu++;
                if (isFma(in)) {
                    fma++;
                }
            }
            if (in.isGlobalLoad()) {
                loads++;
                sgprBase += in.scalarBase() ? 1 : 0;
                for (int r : in.addressRegisters()) {
                    for (int d : flow.reachingDefinitions(r, i)) {
                        work.add(d);
                    }
                }
            }
        }
        while (!work.isEmpty()) {
            int d = work.removeLast();
            // floating-point math never computes an address; LLVM may name a float register as the dead high half of
            // a 64-bit integer operand (v_mad_u64_u32 ... v[33:34] with v34 an accumulator), so stop there
            if (!loop.contains(d) || slice.get(d) || !code.get(d).isValu() || floatingPoint(code.get(d))) {
                continue;
            }
            slice.set(d);
            for (int r : code.get(d).uses()) {
                for (int dd : flow.reachingDefinitions(r, d)) {
                    work.add(dd);
                }
            }
        }
        Map<String, Integer> mnemonics = new TreeMap<>();
        slice.stream().forEach(i -> mnemonics.merge(code.get(i).mnemonic(), 1, Integer::sum));
        return new LoopAddressMath(code.get(loop.first()).lineNumber(), code.get(loop.last()).lineNumber(), loop.depth(),
                loads, sgprBase, slice.cardinality(), valu, fma, mnemonics);
    }

    private static boolean floatingPoint(AmdInstruction in) {
        String op = in.mnemonic();
        return isFma(in) || !op.startsWith("v_cvt") && (op.contains("_f32") || op.contains("_f16") || op.contains("_f64"));
    }

    static boolean isFma(AmdInstruction in) {
        String t = in.text();
        return t.contains("fma") || t.contains("_mac_") || t.contains("v_mfma") || t.contains("v_wmma")
                || t.contains("v_dot") || t.contains("v_mad_f32") || t.contains("v_pk_fma");
    }

    private static LiveRange liveRange(List<AmdInstruction> code, AmdControlFlow flow, VgprLiveness liveness) {
        int n = code.size();
        int[] lines = code.stream().mapToInt(AmdInstruction::lineNumber).toArray();
        if (n == 0) {
            return new LiveRange(new int[0], new int[0], lines, 0, 0, 0, "", false, List.of(), List.of(), List.of(),
                    List.of());
        }
        int peak = liveness.peakIndex();
        BitSet held = liveness.occupiedAt(peak);
        Map<String, List<Integer>> byProducer = new LinkedHashMap<>();
        Map<String, Integer> registersByProducer = new LinkedHashMap<>();
        List<String> hoisted = new ArrayList<>();
        List<String> idle = new ArrayList<>();
        List<String> waitingAddresses = new ArrayList<>();
        for (int r = held.nextSetBit(0); r >= 0; r = held.nextSetBit(r + 1)) {
            int[] defs = flow.reachingDefinitions(r, peak + 1);
            // in a loop, the value of the steady state comes from the write later in the body (the previous iteration)
            int writer = -1;
            int loopCarried = -1;
            for (int d : defs) {
                if (d > peak) {
                    loopCarried = Math.max(loopCarried, d);
                } else {
                    writer = Math.max(writer, d);
                }
            }
            writer = loopCarried >= 0 ? loopCarried : writer;
            String what = writer < 0 ? "kernel entry (work-item ids)" : producerClass(code.get(writer));
            registersByProducer.merge(what, 1, Integer::sum);
            List<Integer> writerLines = byProducer.computeIfAbsent(what, k -> new ArrayList<>());
            if (writer >= 0 && !writerLines.contains(code.get(writer).lineNumber())) {
                writerLines.add(code.get(writer).lineNumber());
            }
            if (r >= AmdInstruction.AGPR_BASE) {
                continue;
            }
            boolean readHere = AmdControlFlow.reads(code.get(peak), r) || AmdControlFlow.contains(code.get(peak).defs(), r);
            if (writer >= 0 && writer < peak && allLoads(code, defs) && !readHere) {
                int firstRead = flow.distanceToNextUse(r, writer);
                boolean unreadSinceLoad = firstRead < 0 || writer + firstRead > peak;
                if (unreadSinceLoad && firstRead >= HOISTED_DISTANCE) {
                    hoisted.add(AmdInstruction.registerName(r));
                }
            }

            // inside a loop a value is idle only when the loop never touches it (parking it costs one LDS round trip
            // per trip through the loop, not per iteration); elsewhere when unread for IDLE_DISTANCE both ways
            AmdControlFlow.Loop loop = flow.innermostLoop(peak);
            boolean idleHere = loop != null ? !flow.touchedIn(r, loop)
                    : flow.distanceToNextUse(r, peak) >= IDLE_DISTANCE
                            && flow.distanceFromLastTouch(r, peak) >= IDLE_DISTANCE;
            if (!readHere && idleHere) {
                idle.add(AmdInstruction.registerName(r));
            } else if (!readHere && !hoisted.contains(AmdInstruction.registerName(r))
                    && feedsAddress(code, flow, r, peak, peak, 0)) {
                waitingAddresses.add(AmdInstruction.registerName(r));
            }
        }
        List<Producer> producers = new ArrayList<>();
        registersByProducer.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
                .forEach(e -> producers.add(new Producer(e.getKey(), e.getValue(), byProducer.get(e.getKey()))));
        return new LiveRange(liveness.vgprCurve(), liveness.agprCurve(), lines, liveness.peakVgprs(),
                liveness.peakAgprs(), code.get(peak).lineNumber(), code.get(peak).text(), flow.innermostLoop(peak) != null,
                producers, hoisted, waitingAddresses, idle);
    }

    /**
     * Whether the value in {@code register} after instruction {@code index} becomes, through integer VALU steps, the
     * address of a load at least {@link #WAITING_ADDRESS_DISTANCE} instructions after the peak.
     */
    private static boolean feedsAddress(List<AmdInstruction> code, AmdControlFlow flow, int register, int index,
            int peak, int depth) {
        int reader = flow.nextReader(register, index);
        if (reader < 0 || depth > 8) {
            return false;
        }
        AmdInstruction in = code.get(reader);
        if (AmdControlFlow.contains(in.addressRegisters(), register)) {
            boolean load = in.kind() == AmdInstruction.Kind.VECTOR_LOAD || in.defs().length > 0
                    && (in.kind() == AmdInstruction.Kind.LDS || in.kind() == AmdInstruction.Kind.SCRATCH);
            return load && reader - peak >= WAITING_ADDRESS_DISTANCE;
        }
        if (!in.isValu() || floatingPoint(in)) {
            return false;
        }
        for (int d : in.defs()) {
            if (feedsAddress(code, flow, d, reader, peak, depth + 1)) {
                return true;
            }
        }
        return false;
    }

    /** Whether every reaching write is a load (a loop-carried VALU result is not a waiting load). */
    private static boolean allLoads(List<AmdInstruction> code, int[] defs) {
        for (int d : defs) {
            AmdInstruction.Kind kind = code.get(d).kind();
            if (kind != AmdInstruction.Kind.VECTOR_LOAD && kind != AmdInstruction.Kind.LDS
                    && kind != AmdInstruction.Kind.SCRATCH) {
                return false;
            }
        }
        return defs.length > 0;
    }

    private static String producerClass(AmdInstruction in) {
        return switch (in.kind()) {
            case VECTOR_LOAD -> "global/buffer loads";
            case LDS -> "LDS loads";
            case SCRATCH -> "scratch loads (spills)";
            case VALU, VALU_DUAL -> isFma(in) ? "FMA results" : "other VALU results";
            default -> in.mnemonic();
        };
    }
}
