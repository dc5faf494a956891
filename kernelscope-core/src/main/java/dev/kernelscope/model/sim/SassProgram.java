/*
 * Turns one kernel of a SASS listing into a simulator program: its loops (backward branches, nested by address
 * range), one path through its branches (the one that issues the most instructions, loops counted at their trip
 * counts), each instruction's class (SassClass), and the control codes' stall counts as `wait` steps where no load,
 * barrier or scoreboard wait already covers them (the rule validated on the H100, docs/simulator.md).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class SassProgram {
    private static final Pattern TARGET = Pattern.compile("(?:`\\(([^)]+)\\)|\\b0x([0-9a-fA-F]+))\\s*$");
    private static final Pattern PREDICATE_OPERAND = Pattern.compile("^!?U?P[T0-9]+\\s*,");
    private static final long NONE = Long.MIN_VALUE / 4;

    /**
     * A loop: the instructions from {@code start} to its backward branch at {@code end} (indices into the kernel).
     * @param perTrip   instructions one trip issues on its path, by opcode mnemonic (nested loops left out)
     * @param innermost whether no loop lies inside it
     */
    public record Loop(int start, int end, long startAddress, long endAddress, int startLine, int endLine, int depth,
                       boolean innermost, Map<String, Integer> perTrip) {
        public int perTrip(String mnemonic) {
            return perTrip.getOrDefault(mnemonic, 0);
        }

        /** Instructions per trip of a class. */
        public int perTrip(SassClass cls) {
            return perTrip.entrySet().stream().filter(e -> SassClass.of(e.getKey()) == cls).mapToInt(Map.Entry::getValue).sum();
        }

        public boolean contains(Loop other) {
            return start <= other.start && other.end <= end && !equals(other);
        }

        /** "0x09d0-0x3010 (lines 325-1545)". */
        public String label() {
            return String.format(Locale.ROOT, "%#06x-%#06x (lines %d-%d)", startAddress, endAddress, startLine, endLine);
        }
    }

    /**
     * @param threads   threads per block (a listing does not say; required)
     * @param registers registers per thread, else the listing's -res-usage line, else unknown
     * @param shared    shared bytes per block, else the listing's static shared bytes, else 0
     * @param trips     trip count of each loop
     * @param branches  conditional forward branches whose side the path must take, by address: true = taken, false =
     *                  fall through (a kernel with an interior and a border copy of its work: the path otherwise takes
     *                  the longer, border copy)
     */
    public record Options(String name, int threads, OptionalInt registers, OptionalInt shared, ToIntFunction<Loop> trips,
                          List<String> notes, Map<Long, Boolean> branches) {
        public Options {
            notes = List.copyOf(notes);
            branches = Map.copyOf(branches);
        }

        /** Every branch's side chosen by the path (the longer). */
        public Options(String name, int threads, OptionalInt registers, OptionalInt shared, ToIntFunction<Loop> trips,
                       List<String> notes) {
            this(name, threads, registers, shared, trips, notes, Map.of());
        }
    }

    /** The program, its text, and what the derivation found. */
    public record Derivation(Program program, String text, List<Loop> loops, Map<Loop, Integer> trips,
                             long pathInstructions) {
    }

    private final String source;
    private final SassListing.Kernel kernel;
    private final List<SassListing.Instruction> code;
    private final Map<Long, Integer> indexOfAddress = new HashMap<>();
    private final List<int[]> loopRanges = new ArrayList<>();   // {start, end}, sorted by start then longest first
    private final Map<Integer, Boolean> chosen = new HashMap<>();  // branch index -> taken (Options.branches)

    private SassProgram(String source, SassListing.Kernel kernel) {
        this.source = source;
        this.kernel = kernel;
        this.code = kernel.instructions();
        for (int i = 0; i < code.size(); i++) {
            indexOfAddress.put(code.get(i).address(), i);
        }
        Map<Integer, Integer> endOfStart = new LinkedHashMap<>();
        for (int i = 0; i < code.size(); i++) {
            int target = target(source, i);
            // a branch to itself that nothing can fall into (the `BRA self` after the last EXIT) is no loop
            boolean trap = target == i && !conditional(i) && (i == 0 || SassClass.ofOpcode(code.get(i - 1).opcode()) == SassClass.EXIT
                    || SassClass.ofOpcode(code.get(i - 1).opcode()) == SassClass.BRANCH && !conditional(i - 1));
            if (target >= 0 && target <= i && isBranch(i) && !trap) {
                endOfStart.merge(target, i, Math::max);      // several back-edges to one head: one loop
            }
        }
        endOfStart.forEach((s, e) -> loopRanges.add(new int[] {s, e}));
        loopRanges.sort(Comparator.<int[]>comparingInt(r -> r[0]).thenComparingInt(r -> -r[1]));
        for (int a = 0; a < loopRanges.size(); a++) {
            for (int b = a + 1; b < loopRanges.size(); b++) {
                int[] x = loopRanges.get(a), y = loopRanges.get(b);
                if (y[0] <= x[1] && y[1] > x[1]) {
                    throw SassListing.error(source, code.get(y[1]).line(), "the loop back to line " + code.get(y[0]).line()
                            + " overlaps the loop of lines " + code.get(x[0]).line() + "-" + code.get(x[1]).line()
                            + " without nesting in it; the reader handles nested and separate loops only");
                }
            }
        }
    }

    /** The loops of {@code kernel}, each with its per-trip mix on the path a trip takes (nested loops once). */
    public static List<Loop> loops(String source, SassListing.Kernel kernel) {
        SassProgram p = new SassProgram(source, kernel);
        return p.survey(loop -> 1);
    }

    public static Derivation derive(String source, SassListing.Kernel kernel, Options options) {
        if (options.threads() < 1) {
            throw new InvalidInputException("A SASS listing does not say the block size: give --threads for " + kernel.name() + ".");
        }
        SassProgram p = new SassProgram(source, kernel);
        p.choose(options.branches());
        List<Loop> loops = p.survey(loop -> 1);
        Map<Loop, Integer> trips = new LinkedHashMap<>();
        for (Loop loop : loops) {
            int t = options.trips().applyAsInt(loop);
            if (t < 0 || t > ProgramParser.MAX_COUNT) {
                throw new InvalidInputException("trip count " + t + " for the loop at " + loop.label() + " is outside 0.."
                        + ProgramParser.MAX_COUNT + ".");
            }
            trips.put(loop, t);
        }
        Map<Integer, Integer> tripsByStart = new HashMap<>();
        trips.forEach((loop, t) -> tripsByStart.put(loop.start(), t));
        StepWriter emitter = new StepWriter();
        TreeSet<String> unknown = new TreeSet<>();
        Region whole = p.region(-1, tripsByStart::get);
        p.emit(whole, tripsByStart::get, emitter, unknown);
        StringBuilder text = new StringBuilder();
        text.append("# derived from SASS by kernelscope (SassProgram): ").append(source).append(", kernel ").append(kernel.name())
                .append(kernel.sm() > 0 ? " (sm_" + kernel.sm() + ")" : "").append('\n');
        text.append("threads ").append(options.threads()).append('\n');
        OptionalInt registers = options.registers().isPresent() ? options.registers() : kernel.registers();
        registers.ifPresent(r -> text.append("registers ").append(r).append('\n'));
        OptionalInt shared = options.shared().isPresent() ? options.shared() : kernel.sharedBytes();
        shared.ifPresent(s -> text.append("shared ").append(s).append('\n'));
        for (String note : options.notes()) {
            text.append("note ").append(note).append('\n');
        }
        if (registers.isEmpty()) {
            // said, not assumed silently: session 32's stencil scenarios ran rung 10 at 16 groups per SM for want of
            // this line, where its 116 registers let 4
            text.append("note registers per thread unknown: the listing has no -res-usage line (cuobjdump -sass")
                    .append(" -res-usage lists it) and none was given (--registers R), so registers do not limit the")
                    .append(" groups per SM\n");
        }
        text.append("note ").append(kernel.name()).append(": ").append(emitter.issued).append(" instructions per warp on the"
                .concat(" simulated path, of ")).append(kernel.instructions().size()).append(" in the listing; where the kernel branches the path")
                .append(" takes the side that issues more").append(chosenSides(options.branches()))
                .append("; CALLs are not followed\n");
        for (Loop loop : loops) {
            text.append("note loop ").append(loop.label()).append(": ").append(trips.get(loop)).append(" trips, per trip ")
                    .append(mix(loop)).append('\n');
        }
        text.append("note ").append(kernel.hasControlCodes()
                ? "control codes: stall counts (bits 41-44) as wait steps, loads' and MUFU's write scoreboards (bits 46-48) as sb=,"
                        + " the scoreboards an instruction waits on (bits 52-57) as waitsb= (the program's dependencies)"
                : "no control codes in the listing (nvdisasm without -hex, or before sm_70): no wait steps, and each step waits"
                        + " for the previous step's results").append('\n');
        text.append("note memory widths from the opcodes (.64, .128) with a warp's lanes assumed contiguous (SASS does not show addresses)\n");
        if (!unknown.isEmpty()) {
            text.append("note opcodes taken as ALU without knowing them: ").append(String.join(" ", unknown)).append('\n');
        }
        text.append(emitter.body);
        String name = options.name() == null ? kernel.name() : options.name();
        return new Derivation(ProgramParser.parse(name, text.toString()), text.toString(), loops, trips, emitter.issued);
    }

    private static String mix(Loop loop) {
        StringBuilder s = new StringBuilder();
        int total = loop.perTrip().values().stream().mapToInt(Integer::intValue).sum();
        s.append(total).append(" instructions (");
        List<String> parts = new ArrayList<>();
        for (SassClass cls : SassClass.values()) {
            int n = loop.perTrip(cls);
            if (n > 0) {
                parts.add(cls.name().toLowerCase(Locale.ROOT).replace('_', ' ') + " " + n);
            }
        }
        int ffma = loop.perTrip("FFMA");
        return s.append(String.join(", ", parts)).append(ffma > 0 ? "; FFMA " + ffma : "").append(')').toString();
    }

    // ---- control flow ----

    private boolean isBranch(int i) {
        return SassClass.ofOpcode(code.get(i).opcode()) == SassClass.BRANCH && !code.get(i).mnemonic().equals("CALL")
                && !code.get(i).predicate().equals("@!PT");
    }

    private boolean conditional(int i) {
        String p = code.get(i).predicate();
        return !(p.isEmpty() || p.equals("@PT")) || PREDICATE_OPERAND.matcher(code.get(i).operands()).find();
    }

    /** The index a branch at {@code i} jumps to, -1 when it names none (indirect) or lies outside the kernel. */
    private int target(String source, int i) {
        SassListing.Instruction in = code.get(i);
        if (!isBranch(i)) {
            return -1;
        }
        Matcher m = TARGET.matcher(in.operands());
        if (!m.find()) {
            return -1;
        }
        Long address = m.group(1) != null ? kernel.labels().get(m.group(1)) : Long.valueOf(Long.parseLong(m.group(2), 16));
        if (address == null) {
            throw SassListing.error(source, in.line(), "the branch names " + m.group(1) + ", a label no instruction of "
                    + kernel.name() + " carries");
        }
        Integer index = indexOfAddress.get(address);
        if (index == null) {
            throw SassListing.error(source, in.line(), String.format(Locale.ROOT, "the branch goes to %#x, where %s has no"
                    + " instruction", address, kernel.name()));
        }
        return index;
    }

    /** A region: the whole kernel (loop index -1) or one loop's body, with its best path. */
    private record Region(int from, int to, boolean loop, long weight, int[] next, Map<Integer, Region> children) {
    }

    /** The best path through the kernel (loop < 0) or through the body of loopRanges[loop]. */
    private Region region(int loop, java.util.function.Function<Integer, Integer> trips) {
        int from = loop < 0 ? 0 : loopRanges.get(loop)[0];
        int to = loop < 0 ? code.size() - 1 : loopRanges.get(loop)[1];
        Map<Integer, Region> children = new HashMap<>();   // direct sub-loops by start index
        Map<Integer, Integer> childOf = new HashMap<>();   // any index inside a direct sub-loop -> its start
        for (int l = 0; l < loopRanges.size(); l++) {
            int[] r = loopRanges.get(l);
            boolean inside = loop < 0 ? true : (r[0] >= from && r[1] <= to && l != loop && !(r[0] == from && r[1] == to));
            if (!inside || childOf.containsKey(r[0])) {
                continue;
            }
            children.put(r[0], region(l, trips));
            for (int i = r[0]; i <= r[1]; i++) {
                childOf.putIfAbsent(i, r[0]);
            }
        }
        long[] best = new long[to - from + 2];
        int[] next = new int[to - from + 2];          // next position, or -1 = the path stops here
        best[to - from + 1] = loop < 0 ? 0 : NONE;
        next[to - from + 1] = -1;
        for (int p = to; p >= from; p--) {
            int k = p - from;
            Integer child = childOf.get(p);
            if (child != null) {
                Region body = children.get(child);
                int start = child;
                if (p != start) {            // inside a sub-loop but not its head: reached only through the head
                    best[k] = NONE;
                    next[k] = -1;
                    continue;
                }
                Integer t = trips.apply(start);
                long weight = body.weight() == NONE ? 0 : PathWeights.times(t == null ? 1 : t, body.weight());
                int after = body.to() + 1;
                if (loop < 0 && leftOnlyByExit(body)) {   // its last trip ends the kernel: nothing after it runs
                    best[k] = weight;
                    next[k] = -1;
                    continue;
                }
                best[k] = add(weight, best[after - from]);
                next[k] = after;
                continue;
            }
            SassClass cls = SassClass.ofOpcode(code.get(p).opcode());
            long fall = add(1, best[k + 1]);
            if (cls == SassClass.EXIT) {
                long stop = loop < 0 ? 1 : NONE;
                boolean unconditional = !conditional(p);
                best[k] = unconditional ? stop : Math.max(fall, stop);
                next[k] = unconditional || stop > fall ? -1 : p + 1;
                continue;
            }
            int target = isBranch(p) ? target(source, p) : -2;
            if (target == -2 || target == -1 && conditional(p)) {
                best[k] = fall;
                next[k] = p + 1;
                continue;
            }
            long taken;
            if (loop >= 0 && target == from && p <= to) {
                taken = 1;                       // the loop's own back-edge: one trip done
            } else if (target > p && target <= to) {
                taken = add(1, best[target - from]);
            } else {
                taken = loop < 0 && target == -1 ? 1 : NONE;     // an indirect jump ends the path; leaving a loop: not this path
            }
            Boolean side = chosen.get(p);   // --take's side, else the side that issues more
            if (!conditional(p) || (side != null ? side : taken > fall)) {
                best[k] = taken;
                next[k] = target > p ? target : -1;
            } else {
                best[k] = fall;
                next[k] = p + 1;
            }
        }
        return new Region(from, to, loop >= 0, best[0], next, children);
    }

    /**
     * A loop closed by an unconditional backward branch with no branch from its body past its end (stencil rung 10's
     * walk, which ends at an EXIT on its last turn): the code after it is reached only from elsewhere, so the path
     * does not fall through into it (it did, adding the interior walk's 15 turns to the border walk's).
     */
    private boolean leftOnlyByExit(Region body) {
        if (conditional(body.to()) || !isBranch(body.to())) {
            return false;
        }
        for (int i = body.from(); i <= body.to(); i++) {
            if (isBranch(i)) {
                int target = target(source, i);
                if (target < 0 || target > body.to()) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The sides chosen, as the note says them: ", except: 0x0150 taken, 0x0200 not taken". */
    private static String chosenSides(Map<Long, Boolean> branches) {
        if (branches.isEmpty()) {
            return "";
        }
        return new java.util.TreeMap<>(branches).entrySet().stream().map(e -> String.format(Locale.ROOT, "%#06x %s",
                e.getKey(), e.getValue() ? "taken" : "not taken")).collect(java.util.stream.Collectors.joining(", ",
                ", except: ", ""));
    }

    /** The branches whose side the path must take (Options.branches), each a conditional forward branch here. */
    private void choose(Map<Long, Boolean> branches) {
        for (Map.Entry<Long, Boolean> e : branches.entrySet()) {
            Integer i = indexOfAddress.get(e.getKey());
            if (i == null || !isBranch(i) || !conditional(i) || target(source, i) <= i) {
                throw new InvalidInputException(String.format(Locale.ROOT, "%s: kernel %s has no conditional forward"
                        + " branch at %#06x to choose a side of; give the address of a line like '/*0150*/ @P0 BRA"
                        + " 0x3360 ;'.", source, kernel.name(), e.getKey()));
            }
            chosen.put(i, e.getValue());
        }
    }

    private static long add(long a, long b) {
        return a == NONE || b == NONE ? NONE : PathWeights.plus(a, b);
    }

    private List<Loop> survey(java.util.function.Function<Integer, Integer> trips) {
        List<Loop> loops = new ArrayList<>();
        for (int l = 0; l < loopRanges.size(); l++) {
            int[] r = loopRanges.get(l);
            Region body = region(l, trips);
            Map<String, Integer> mix = new java.util.TreeMap<>();
            for (int p = r[0]; p >= 0 && p <= r[1]; ) {
                Region child = body.children().get(p);
                if (child != null) {
                    p = child.to() + 1;
                    continue;
                }
                mix.merge(code.get(p).mnemonic(), 1, Integer::sum);
                int n = body.next()[p - r[0]];
                if (n <= p) {
                    break;
                }
                p = n;
            }
            int depth = 0;
            boolean innermost = true;
            for (int[] o : loopRanges) {
                if (o != r && o[0] <= r[0] && r[1] <= o[1]) {
                    depth++;
                }
                if (o != r && r[0] <= o[0] && o[1] <= r[1]) {
                    innermost = false;
                }
            }
            SassListing.Instruction s = code.get(r[0]), e = code.get(r[1]);
            loops.add(new Loop(r[0], r[1], s.address(), e.address(), s.line(), e.line(), depth, innermost, mix));
        }
        return loops;
    }

    // ---- emission ----

    /** One SASS instruction into {@code out}: its class, width, scoreboards and stall count. */
    private static void instruction(StepWriter out, Set<String> unknown, SassListing.Instruction in,
                                    boolean controlCodes, long times) {
        SassClass cls = SassClass.ofOpcode(in.opcode());
        if (!SassClass.known(in.mnemonic())) {
            unknown.add(in.mnemonic());
        }
        out.issued = PathWeights.plus(out.issued, times);
        StepKind step = cls.step();
        String keyword = step.keyword();
        int lane = SassClass.bytesPerLane(in.opcode());
        if ((step == StepKind.MEM || step == StepKind.STORE || step == StepKind.LDS || step == StepKind.STS) && lane != 4) {
            keyword += " bytes=" + lane * 32;
        }
        // With control codes the scoreboards carry the dependencies: a variable-latency result (loads, MUFU)
        // sets the write scoreboard (bits 46-48, 7 = none), an instruction waits on the mask in bits 52-57;
        // fixed-latency dependencies are in the stall counts (wait steps).
        int writeBarrier = controlCodes ? (int) (in.control() >>> 46) & 7 : 7;
        if (writeBarrier < 6 && step.producesResult() && step != StepKind.ALU) {
            keyword += " sb=" + writeBarrier;
        }
        int mask = controlCodes ? in.waitMask() : 0;
        if (step == StepKind.BARRIER) {
            out.line("barrier");
        } else {
            out.instruction(keyword, mask);
        }
        // a barrier's own stall count is part of barrierLatency (calibrated on the H100 from a loop whose
        // program left it out, docs/simulator.md)
        if (controlCodes && in.stall() > 1 && step != StepKind.BARRIER) {
            out.line("wait " + (in.stall() - 1));
        }
    }

    private void emit(Region region, java.util.function.Function<Integer, Integer> trips, StepWriter out,
                      Set<String> unknown) {
        emitRange(region, trips, out, unknown, kernel.hasControlCodes(), 1);
        out.flush();
    }

    private void emitRange(Region region, java.util.function.Function<Integer, Integer> trips, StepWriter out,
                           Set<String> unknown, boolean controlCodes, long times) {
        for (int p = region.from(); p >= 0 && p <= region.to(); ) {
            Region child = region.children().get(p);
            if (child != null) {
                Integer t = trips.apply(p);
                int count = t == null ? 1 : t;
                if (count > 0 && child.weight() != NONE) {
                    out.loop(count, String.format(Locale.ROOT, "%#06x-%#06x", code.get(child.from()).address(),
                            code.get(child.to()).address()),
                            () -> emitRange(child, trips, out, unknown, controlCodes, PathWeights.times(times, count)));
                }
                if (region.next()[p - region.from()] < 0) {
                    break;                               // a loop left only by an EXIT: the path ends with it
                }
                p = child.to() + 1;
                continue;
            }
            instruction(out, unknown, code.get(p), controlCodes, times);
            int n = region.next()[p - region.from()];
            if (n <= p) {
                break;
            }
            p = n;
        }
    }
}
