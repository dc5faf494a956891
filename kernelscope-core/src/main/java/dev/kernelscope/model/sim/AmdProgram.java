/*
 * Turns one kernel of an AMDGPU listing (clang -S, hipcc --save-temps, `kernelscope isa --save-asm`) into a simulator
 * program: its natural loops at their trip counts, each trip from the loop's header (rotated loops too), one path
 * (s_cbranch_execz falls through, other branches take the heavier side), each instruction's class, the s_waitcnt
 * counters as scoreboard waits and RDNA3's s_delay_alu hints as wait steps.
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.isa.AmdControlFlow;
import dev.kernelscope.model.isa.AmdInstruction;
import dev.kernelscope.model.isa.AmdKernelListing;
import dev.kernelscope.model.isa.AmdListing;
import dev.kernelscope.model.sim.AmdClass.Counter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class AmdProgram {
    /**
     * The simulator's scoreboards stand for the two counters: vector memory (vmcnt; loads, and on gfx9 and older
     * stores too) takes scoreboards 0-3 in turn, LDS and scalar memory (lgkmcnt) 4-5. A wait for "at most N
     * outstanding" waits for the scoreboard of the N+1-th newest operation, which the counters' in-order return
     * makes the last one needed; exact while N < 4 (vm) or N < 2 (lgkm), later it also waits for a newer operation
     * sharing that scoreboard, a few issue cycles later than the hardware in a burst of loads.
     */
    private static final int VM_BOARDS = 4;
    private static final int LGKM_BOARD0 = 4;
    private static final int LGKM_BOARDS = 2;
    /** Trips each loop runs while the waits are worked out: the first trip and the steady state. */
    private static final int TRIPS_FOR_WAITS = 2;
    private static final Pattern DELAY = Pattern.compile("(instid0|instid1|instskip)\\((\\w+)\\)");

    /**
     * A loop, named by the label of its head (the header, where each trip starts; in a rotated loop it lies in the
     * middle of {@code first}..{@code last}, the body's lowest and highest instruction).
     */
    public record Loop(int head, int first, int last, String label, int line, int depth) {
    }

    /**
     * Trip counts and the simulated group; registers and LDS bytes default to the listing's.
     *
     * @param timing the target's VALU and transcendental latencies and SIMD width, which turn RDNA3's s_delay_alu
     *        hints into wait steps; null when the target has no simulator parameters (the hints are then left out)
     * @param arch the target's architecture preset, written as the program's `arch` line so that the program runs on
     *        it again (without it `simulate --program` ran an AMD program on sm_90); null when none
     */
    public record Options(int threads, OptionalInt registers, OptionalInt shared, ToIntFunction<Loop> trips,
                          List<String> notes, SimParameters timing, String arch) {
        public Options {
            notes = List.copyOf(notes);
        }
    }

    /** The program, its text, the loops and their trips. */
    public record Derivation(Program program, String text, List<Loop> loops, Map<Loop, Integer> trips,
                             long pathInstructions) {
    }

    private final AmdKernelListing kernel;
    private final List<AmdInstruction> code;
    private final AmdControlFlow flow;
    private final boolean storesCountAsVm;
    private final List<Loop> loops = new ArrayList<>();
    /** Each loop by its head: where the path enters it. */
    private final Map<Integer, Loop> loopAt = new HashMap<>();
    private final Map<Loop, java.util.BitSet> bodyOf = new HashMap<>();
    /** Per loop, the instructions outside it that its body branches or falls to, ascending. */
    private final Map<Loop, int[]> exitsOf = new HashMap<>();
    private final int[] board;            // per instruction: its scoreboard, -1 none
    private final int[] waitMask;         // per instruction: scoreboards it waits for (from the s_waitcnt before it)
    private int wave;
    private int[] delay;                  // per instruction: cycles its s_delay_alu hint holds it back

    private AmdProgram(String source, AmdKernelListing kernel, String target) {
        this.kernel = kernel;
        this.code = kernel.instructions();
        this.flow = new AmdControlFlow(kernel);
        this.storesCountAsVm = AmdClass.gfx9OrOlder(target);
        checkBranchTargets(source);
        Map<Integer, String> labelAt = new HashMap<>();
        kernel.labels().forEach((label, index) -> labelAt.merge(index, label, (a, b) -> a.compareTo(b) <= 0 ? a : b));
        // one natural loop per header (its back edges merged); natural loops nest or are disjoint
        List<AmdControlFlow.Loop> natural = new ArrayList<>(flow.loops());
        natural.sort(Comparator.comparingInt(AmdControlFlow.Loop::first).thenComparingInt(l -> -l.last()));
        for (AmdControlFlow.Loop l : natural) {
            int head = l.header();
            String label = labelAt.getOrDefault(head, "line" + code.get(head).lineNumber());
            Loop loop = new Loop(head, l.first(), l.last(), label, code.get(head).lineNumber(), l.depth());
            loops.add(loop);
            loopAt.put(head, loop);
            bodyOf.put(loop, l.body());
            java.util.TreeSet<Integer> exits = new java.util.TreeSet<>();
            l.body().stream().forEach(i -> {
                for (int t : flow.successors(i)) {
                    if (!l.body().get(t)) {
                        exits.add(t);
                    }
                }
            });
            exitsOf.put(loop, exits.stream().mapToInt(Integer::intValue).toArray());
        }
        board = new int[code.size()];
        waitMask = new int[code.size()];
        assignBoards();
    }

    /**
     * Every branch to a local label must find it in the kernel: `s_cbranch_scc1 .LBB0_99` without that label fell
     * through in silence (the SASS reader refuses the same with the line).
     */
    private void checkBranchTargets(String source) {
        for (AmdInstruction in : code) {
            if (in.kind() != AmdInstruction.Kind.BRANCH || !in.mnemonic().matches("s_(c)?branch.*")) {
                continue;
            }
            String[] words = in.text().split("[\\s,]+");
            if (words.length >= 2 && words[1].startsWith(".") && !kernel.labels().containsKey(words[1])) {
                throw new InvalidInputException(source + ":" + in.lineNumber() + ": " + in.mnemonic() + " branches to "
                        + words[1] + ", which kernel " + kernel.name() + " does not have (a listing cut short, or"
                        + " another kernel's label?).");
            }
        }
    }

    /** The loops of {@code kernel}, outermost first where they start together. */
    public static List<Loop> loops(String source, AmdKernelListing kernel, String target) {
        return List.copyOf(new AmdProgram(source, kernel, target).loops);
    }

    public static Derivation derive(String source, AmdKernelListing kernel, String target, Options options) {
        if (options.threads() < 1) {
            throw new InvalidInputException("Give --threads for " + kernel.name() + ": the work-group size of your launch.");
        }
        checkGroupSize(kernel, options.threads(), options.arch());
        AmdProgram p = new AmdProgram(source, kernel, target);
        Map<Loop, Integer> trips = new LinkedHashMap<>();
        for (Loop loop : p.loops) {
            int t = options.trips().applyAsInt(loop);
            if (t < 0 || t > ProgramParser.MAX_COUNT) {
                throw new InvalidInputException("trip count " + t + " for the loop at " + loop.label() + " is outside 0.."
                        + ProgramParser.MAX_COUNT + ".");
            }
            trips.put(loop, t);
        }
        // a listing without its metadata (.wavefront_size) runs at the target's default: wave64 up to gfx9, wave32 after
        int wave = kernel.waveSize() > 0 ? kernel.waveSize() : p.storesCountAsVm ? 64 : 32;
        p.wave = wave;
        p.pathTrips = trips;
        p.delay = p.delays(options.timing(), wave);
        p.computeWaits(trips);
        StepWriter emitter = new StepWriter();
        long[] scalar = {0};
        p.emitRegion(null, trips, emitter, 1, scalar);
        emitter.flush();
        StringBuilder text = new StringBuilder();
        text.append("# derived from an AMDGPU listing by kernelscope (AmdProgram): ").append(source).append(", kernel ")
                .append(kernel.name()).append(" (").append(target).append(")\n");
        if (options.arch() != null) {
            text.append("arch ").append(options.arch()).append('\n');
        }
        text.append("threads ").append(options.threads()).append('\n');
        text.append("wave ").append(wave).append(kernel.waveSize() > 0 ? "" : "   # the listing does not say: the"
                + " target's default").append('\n');
        text.append("registers ").append(options.registers().orElse(kernel.allocatedVectorRegisters())).append('\n');
        text.append("shared ").append(options.shared().orElse(kernel.ldsBytes())).append('\n');
        for (String note : options.notes()) {
            text.append("note ").append(note).append('\n');
        }
        if (options.shared().isEmpty() && kernel.metadata().containsKey(AmdListing.LOCAL_ARGUMENTS)) {
            text.append("note ").append(kernel.name()).append(" takes __local pointer arguments, sized at launch: its"
                    + " shared bytes here are only its ").append(kernel.ldsBytes()).append(" B of static LDS; give --shared"
                    + " BYTES for the total, which sets the resident groups\n");
        }
        text.append("note ").append(kernel.name()).append(": ").append(emitter.issued).append(" vector, memory and barrier"
                + " instructions per wave on the simulated path (").append(scalar[0]).append(" scalar ALU, branch and"
                + " scheduling instructions not simulated: the scalar unit issues beside the vector ALU); of ")
                .append(p.code.size()).append(" in the listing; s_cbranch_execz falls through (a divergent branch runs its block),"
                + " other branches take the side that issues more\n");
        if (!kernel.calls().isEmpty()) {
            // s_swappc to a function that was not inlined: its instructions are not on the path
            text.append("note ").append(kernel.name()).append(" calls ").append(String.join(", ", kernel.calls()))
                    .append(": ").append(Program.CALLS_NOT_FOLLOWED).append(" (each call counts as one scalar branch;"
                    + " an image read or write, or an async copy, made there moves no bytes here)\n");
        }
        for (Loop loop : p.loops) {
            text.append("note loop ").append(loop.label()).append(" (line ").append(loop.line()).append("): ")
                    .append(trips.get(loop)).append(" trips, per trip ").append(p.mix(loop)).append('\n');
        }
        text.append("note s_waitcnt as scoreboard waits (vector memory sb 0-3, LDS and scalar memory sb 4-5); ")
                .append(options.timing() == null ? "VALU results wait for nothing (no simulator parameters for "
                        + target + ", so s_delay_alu is not read)"
                        : String.format(Locale.ROOT, "s_delay_alu as wait steps (VALU_DEP_n: %.0f cycles of VALU latency,"
                        + " TRANS32_DEP_n: %.0f, less n issues; other VALU dependencies wait for nothing, as the"
                        + " compiler's hints say)", options.timing().aluLatency(), options.timing().sfuLatency()))
                .append("; memory widths from the opcodes with a wave's lanes contiguous\n");
        text.append(emitter.body);
        if (emitter.issued == 0) {
            // else the parser's "the program has no instructions (alu, sfu ...)" about a program the user never wrote
            throw new InvalidInputException(kernel.name() + " has no vector, memory or barrier instruction on its path"
                    + " (" + scalar[0] + " scalar and branch instructions, which the simulator does not issue): nothing"
                    + " to simulate. A kernel whose loop has no exit (while (1)) compiles to a scalar branch alone.");
        }
        return new Derivation(ProgramParser.parse(kernel.name(), text.toString()), text.toString(), List.copyOf(p.loops),
                trips, emitter.issued);
    }

    /**
     * The group size must be one the code object can be launched with: its reqd_work_group_size exactly, else at most
     * its .max_flat_workgroup_size (256 for OpenCL C without attributes), for which the compiler budgeted registers
     * and barriers. A kernel declaring reqd_work_group_size(64,1,1) was simulated at --threads 1024 without a word.
     */
    private static void checkGroupSize(AmdKernelListing kernel, int threads, String arch) {
        int[] required = kernel.requiredWorkGroupSize();
        long product = java.util.Arrays.stream(required).asLongStream().reduce(1, (a, b) -> a * b);
        if (required.length > 0 && product > 0 && product != threads) {
            throw new InvalidInputException("--threads " + threads + " is not " + kernel.name() + "'s"
                    + " reqd_work_group_size (" + java.util.Arrays.stream(required).mapToObj(Integer::toString)
                    .collect(java.util.stream.Collectors.joining(", ")) + "): it launches with " + product
                    + " work-items per group only.");
        }
        int max = kernel.maxFlatWorkGroupSize();
        // the target's own limit (1,024 on every AMD preset); the advice below once asked for
        // reqd_work_group_size(2048, 1, 1), which no AMD GPU launches
        int launches = arch == null ? 0 : dev.kernelscope.model.arch.ArchRegistry.presets().find(arch)
                .map(dev.kernelscope.model.arch.Architecture::maxThreadsPerGroup).orElse(0);
        if (launches > 0 && threads > launches) {
            throw new InvalidInputException("--threads " + threads + " is more than the " + launches
                    + " work-items per group " + arch + " launches; give at most " + launches + ".");
        }
        if (required.length == 0 && max > 0 && threads > max) {
            throw new InvalidInputException("--threads " + threads + " exceeds the " + max + " work-items per group "
                    + kernel.name() + " was compiled for (.max_flat_workgroup_size; clang's default for OpenCL C is 256):"
                    + " the launch would fail. Compile for more with __attribute__((reqd_work_group_size(" + threads
                    + ", 1, 1))) or amdgpu_flat_work_group_size(1, " + threads + ").");
        }
    }

    // ---- RDNA3's s_delay_alu ----

    /**
     * The cycles each instruction waits by its s_delay_alu hint: instid0 names the next instruction's dependency,
     * instid1 the one instskip places after it (SAME 0, NEXT 1, SKIP_k k + 1). A VALU_DEP_n result was issued n VALU
     * issues earlier, so the wait is the latency less those issues (the simulator's `wait` counts cycles after the
     * previous instruction's issue); SALU_CYCLE_n waits on the scalar unit, which is not simulated.
     */
    private int[] delays(SimParameters timing, int waveSize) {
        int[] cycles = new int[code.size()];
        if (timing == null) {
            return cycles;
        }
        double issue = Math.ceil(waveSize / timing.simdWidth());
        for (int i = 0; i < code.size(); i++) {
            if (!code.get(i).mnemonic().equals("s_delay_alu")) {
                continue;
            }
            int first = i + 1;
            while (first < code.size() && code.get(first).mnemonic().equals("s_delay_alu")) {
                first++;
            }
            Matcher m = DELAY.matcher(code.get(i).text());
            int skip = 0;
            String id0 = null;
            String id1 = null;
            while (m.find()) {
                switch (m.group(1)) {
                    case "instid0" -> id0 = m.group(2);
                    case "instid1" -> id1 = m.group(2);
                    default -> skip = switch (m.group(2)) {
                        case "SAME" -> 0;
                        case "NEXT" -> 1;
                        default -> m.group(2).startsWith("SKIP_") ? Integer.parseInt(m.group(2).substring(5)) + 1 : 0;
                    };
                }
            }
            hold(cycles, first, id0, timing, issue);
            hold(cycles, first + skip, id1, timing, issue);
        }
        return cycles;
    }

    private static void hold(int[] cycles, int index, String dependency, SimParameters timing, double issue) {
        if (dependency == null || index >= cycles.length) {
            return;
        }
        Matcher m = Pattern.compile("(VALU|TRANS32)_DEP_(\\d)").matcher(dependency);
        if (!m.matches()) {
            return;                               // SALU_CYCLE_n, NO_DEP
        }
        double latency = m.group(1).equals("VALU") ? timing.aluLatency() : timing.sfuLatency();
        int wait = (int) Math.max(0, Math.ceil(latency - Integer.parseInt(m.group(2)) * issue));
        cycles[index] = Math.max(cycles[index], wait);
    }

    // ---- waits ----

    private void assignBoards() {
        int vm = 0;
        int lgkm = 0;
        for (int i = 0; i < code.size(); i++) {
            board[i] = -1;
            Counter c = AmdClass.counter(code.get(i), storesCountAsVm);
            StepKind s = AmdClass.step(code.get(i));
            if (c == null || s == null || !s.producesResult()) {
                continue;
            }
            board[i] = c == Counter.VM ? vm++ % VM_BOARDS : LGKM_BOARD0 + lgkm++ % LGKM_BOARDS;
        }
    }

    /**
     * Walks the path with every loop run {@link #TRIPS_FOR_WAITS} times (fewer where it runs fewer), keeping each
     * counter's outstanding operations in issue order, and gives each instruction after an s_waitcnt the union of the
     * scoreboards its waits need on every visit.
     */
    private void computeWaits(Map<Loop, Integer> trips) {
        Map<Counter, Deque<Integer>> outstanding = Map.of(Counter.VM, new ArrayDeque<>(), Counter.LGKM, new ArrayDeque<>());
        int[] pending = {0};
        walk(null, trips, i -> {
            AmdInstruction in = code.get(i);
            Map<Counter, Integer> waits = AmdClass.waits(in);
            if (!waits.isEmpty()) {
                waits.forEach((c, n) -> pending[0] |= need(outstanding.get(c), n));
                return;
            }
            StepKind s = AmdClass.step(in);
            if (s == null || s == StepKind.BARRIER) {
                return;                         // a barrier takes no scoreboard wait: the step after it does
            }
            waitMask[i] |= pending[0];
            pending[0] = 0;
            Counter c = AmdClass.counter(in, storesCountAsVm);
            if (c != null) {
                Deque<Integer> queue = outstanding.get(c);
                queue.addLast(i);
                if (queue.size() > 64) {
                    queue.removeFirst();
                }
            }
        });
    }

    /** Waiting until at most n of {@code queue} are outstanding: the scoreboard of the newest one that must finish. */
    private int need(Deque<Integer> queue, int n) {
        int mask = 0;
        while (queue.size() > n) {
            int op = queue.removeFirst();      // older than the n newest: done after the wait
            if (board[op] >= 0) {
                mask = 1 << board[op];         // a store has no scoreboard: the newest load before it stands in
            }
        }
        return mask;
    }

    private interface Visit {
        void at(int index);
    }

    /** Visits the path through the kernel (region null) or one trip of a loop, each loop it enters {@code trips} times, at most {@link #TRIPS_FOR_WAITS}. */
    private void walk(Loop region, Map<Loop, Integer> trips, Visit visit) {
        Path path = path(region);
        for (int p = start(region); p >= 0; p = path.next(p)) {
            Loop loop = loopAt.get(p);
            if (loop != null && loop != region) {
                int t = Math.min(trips.getOrDefault(loop, 1), TRIPS_FOR_WAITS);
                for (int trip = 0; trip < t; trip++) {
                    walk(loop, trips, visit);
                }
                continue;
            }
            visit.at(p);
        }
    }

    /**
     * The best path through the kernel or through one trip of a loop: per instruction index, the next index on it (-1:
     * the path or the trip ends) and the instructions it issues from there, loops at their trips.
     */
    private record Path(int from, int[] nextByIndex, long[] weightByIndex) {
        /** The next index after {@code p} on the path, -1 where it ends. */
        int next(int p) {
            return nextByIndex[p - from];
        }

        /** Instructions the path issues from {@code p} on. */
        long weight(int p) {
            return weightByIndex[p - from];
        }
    }

    /** Per region (null: the kernel), its best path, computed once. */
    private final Map<Loop, Path> paths = new HashMap<>();
    private Map<Loop, Integer> pathTrips = Map.of();

    private int start(Loop region) {
        return region == null ? 0 : region.head();
    }

    /** Where the path goes from {@code target} in {@code region}: -1 where it leaves the region or comes back to its head. */
    private int within(Loop region, int target) {
        if (target < 0 || target >= code.size()) {
            return -1;
        }
        return region == null ? target : bodyOf.get(region).get(target) && target != region.head() ? target : -1;
    }

    private static final long UNSEEN = -1;
    private static final long ON_STACK = -2;

    /**
     * The path through {@code region} that issues the most instructions, loops at their trips: an s_cbranch_execz falls
     * through (a divergent branch runs its block under EXEC whenever any lane takes it); any other conditional branch
     * takes the heavier side; a jump is followed wherever it goes in the region (a rotated loop's latch lies above its
     * header); entering a loop's head runs its trips and leaves by its heaviest exit. In a trip the path ends where it
     * returns to the head or leaves the loop. A depth-first search over the graph with each inner loop collapsed (a
     * DAG where the flow is reducible; an edge back into the search's own stack ends the path there).
     */
    private Path path(Loop region) {
        Path cached = paths.get(region);
        if (cached != null) {
            return cached;
        }
        // arrays over the region's own range (a loop's body lies within first..last): one per loop over the whole
        // listing would cost loops x instructions
        int from = region == null ? 0 : region.first();
        int n = region == null ? code.size() : region.last() - region.first() + 1;
        long[] weight = new long[n];
        int[] next = new int[n];
        java.util.Arrays.fill(weight, UNSEEN);
        java.util.Arrays.fill(next, -1);
        Deque<Integer> stack = new ArrayDeque<>();
        int root = start(region);
        weight[root - from] = ON_STACK;
        stack.push(root);
        while (!stack.isEmpty()) {
            int p = stack.peek();
            int[] candidates = candidates(region, p);
            boolean descended = false;
            for (int c : candidates) {
                if (c >= 0 && weight[c - from] == UNSEEN) {
                    weight[c - from] = ON_STACK;
                    stack.push(c);
                    descended = true;
                    break;
                }
            }
            if (descended) {
                continue;
            }
            stack.pop();
            long own = 1;
            Loop loop = loopAt.get(p);
            if (loop != null && loop != region) {
                own = PathWeights.times(pathTrips.getOrDefault(loop, 1), path(loop).weight(loop.head()));
            }
            // the heaviest continuation; the first candidate wins ties (the fall-through for a conditional branch)
            int best = -1;
            long bestWeight = -1;
            for (int c : candidates) {
                boolean done = c >= 0 && weight[c - from] >= 0;     // not the end, nor a node still on the stack
                long w = done ? weight[c - from] : 0;
                if (w > bestWeight) {
                    best = done ? c : -1;
                    bestWeight = w;
                }
            }
            weight[p - from] = PathWeights.plus(own, Math.max(0, bestWeight));
            next[p - from] = best;
        }
        Path path = new Path(from, next, weight);
        paths.put(region, path);
        return path;
    }

    /**
     * Where the path may go after {@code p} in {@code region}, the preferred one first (-1: it ends): a loop's exits,
     * a branch's target and fall-through (an s_cbranch_execz only its fall-through), else the next instruction.
     */
    private int[] candidates(Loop region, int p) {
        Loop loop = loopAt.get(p);
        if (loop != null && loop != region) {
            return java.util.Arrays.stream(exitsOf.get(loop)).map(e -> within(region, e)).toArray();
        }
        AmdInstruction in = code.get(p);
        int[] successors = flow.successors(p);
        if (successors.length == 0) {
            return new int[0];
        }
        if (in.kind() != AmdInstruction.Kind.BRANCH || successors.length == 1) {
            return new int[] {within(region, successors[0])};
        }
        int fall = within(region, successors[1]);
        return in.mnemonic().equals("s_cbranch_execz") ? new int[] {fall} : new int[] {fall, within(region, successors[0])};
    }

    private String mix(Loop loop) {
        Map<String, Integer> counts = new TreeMap<>();
        walk(loop, Map.of(), i -> {
            StepKind s = AmdClass.step(code.get(i));
            counts.merge(s == null ? "scalar" : s.keyword(), 1, Integer::sum);
        });
        List<String> parts = new ArrayList<>();
        counts.forEach((k, v) -> parts.add(k + " " + v));
        return counts.values().stream().mapToInt(Integer::intValue).sum() + " instructions (" + String.join(", ", parts)
                + "; nested loops once)";
    }

    // ---- emission ----

    /** Writes the path through the kernel (region null) or one trip of a loop, inner loops as loop statements. */
    private void emitRegion(Loop region, Map<Loop, Integer> trips, StepWriter out, long times, long[] scalar) {
        Path path = path(region);
        for (int p = start(region); p >= 0; p = path.next(p)) {
            Loop loop = loopAt.get(p);
            if (loop != null && loop != region) {
                int count = trips.get(loop);
                if (count > 0) {
                    out.loop(count, loop.label(), () -> emitRegion(loop, trips, out, PathWeights.times(times, count), scalar));
                }
                continue;
            }
            AmdInstruction in = code.get(p);
            StepKind s = AmdClass.step(in);
            if (s == null) {
                scalar[0] = PathWeights.plus(scalar[0], times);
            } else {
                String keyword = s.keyword();
                if (s == StepKind.MEM || s == StepKind.STORE || s == StepKind.LDS || s == StepKind.STS) {
                    keyword += " bytes=" + AmdClass.bytes(in, wave);
                }
                if (board[p] >= 0) {
                    keyword += " sb=" + board[p];
                }
                if (delay[p] > 0) {
                    out.line("wait " + delay[p]);
                }
                out.issued = PathWeights.plus(out.issued, times);
                if (s == StepKind.BARRIER) {
                    out.line("barrier");
                } else {
                    out.instruction(keyword, waitMask[p]);
                }
            }
        }
    }
}
