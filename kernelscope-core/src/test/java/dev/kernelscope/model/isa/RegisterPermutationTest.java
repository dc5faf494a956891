/*
 * The register-restoring move generator: seed 004's cycle through v2, v128, v56, v46, v100, kernel 6's whole
 * accumulator set, and any permutation (property) ends with every value where it belongs.
 */
package dev.kernelscope.model.isa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class RegisterPermutationTest {
    private static void assertRestores(Map<Integer, Integer> moves, int scratch) {
        Map<Integer, Integer> file = new HashMap<>();
        moves.keySet().forEach(register -> file.put(register, register * 1000));
        List<RegisterPermutation.Move> sequence = RegisterPermutation.restore(moves, scratch);
        Map<Integer, Integer> after = RegisterPermutation.apply(sequence, file);
        moves.forEach((from, to) -> assertThat(after.get(to)).as("value of v%d in v%d", from, to)
                .isEqualTo(from * 1000));
    }

    @Test
    void seed004FiveCycleTakesSixMovesThroughTheScratchRegister() {
        // v2 -> v128 -> v56 -> v46 -> v100 -> v2, the chain the article's swaps walk through v200.
        Map<Integer, Integer> cycle = Map.of(2, 128, 128, 56, 56, 46, 46, 100, 100, 2);
        List<RegisterPermutation.Move> moves = RegisterPermutation.restore(cycle, 200);
        assertThat(moves).hasSize(6);
        assertThat(moves.getFirst().destination()).isEqualTo(200);
        assertThat(moves.getLast().source()).isEqualTo(200);
        assertRestores(cycle, 200);
    }

    @Test
    void kernel6AccumulatorsAreRestoredFromAnyLoopAllocation() {
        // Seed 004's loop allocation of C_reg: [2,117], [120,124], [126,129], v131, v133 and v214: 128 registers
        // (the listing never writes v132, so the article's "[131, 133]" is the pair, not a range).
        List<Integer> loop = new ArrayList<>();
        for (int r = 2; r <= 133; r++) {
            if (r != 118 && r != 119 && r != 125 && r != 130 && r != 132) {
                loop.add(r);
            }
        }
        loop.add(214);
        assertThat(loop).hasSize(128);
        List<Integer> wanted = new ArrayList<>(loop);
        List<Integer> current = new ArrayList<>(loop);
        Collections.shuffle(current, new Random(4));
        Map<Integer, Integer> moves = RegisterPermutation.between(current, wanted);
        assertRestores(moves, 200);
        assertThat(RegisterPermutation.restore(moves, 200)).allSatisfy(m -> assertThat(m.toString())
                .matches("v_mov_b32 v\\d+, v\\d+"));
    }

    @Test
    void chainsIntoFreeRegistersNeedNoScratch() {
        Map<Integer, Integer> chain = Map.of(5, 9, 3, 5);
        assertThat(RegisterPermutation.restore(chain, 200)).extracting(Object::toString)
                .containsExactly("v_mov_b32 v9, v5", "v_mov_b32 v5, v3");
    }

    @Property(tries = 200)
    void anyPermutationIsRestored(@ForAll @IntRange(min = 1, max = 40) int size, @ForAll long seed) {
        List<Integer> registers = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            registers.add(r * 3);
        }
        List<Integer> targets = new ArrayList<>(registers);
        Collections.shuffle(targets, new Random(seed));
        assertRestores(RegisterPermutation.between(registers, targets), 1000);
    }

    @Test
    void scratchInUseOrTwoValuesToOneRegisterAreRejected() {
        assertThatThrownBy(() -> RegisterPermutation.restore(Map.of(1, 2, 2, 1), 2))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("scratch");
        assertThatThrownBy(() -> RegisterPermutation.restore(Map.of(1, 3, 2, 3), 9))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("one to one");
    }
}
