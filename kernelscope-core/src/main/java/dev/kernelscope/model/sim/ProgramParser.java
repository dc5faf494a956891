/*
 * Parses the simulator's program text. One statement per line, '#' starts a comment:
 *   threads 1024 | registers 40 | shared 8192 | rounds 4 | wave 64 | arch gfx1100 | set memoryLatency 500 | note TEXT
 *   alu N [dep] | sfu N [dep] | lds N [conflict=K] [bytes=B] | sts N [conflict=K] | mem N [bytes=B] | store N [bytes=B]
 *   barrier | wait N (cycles the wave may not issue) | loop N {  ...  }
 *   sb=K (results set scoreboard K) and waitsb=MASK (wait for those scoreboards): with them, steps wait on scoreboards only
 *   where N is a count or a range LO..HI [per-group|per-wave]
 * Errors name the line and column (InvalidInputException, exit 2).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.occupancy.UnitMode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class ProgramParser {
    /** Bounds that keep every count and product inside a long. */
    public static final int MAX_COUNT = 100_000_000;

    private ProgramParser() {
    }

    public static Program parse(String name, String text) {
        List<Step> steps = new ArrayList<>();
        Deque<Integer> open = new ArrayDeque<>();
        Map<String, String> settings = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        int threads = 0, registers = 0, shared = 0, rounds = 0, wave = 0;
        UnitMode mode = null;
        String arch = null;
        // a byte-order mark (Windows editors save UTF-8 with one) made the first statement "unknown"
        String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\r?\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String raw = lines[n];
            int hash = raw.indexOf('#');
            String line = hash >= 0 ? raw.substring(0, hash) : raw;
            Tokens t = new Tokens(name, n + 1, line);
            if (!t.more()) {
                continue;
            }
            int column = t.column();
            String word = t.next().toLowerCase(Locale.ROOT);
            switch (word) {
                case "threads" -> threads = t.positive("threads per group");
                case "registers" -> registers = t.nonNegative("registers per thread");
                case "shared" -> shared = t.nonNegative("shared bytes per group");
                case "rounds" -> rounds = t.positive("rounds");
                case "wave" -> {
                    int c = t.column();
                    wave = t.positive("wave size");
                    if (wave != 32 && wave != 64) {
                        throw t.error(c, "wave size must be 32 or 64, not " + wave);
                    }
                }
                case "mode" -> {
                    int c = t.column();
                    String placement = t.word("wgp or cu after 'mode'");
                    try {
                        mode = UnitMode.parse(placement);
                    } catch (InvalidInputException notAMode) {
                        throw t.error(c, "mode must be wgp or cu (RDNA work-group placement), not " + placement);
                    }
                }
                case "arch" -> arch = t.word("an architecture id after 'arch' (sm_90, gfx1100 ...)");
                case "set" -> {
                    String key = t.word("a parameter name after 'set'");
                    String value = t.word("a value after 'set " + key + "'");
                    settings.put(key, value);
                }
                case "note" -> {
                    notes.add(line.substring(line.indexOf("note") + 4).strip());
                    t.skipAll();
                }
                case "loop" -> {
                    int[] range = t.range("loop iterations");
                    boolean perGroup = t.scope();
                    t.expect("{");
                    open.push(steps.size());
                    steps.add(new Step(StepKind.LOOP, range[0], range[1], perGroup, false, 0, 1, -1, n + 1));
                }
                case "}" -> {
                    if (open.isEmpty()) {
                        throw t.error(column, "'}' closes no loop");
                    }
                    int begin = open.pop();
                    steps.set(begin, steps.get(begin).withJump(steps.size()));
                    steps.add(new Step(StepKind.END, 1, 1, false, false, 0, 1, begin, n + 1));
                }
                case "barrier" -> steps.add(new Step(StepKind.BARRIER, 1, 1, false, false, 0, 1, -1, n + 1));
                case "wait" -> {
                    int[] range = t.range("wait cycles");
                    boolean perGroup = t.scope();
                    steps.add(new Step(StepKind.WAIT, range[0], range[1], perGroup, false, 0, 1, -1, n + 1));
                }
                default -> {
                    StepKind kind = kindOf(word);
                    if (kind == null) {
                        throw t.error(column, "unknown statement '" + word + "'; expected alu, sfu, lds, sts, mem, store,"
                                + " barrier, wait, loop N {, }, threads, registers, shared, rounds, wave, mode, arch, set or note");
                    }
                    int[] range = t.range(word + " count");
                    boolean perGroup = t.scope();
                    boolean dependent = false;
                    int bytes = 0, conflict = 1, scoreboard = -1, waitMask = 0;
                    while (t.more()) {
                        int c = t.column();
                        String option = t.next().toLowerCase(Locale.ROOT);
                        if (option.equals("dep") && (kind == StepKind.ALU || kind == StepKind.SFU)) {
                            dependent = true;
                        } else if (option.startsWith("bytes=") && kind != StepKind.ALU && kind != StepKind.SFU) {
                            bytes = t.number(option.substring(6), c + 6, "bytes", 1);
                        } else if (option.startsWith("conflict=") && (kind == StepKind.LDS || kind == StepKind.STS)) {
                            conflict = t.number(option.substring(9), c + 9, "conflict", 1);
                        } else if (option.startsWith("sb=") && kind.producesResult()) {
                            scoreboard = t.number(option.substring(3), c + 3, "scoreboard", 0);
                            if (scoreboard > 5) {
                                throw t.error(c + 3, "a scoreboard is 0 to 5, not " + scoreboard);
                            }
                        } else if (option.startsWith("waitsb=")) {
                            waitMask = t.number(option.substring(7), c + 7, "scoreboard mask", 0);
                            if (waitMask > 63) {
                                throw t.error(c + 7, "a scoreboard mask is 0 to 63, not " + waitMask);
                            }
                        } else {
                            throw t.error(c, "unknown option '" + option + "' for " + word + " (alu/sfu take dep;"
                                    + " lds/sts take conflict=K and bytes=B; mem/store take bytes=B; loads, alu and sfu take"
                                    + " sb=0..5; every step takes waitsb=MASK)");
                        }
                    }
                    steps.add(new Step(kind, range[0], range[1], perGroup, dependent, bytes, conflict, -1, n + 1, scoreboard, waitMask));
                }
            }
            if (t.more()) {
                throw t.error(t.column(), "unexpected '" + t.next() + "' after the statement");
            }
        }
        if (!open.isEmpty()) {
            int line = steps.get(open.peek()).line();
            throw new InvalidInputException(name + ": line " + line + ": 'loop' is never closed with '}'.");
        }
        if (steps.stream().noneMatch(s -> s.kind().isInstruction())) {
            throw new InvalidInputException(name + ": the program has no instructions (alu, sfu, lds, sts, mem, store or barrier).");
        }
        return new Program(name, steps, threads, registers, shared, rounds, wave, mode, arch, settings, notes, text);
    }

    private static StepKind kindOf(String word) {
        for (StepKind kind : StepKind.values()) {
            if (kind.isInstruction() && kind.keyword().equals(word)) {
                return kind;
            }
        }
        return null;
    }

    /** Whitespace tokens of one line with their columns. */
    private static final class Tokens {
        private final String name;
        private final int line;
        private final String text;
        private int pos;

        Tokens(String name, int line, String text) {
            this.name = name;
            this.line = line;
            this.text = text;
            skip();
        }

        boolean more() {
            return pos < text.length();
        }

        int column() {
            return pos + 1;
        }

        void skipAll() {
            pos = text.length();
        }

        String next() {
            int start = pos;
            if (text.charAt(pos) == '{' || text.charAt(pos) == '}') {
                pos++;
            } else {
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && text.charAt(pos) != '{') {
                    pos++;
                }
            }
            String token = text.substring(start, pos);
            skip();
            return token;
        }

        String word(String what) {
            if (!more()) {
                throw error(text.length() + 1, "expected " + what);
            }
            return next();
        }

        void expect(String token) {
            int c = column();
            if (!more() || !next().equals(token)) {
                throw error(c, "expected '" + token + "'");
            }
        }

        int positive(String what) {
            int c = column();
            return number(word(what), c, what, 1);
        }

        int nonNegative(String what) {
            int c = column();
            return number(word(what), c, what, 0);
        }

        int[] range(String what) {
            int c = column();
            String token = word(what);
            int dots = token.indexOf("..");
            if (dots < 0) {
                int v = number(token, c, what, 0);
                return new int[] {v, v};
            }
            int lo = number(token.substring(0, dots), c, what, 0);
            int hi = number(token.substring(dots + 2), c + dots + 2, what, 0);
            if (hi < lo) {
                throw error(c, "range " + token + " ends below its start");
            }
            return new int[] {lo, hi};
        }

        /** Optional per-group / per-wave after a count; true for per-group. */
        boolean scope() {
            if (more() && (text.startsWith("per-group", pos) || text.startsWith("per-wave", pos))) {
                return next().equals("per-group");
            }
            return false;
        }

        int number(String token, int c, String what, int min) {
            long value;
            try {
                value = Long.parseLong(token.replace("_", ""));
            } catch (NumberFormatException e) {
                throw error(c, "expected a whole number for " + what + ", found '" + token + "'");
            }
            if (value < min || value > MAX_COUNT) {
                throw error(c, what + " must be between " + min + " and " + MAX_COUNT + ", not " + value);
            }
            return (int) value;
        }

        InvalidInputException error(int c, String message) {
            return new InvalidInputException(name + ": line " + line + ", column " + c + ": " + message + ".");
        }

        private void skip() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }
    }
}
