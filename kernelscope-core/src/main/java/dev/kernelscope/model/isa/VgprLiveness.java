/*
 * Vector-register liveness over a kernel listing (backward dataflow on the instruction graph): which VGPRs and AGPRs
 * hold a value that is still to be read while each instruction runs. The count per instruction is the live-range
 * curve; its peak is the pressure the register allocator had to meet (the allocated count is at least this, more
 * when tuples need aligned registers or values were not packed).
 */
package dev.kernelscope.model.isa;

import java.util.BitSet;
import java.util.List;

public final class VgprLiveness {
    private final BitSet[] liveIn;
    private final BitSet[] occupied;
    private final int[] vgprCurve;
    private final int[] agprCurve;
    private final int peakIndex;

    public VgprLiveness(AmdKernelListing kernel, AmdControlFlow flow) {
        List<AmdInstruction> code = kernel.instructions();
        int n = code.size();
        liveIn = new BitSet[n];
        BitSet[] liveOut = new BitSet[n];
        for (int i = 0; i < n; i++) {
            liveIn[i] = new BitSet();
            liveOut[i] = new BitSet();
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = n - 1; i >= 0; i--) {
                BitSet out = new BitSet();
                for (int s : flow.successors(i)) {
                    out.or(liveIn[s]);
                }
                BitSet in = (BitSet) out.clone();
                AmdInstruction instruction = code.get(i);
                for (int d : instruction.defs()) {
                    in.clear(d);
                }
                for (int u : instruction.uses()) {
                    in.set(u);
                }
                if (!in.equals(liveIn[i]) || !out.equals(liveOut[i])) {
                    liveIn[i] = in;
                    liveOut[i] = out;
                    changed = true;
                }
            }
        }
        occupied = new BitSet[n];
        vgprCurve = new int[n];
        agprCurve = new int[n];
        int peak = 0;
        for (int i = 0; i < n; i++) {
            BitSet held = (BitSet) liveIn[i].clone();
            held.or(liveOut[i]);
            for (int d : code.get(i).defs()) {
                held.set(d);   // a result occupies its register even when nothing reads it
            }
            occupied[i] = held;
            vgprCurve[i] = held.get(0, AmdInstruction.AGPR_BASE).cardinality();
            agprCurve[i] = held.cardinality() - vgprCurve[i];
            if (vgprCurve[i] + agprCurve[i] > vgprCurve[peak] + agprCurve[peak]) {
                peak = i;
            }
        }
        peakIndex = peak;
    }

    /** Live VGPRs while each instruction runs (its inputs, its outputs and every value still to be read). */
    public int[] vgprCurve() {
        return vgprCurve.clone();
    }

    public int[] agprCurve() {
        return agprCurve.clone();
    }

    /** Index of the first instruction where VGPRs plus AGPRs in use peak. */
    public int peakIndex() {
        return peakIndex;
    }

    public int peakVgprs() {
        return vgprCurve.length == 0 ? 0 : vgprCurve[peakIndex];
    }

    public int peakAgprs() {
        return agprCurve.length == 0 ? 0 : agprCurve[peakIndex];
    }

    /** The registers holding values while instruction {@code index} runs. */
    public BitSet occupiedAt(int index) {
        return (BitSet) occupied[index].clone();
    }

    /** The registers whose values are read at or after {@code index} (live on entry). */
    public BitSet liveInAt(int index) {
        return (BitSet) liveIn[index].clone();
    }
}
