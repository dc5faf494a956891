/*
 * Restores a permuted register mapping with v_mov_b32 moves (seed 004, kernel 6: the accumulators live in a
 * bank-friendly order during the loop and are put back once before the global_store_b128 that needs them
 * consecutive). A move map says "the value now in register F must end up in register T". Chains (a target that is
 * no source) are emitted first, end to start; each remaining cycle of length L goes through one scratch register in
 * L + 1 moves (seed 004's generator swaps through v200 pairwise, 3 moves per swap, 3(L - 1) per cycle).
 */
package dev.kernelscope.model.isa;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

public final class RegisterPermutation {
    /** One v_mov_b32 destination, source. */
    public record Move(int destination, int source) {
        @Override
        public String toString() {
            return "v_mov_b32 v" + destination + ", v" + source;
        }
    }

    private RegisterPermutation() {
    }

    /**
     * Moves that take each value from its key register to its value register, using scratch for cycles.
     *
     * @param moves   source register -> destination register; no two sources may share a destination
     * @param scratch a register that holds nothing needed (neither a source nor a destination)
     */
    public static List<Move> restore(Map<Integer, Integer> moves, int scratch) {
        Map<Integer, Integer> pending = new TreeMap<>();
        Set<Integer> destinations = new HashSet<>();
        moves.forEach((from, to) -> {
            if (from < 0 || to < 0) {
                throw new InvalidInputException("register numbers are not negative (v" + from + " -> v" + to + ").");
            }
            if (!destinations.add(to)) {
                throw new InvalidInputException("two values are mapped to v" + to + ": a mapping must be one to"
                        + " one.");
            }
            if (!from.equals(to)) {
                pending.put(from, to);
            }
        });
        if (moves.containsKey(scratch) || destinations.contains(scratch)) {
            throw new InvalidInputException("scratch register v" + scratch + " is part of the mapping; pick a free"
                    + " one.");
        }
        List<Move> sequence = new ArrayList<>();
        // A destination that no pending move still reads from can be written now; repeat until only cycles remain.
        boolean progress = true;
        while (progress) {
            progress = false;
            for (Map.Entry<Integer, Integer> move : new ArrayList<>(pending.entrySet())) {
                if (!pending.containsKey(move.getValue())) {
                    sequence.add(new Move(move.getValue(), move.getKey()));
                    pending.remove(move.getKey());
                    progress = true;
                }
            }
        }
        while (!pending.isEmpty()) {
            int start = pending.keySet().iterator().next();
            List<Integer> cycle = new ArrayList<>();
            for (int register = start; cycle.isEmpty() || register != start; register = pending.get(register)) {
                cycle.add(register);
            }
            // cycle: c0 -> c1 -> ... -> c(L-1) -> c0. Save the last value, shift backwards, close with the saved one.
            int last = cycle.getLast();
            sequence.add(new Move(scratch, last));
            for (int i = cycle.size() - 1; i >= 1; i--) {
                sequence.add(new Move(cycle.get(i), cycle.get(i - 1)));
            }
            sequence.add(new Move(cycle.getFirst(), scratch));
            cycle.forEach(pending::remove);
        }
        return List.copyOf(sequence);
    }

    /**
     * The move map from two allocations of the same logical values: value i lives in current.get(i) and must end up
     * in wanted.get(i) (seed 004: C_reg's loop allocation -> the allocation global_store_b128 expects).
     */
    public static Map<Integer, Integer> between(List<Integer> current, List<Integer> wanted) {
        if (current.size() != wanted.size()) {
            throw new InvalidInputException("the two allocations hold " + current.size() + " and " + wanted.size()
                    + " values; they must hold the same values.");
        }
        Map<Integer, Integer> moves = new LinkedHashMap<>();
        for (int i = 0; i < current.size(); i++) {
            if (moves.put(current.get(i), wanted.get(i)) != null) {
                throw new InvalidInputException("v" + current.get(i) + " appears twice in the current allocation.");
            }
        }
        return moves;
    }

    /** Runs the moves on a register file (register -> value); for checking a sequence. */
    public static Map<Integer, Integer> apply(List<Move> sequence, Map<Integer, Integer> registers) {
        Map<Integer, Integer> file = new HashMap<>(registers);
        for (Move move : sequence) {
            file.put(move.destination(), file.get(move.source()));
        }
        return file;
    }
}
