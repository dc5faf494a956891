/*
 * The control flow of one kernel listing, instruction by instruction: successors (branches to local labels, fall
 * through, s_endpgm), natural loops (dominator-based), and the definitions of a vector register
 * that reach a use. AMDGPU code is structured and linear (divergent branches only skip blocks when EXEC is empty),
 * so the reaching definitions are the nearest earlier one plus, inside a loop, the last one later in the loop body.
 */
package dev.kernelscope.model.isa;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

public final class AmdControlFlow {
    /**
     * A natural loop: a back edge to a header that dominates its source, and every instruction that reaches the
     * source without passing the header (a backward branch to a join point is not a loop).
     *
     * @param first the lowest index in the body: the header's first instruction, except in a rotated loop (LLVM
     *        places the latch block above the header and jumps into the middle: `s_branch .LBB0_3`)
     * @param last the highest index in the body
     * @param depth 1 for an outermost loop, 2 inside another ...
     * @param body the instruction indices of the body
     * @param header index of the header's first instruction: where every trip starts and every back edge returns
     */
    public record Loop(int first, int last, int depth, BitSet body, int header) {
        public boolean contains(int index) {
            return body.get(index);
        }

        public int size() {
            return body.cardinality();
        }
    }

    private final AmdKernelListing kernel;
    private final int[][] successors;
    private final List<Loop> loops;
    /** Per register, the indices of the instructions that write it, ascending. */
    private final int[][] definitionsOf;

    public AmdControlFlow(AmdKernelListing kernel) {
        this.kernel = kernel;
        List<AmdInstruction> code = kernel.instructions();
        int n = code.size();
        successors = new int[n][];
        for (int i = 0; i < n; i++) {
            AmdInstruction in = code.get(i);
            int next = i + 1 < n ? i + 1 : -1;
            if (in.kind() != AmdInstruction.Kind.BRANCH) {
                successors[i] = next < 0 ? new int[0] : new int[] {next};
                continue;
            }
            String op = in.mnemonic();
            if (op.equals("s_endpgm") || op.startsWith("s_setpc")) {
                successors[i] = new int[0];
                continue;
            }
            Integer target = target(in);
            boolean conditional = op.startsWith("s_cbranch");
            if (target == null || op.startsWith("s_swappc") || op.startsWith("s_call")) {
                successors[i] = next < 0 ? new int[0] : new int[] {next};
            } else if (conditional && next >= 0) {
                successors[i] = new int[] {target, next};
            } else {
                successors[i] = new int[] {target};
            }
        }
        loops = naturalLoops(successors);
        definitionsOf = definitions(code);
    }

    private Integer target(AmdInstruction branch) {
        String[] words = branch.text().split("[\\s,]+");
        return words.length < 2 ? null : kernel.labels().get(words[1]);
    }

    /** Natural loops from the instruction graph: basic blocks, dominators, back edges whose target dominates. */
    private static List<Loop> naturalLoops(int[][] successors) {
        int n = successors.length;
        if (n == 0) {
            return List.of();
        }
        BitSet leaders = new BitSet();
        leaders.set(0);
        for (int i = 0; i < n; i++) {
            for (int s : successors[i]) {
                if (s != i + 1) {
                    leaders.set(s);
                    if (i + 1 < n) {
                        leaders.set(i + 1);
                    }
                }
            }
            if (successors[i].length == 0 && i + 1 < n) {
                leaders.set(i + 1);
            }
        }
        int blocks = leaders.cardinality();
        int[] blockOf = new int[n];
        int[] start = new int[blocks];
        int[] end = new int[blocks];
        int b = -1;
        for (int i = 0; i < n; i++) {
            if (leaders.get(i)) {
                b++;
                start[b] = i;
            }
            blockOf[i] = b;
            end[b] = i;
        }
        List<List<Integer>> predecessors = new ArrayList<>();
        int[][] blockSuccessors = new int[blocks][];
        for (int k = 0; k < blocks; k++) {
            predecessors.add(new ArrayList<>());
        }
        for (int k = 0; k < blocks; k++) {
            int[] succ = Arrays.stream(successors[end[k]]).map(i -> blockOf[i]).distinct().toArray();
            blockSuccessors[k] = succ;
            for (int t : succ) {
                predecessors.get(t).add(k);
            }
        }
        BitSet[] dominators = new BitSet[blocks];
        for (int k = 0; k < blocks; k++) {
            dominators[k] = new BitSet();
            if (k == 0) {
                dominators[k].set(0);
            } else {
                dominators[k].set(0, blocks);
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = 1; k < blocks; k++) {
                BitSet next = null;
                for (int p : predecessors.get(k)) {
                    if (next == null) {
                        next = (BitSet) dominators[p].clone();
                    } else {
                        next.and(dominators[p]);
                    }
                }
                if (next == null) {
                    next = new BitSet();   // unreachable block
                }
                next.set(k);
                if (!next.equals(dominators[k])) {
                    dominators[k] = next;
                    changed = true;
                }
            }
        }
        java.util.Map<Integer, BitSet> bodies = new java.util.TreeMap<>();
        for (int k = 0; k < blocks; k++) {
            for (int h : blockSuccessors[k]) {
                if (!dominators[k].get(h)) {
                    continue;
                }
                BitSet body = bodies.computeIfAbsent(h, x -> new BitSet());
                body.set(h);
                List<Integer> work = new ArrayList<>(List.of(k));
                while (!work.isEmpty()) {
                    int x = work.removeLast();
                    if (body.get(x)) {
                        continue;
                    }
                    body.set(x);
                    work.addAll(predecessors.get(x));
                }
            }
        }
        List<Loop> result = new ArrayList<>();
        for (var entry : bodies.entrySet()) {
            BitSet instructions = new BitSet();
            entry.getValue().stream().forEach(k -> instructions.set(start[k], end[k] + 1));
            int depth = 0;
            for (BitSet other : bodies.values()) {
                depth += other.get(entry.getKey()) ? 1 : 0;
            }
            result.add(new Loop(instructions.nextSetBit(0), instructions.length() - 1, depth, instructions,
                    start[entry.getKey()]));
        }
        result.sort((x, y) -> Integer.compare(x.first(), y.first()));
        return List.copyOf(result);
    }

