/*
 * The slice depth (BK) a call runs: for a long K whose tail the kernel can read in place, the database entry's; else a
 * depth that divides K (so both operands are read in place, no pack to a K padded to whole slices), at most the
 * entry's, or for a short K no depth divides, one of those that pad it least, chosen by waves: the deepest whose
 * kernel holds all the call's tiles at once, or where none does the one that needs the fewest waves of tiles (the
 * deeper on a tie).
 */
package dev.kernelscope.kernels.gemm;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

final class GemmSliceDepth {
    private GemmSliceDepth() {}

    /**
     * Slices of the entry's depth from which a call that can read its K tail in place keeps that depth rather than a
     * shallower one that divides K: the tail slice then wastes at most 1/16 of the loop, while a shallower depth pays
     * a barrier pair per slice over the whole loop. Measured on the H200: the 16-deep 32x64 tiles' 8-deep twin ran
     * 3000x64x3000 at 65.9% of cuBLAS kernel-only against 93.2% in the narrow entry's tiles, 8192x32x8200 at 54.6%
     * against gemv.cl's 82.7% (docs/results/h200/skinny32/boundary). Short loops keep the divisor rule (200^3 and the
     * short-k class, above).
     */
    static final int LONG_TAIL_SLICES = 16;

    /**
     * The depth for a call of depth {@code k} over {@code tiles} tiles with an entry of depth {@code entryDepth}:
     * among the multiples of 4 up to it that divide K and make a valid kernel ({@code valid}), the deepest whose kernel
     * runs {@code residentFor(depth)} >= tiles groups at once, else the fewest waves; where K is no multiple of any:
     * for a short K (under LONG_TAIL_SLICES of the entry's slices) the same among the valid depths from 8 that pad K
     * least (leastPadded), else {@code entryDepth}. Deeper slices mean fewer barriers per multiply-add but more
     * staging registers, so fewer resident groups: on the H100 (docs/results/h100/gemm-e2e-4.md, run 1) 32x64 tiles
     * ran 1000x1000x200 at 85% of cuBLAS with BK=40 (512 tiles, one wave of 528 groups) against 67% with BK=8, and
     * 2000x2000x64 (2016 tiles) at 93% with BK=16 against 88% with BK=8 and 54% with BK=32 (4 groups per SM instead
     * of 8: four waves instead of two); 1536x1536x96 (1152 tiles) ran 112% with BK=8, the only depth whose 1320
     * resident groups hold it in one wave. Only the entries with BK above 8 have a choice (tiny and short-k on sm_90);
     * {@code residentFor} may compile the depth's kernel, so it is asked only for the depths that divide K.
     */
    static int choose(int entryDepth, int k, long tiles, IntPredicate valid, IntUnaryOperator residentFor) {
        return choose(entryDepth, k, tiles, false, valid, residentFor);
    }

    /**
     * As above where {@code tailInPlace} says whether the call can read a K tail in place (the K_TAIL twin, no pack):
     * then a K of at least LONG_TAIL_SLICES of the entry's slices keeps the entry's depth whether or not it divides K.
     */
    static int choose(int entryDepth, int k, long tiles, boolean tailInPlace, IntPredicate valid,
                      IntUnaryOperator residentFor) {
        if (tailInPlace && k >= LONG_TAIL_SLICES * entryDepth) {
            return entryDepth;
        }
        List<Integer> depths = new ArrayList<>();    // deepest first
        for (int depth = entryDepth; depth >= 4; depth -= 4) {
            if (k % depth == 0 && (depth == entryDepth || valid.test(depth))) {
                depths.add(depth);
            }
        }
        if (depths.isEmpty() && k < LONG_TAIL_SLICES * entryDepth) {
            depths = leastPadded(entryDepth, k, valid);
        }
        if (depths.size() <= 1) {
            return depths.isEmpty() ? entryDepth : depths.getFirst();   // nothing to compare
        }
        int best = depths.getFirst();
        long bestWaves = Long.MAX_VALUE;
        for (int depth : depths) {
            long resident = Math.max(1, residentFor.applyAsInt(depth));
            long waves = (tiles + resident - 1) / resident;
            if (waves <= 1) {
                return depth;
            }
            if (waves < bestWaves) {
                bestWaves = waves;
                best = depth;
            }
        }
        return best;
    }

    /**
     * A short K that no depth divides (one slice padded with zeros, in place or by a pack): the valid depths from
     * 8 up to the entry's that pad K least, deepest first. The entry's own depth padded such a K by up to a slice of a
     * loop of a few, in tiles holding half the groups of shallower ones. On the H200 (docs/results/h200/session27/
     * session27c, the build before and this one in consecutive processes) the tiny entry's 32x64 tiles ran 6314x225x15
     * TT 16 deep in 6.3 us end to end against 11.4 at 32, 1730x578x18 TN 24 deep in 8.5 against 11.1, 307x3488x30 TN
     * 16 deep in 7.2 against 11.0, 1181x145x67 column-major 24 deep in 7.3 against 9.3 (with the SCALAR_LOADS twin
     * where it removed a pack). Where depth 8 alone pads least over many slices it cost, in consecutive processes with
     * packs (docs/results/h200/session28/session28/tails-*): 178x1017x324 TT ran 41 slices of 8 in 19.2 us against
     * 17.3 at 32; 138x2017x133 TT 11.3 against 11.7, but 14.1 read in place at depth 8.
     */
    private static List<Integer> leastPadded(int entryDepth, int k, IntPredicate valid) {
        List<Integer> depths = new ArrayList<>();
        for (int depth = entryDepth; depth >= 8; depth -= 4) {
            if (depth == entryDepth || valid.test(depth)) {
                depths.add(depth);
            }
        }
        int least = depths.stream().mapToInt(depth -> Gemm.ceilTo(k, depth)).min().orElse(k);
        depths.removeIf(depth -> Gemm.ceilTo(k, depth) > least);
        return depths;
    }
}