    private static int[][] definitions(List<AmdInstruction> code) {
        List<List<Integer>> byRegister = new ArrayList<>();
        for (int r = 0; r < 2 * AmdInstruction.AGPR_BASE; r++) {
            byRegister.add(new ArrayList<>());
        }
        for (int i = 0; i < code.size(); i++) {
            for (int d : code.get(i).defs()) {
                if (d < byRegister.size()) {
                    byRegister.get(d).add(i);
                }
            }
        }
        return byRegister.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    public int[] successors(int index) {
        return successors[index];
    }

    public List<Loop> loops() {
        return loops;
    }

    /** The innermost loop holding the instruction, or null. */
    public Loop innermostLoop(int index) {
        Loop best = null;
        for (Loop loop : loops) {
            if (loop.contains(index) && (best == null || loop.size() < best.size())) {
                best = loop;
            }
        }
        return best;
    }

    /**
     * The instructions whose write of {@code register} reaches its use at {@code index}: the nearest earlier one and,
     * inside loops, the last one later in each enclosing loop's body (the value of the previous iteration). An empty
     * array means the value comes from the kernel's entry (a work-item id).
     */
    public int[] reachingDefinitions(int register, int index) {
        int[] defs = register < definitionsOf.length ? definitionsOf[register] : new int[0];
        List<Integer> result = new ArrayList<>();
        int position = Arrays.binarySearch(defs, index);
        int before = (position >= 0 ? position : -position - 1) - 1;
        if (before >= 0) {
            result.add(defs[before]);
        }
        for (Loop loop : loops) {
            if (!loop.contains(index) || before >= 0 && loop.contains(defs[before]) && defs[before] >= loop.first()) {
                continue;   // written earlier in this iteration: the previous iteration's value does not reach
            }
            for (int k = defs.length - 1; k >= 0 && defs[k] > index; k--) {
                if (loop.contains(defs[k])) {
                    if (!result.contains(defs[k])) {
                        result.add(defs[k]);
                    }
                    break;
                }
            }
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The next instruction after {@code index} that reads {@code register}, following the loop back to its header
     * when the read comes around in the next iteration; -1 when none reads it again. Distance in instructions.
     */
    public int distanceToNextUse(int register, int index) {
        List<AmdInstruction> code = kernel.instructions();
        for (int i = index + 1; i < code.size(); i++) {
            if (reads(code.get(i), register)) {
                return i - index;
            }
            if (writesWhole(code.get(i), register)) {
                break;
            }
        }
        Loop loop = innermostLoop(index);
        if (loop != null) {
            for (int i = loop.first(); i < index; i = loop.body().nextSetBit(i + 1)) {
                if (reads(code.get(i), register)) {
                    return loop.last() - index + i - loop.first() + 1;
                }
                if (writesWhole(code.get(i), register)) {
                    break;
                }
            }
        }
        return -1;
    }

    /** The next instruction after {@code index} in listing order that reads {@code register}, or -1. */
    public int nextReader(int register, int index) {
        List<AmdInstruction> code = kernel.instructions();
        for (int i = index + 1; i < code.size(); i++) {
            if (reads(code.get(i), register)) {
                return i;
            }
            if (writesWhole(code.get(i), register)) {
                return -1;
            }
        }
        return -1;
    }

    /** Instructions since the value in {@code register} was last read or written before {@code index}. */
    public int distanceFromLastTouch(int register, int index) {
        List<AmdInstruction> code = kernel.instructions();
        for (int i = index - 1; i >= 0; i--) {
            if (reads(code.get(i), register) || contains(code.get(i).defs(), register)) {
                return index - i;
            }
        }
        return index + 1;
    }

    /** Whether any instruction of the loop reads or writes the register. */
    public boolean touchedIn(int register, Loop loop) {
        List<AmdInstruction> code = kernel.instructions();
        for (int i = loop.body().nextSetBit(0); i >= 0; i = loop.body().nextSetBit(i + 1)) {
            if (reads(code.get(i), register) || contains(code.get(i).defs(), register)) {
                return true;
            }
        }
        return false;
    }

    static boolean reads(AmdInstruction in, int register) {
        return contains(in.uses(), register);
    }

    private static boolean writesWhole(AmdInstruction in, int register) {
        return contains(in.defs(), register) && !contains(in.uses(), register);
    }

    static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }
}
