/*
 * How a Gemm call reads its operands: in place (the kernel clamps the edges, reads a transposed operand, a K tail or
 * unaligned rows, each as a twin of the call's configuration) or packed first into zero-padded scratch, and the twin
 * that takes (also for a C whose rows are no multiple of 4 floats apart). Pure decisions from the row-major shape and the
 * configuration's tiles: no device, no buffers (Gemm plans with it).
 */
package dev.kernelscope.kernels.gemm;

import java.util.Map;
import java.util.TreeMap;

/**
 * @param packA       A's pack into scratch, or null where the kernel reads A in place
 * @param packB       B's, likewise
 * @param lda         the leading dimension the kernel reads A with (the caller's, or the pack's)
 * @param ldb         ... B with
 * @param kTailRead   K no multiple of the slice, an operand read in place (the K_TAIL twin; the kernel gets the
 *                    caller's K)
 * @param twinChanges the parameters the call's configuration is compiled again with (empty: none)
 */
record GemmOperands(Pack packA, Pack packB, int lda, int ldb, boolean kTailRead, Map<String, Long> twinChanges) {
    static final int PACK_TILE = 32;     // outputs per side of a pack block (pack.cl)
    /** Tiles at least this high pack A transposed beside a transposed B also where K has a tail (plan). */
    static final int MIN_PACKED_TRANSPOSED_TILE_M = 128;

    /**
     * One operand pack: the rows x cols matrix the kernel reads, held in the caller's buffer row-major with leading
     * dimension ld (or its transpose, cols x rows, where transposed), into scratch (rowsOut x colsOut, zero-padded,
     * leading dimension ldOut), its element (0, 0) at (rowLead, colLead): the rows or columns before it zeros too. A's
     * is M x K, or K x M where the kernel reads A transposed (its TRANS_A twin). Beside an operand read in place with a
     * K tail (K_TAIL, whose first slice holds the tail), the lead along K is the tail's zeros.
     */
    record Pack(String what, String why, int rows, int cols, int ld, boolean transposed, int rowsOut, int colsOut,
                int ldOut, int rowLead, int colLead) {

        /** A pack of the matrix from the scratch's origin (no lead). */
        Pack(String what, String why, int rows, int cols, int ld, boolean transposed, int rowsOut, int colsOut,
             int ldOut) {
            this(what, why, rows, cols, ld, transposed, rowsOut, colsOut, ldOut, 0, 0);
        }

        /** Floats of scratch the pack writes. */
        long scratchFloats() {
            return (long) rowsOut * ldOut;
        }

        Pack noting(String note) {
            return new Pack(what, why + "; " + note, rows, cols, ld, transposed, rowsOut, colsOut, ldOut, rowLead,
                    colLead);
        }

        /** This pack with {@code zeros} zeros before K's values: K is its rows where kAlongRows, else its columns. */
        Pack withKLead(int zeros, boolean kAlongRows) {
            return new Pack(what, why, rows, cols, ld, transposed, rowsOut, colsOut, ldOut, kAlongRows ? zeros : 0,
                    kAlongRows ? 0 : zeros);
        }

        /** PACK_TILE x PACK_TILE blocks of the output, one group each. */
        int blocks() {
            return Math.toIntExact((long) ((rowsOut + PACK_TILE - 1) / PACK_TILE)
                    * ((colsOut + PACK_TILE - 1) / PACK_TILE));
        }
    }

    GemmOperands {
        twinChanges = Map.copyOf(twinChanges);
    }

    /**
     * The operands of a row-major call {@code row} padded to mPad x nPad x kPad for a configuration of tiles
     * {@code tileM} high and of slice depth {@code tileK}, run at {@code sliceDepth}, with float vectors of
     * {@code vector}; {@code registerLoads}: the configuration loads through registers (not cp.async), so it can clamp
     * edges and read transposed operands; {@code scalarLoads}: an operand whose leading dimension, or whose K where its
     * loads run along K, is no multiple of the vector may be read in place with 4-byte loads (the SCALAR_LOADS twin)
     * instead of packed (register loads only).
     */
    static GemmOperands plan(GemmShape row, int mPad, int nPad, int kPad, int tileM, int tileK, int sliceDepth,
                             int vector, boolean registerLoads, boolean scalarLoads) {
        if (scalarLoads && !registerLoads) {
            throw new IllegalArgumentException("scalar loads need register loads");
        }
        // In place: K whole slices, 16-byte rows; rows of A past M and columns of B past N (N a multiple of the vector,
        // so the last vector of a row ends at N) are clamped by the kernel (CLAMP_EDGES=1, or the configuration's
        // twin with it where the database keeps CLAMP_EDGES=0 for the lean kernel). A transposed operand is read in
        // place too (the TRANS_A / TRANS_B twin), its float4 loads then run along M (A) or K (B): a transposed A's M
        // must be a multiple of the vector where it is off the tile, as an untransposed B's N.
        boolean kInPlace = kPad == row.k();
        // K no multiple of the slice depth: the K_TAIL twin reads the tail first (a tile's first slice begins kPad - K
        // indices before K's values, read as zeros), so an operand stays in place where its tail can be read (register
        // loads; K a multiple of 4 where its float4 loads run along K: an untransposed A, a transposed B) and only the
        // others are packed, kPad - K zeros before K's values (A_PACKED, B_PACKED below). On the H200 the two packs
        // of 333x4444x555 cost 10% of the call (86.9% of cuBLAS kernel-only against 96.9% at 333x4444x560,
        // docs/results/h200/gemm-e2e-5.md).
        boolean tailRead = !kInPlace && registerLoads;
        boolean aWhole = kInPlace || tailRead && tailReadable(row.transA(), row.k(), scalarLoads);
        boolean bWhole = kInPlace || tailRead && tailReadable(!row.transB(), row.k(), scalarLoads);
        boolean aAligned = scalarLoads || row.lda() % vector == 0;
        boolean bAligned = scalarLoads || row.ldb() % vector == 0;
        boolean aInPlace = aWhole && aAligned && (row.transA()
                ? registerLoads && (mPad == row.m() || scalarLoads || row.m() % vector == 0)
                : mPad == row.m() || registerLoads);
        // A transposed B is read in place beside a transposed A, or where C is one row of tiles high. With both
        // operands' loads along K (32 bytes of a row per 8-deep slice) the kernel ran 3000x2000x1000 row-major NT at
        // 82% of cuBLAS on the H100, against 98% for TT, whose A^T loads run along M (docs/results/h100/gemm-e2e-3.md):
        // there every tile row reads B again and the pack pays once for all 12. One row of tiles (M <= tileM, the
        // skinny classes: a small batch times a weight matrix stored out x in) reads B once, so a pack would add a
        // whole read and write of the call's largest operand: on the H200 the pack made 32x2000x6000 row-major NT
        // take 0.0668 ms against 0.0352 for NN in the same tiles (docs/results/h200/session19/sweep/tables.md).
        boolean oneTileRow = mPad <= tileM;
        boolean bInPlace = bWhole && bAligned && (row.transB()
                ? registerLoads && aInPlace && (row.transA() || oneTileRow)
                : nPad == row.n() || registerLoads && (scalarLoads || row.n() % vector == 0));
        // Beside a transposed B read in place, an untransposed A would load along K as well: it is packed transposed
        // instead (K x M, zero-padded to mPad x kPad), so the kernel runs the TRANS_A twin, whose A loads run along
        // M. One row of tiles means A is small (at most tileM rows) and is read once. On the H200 (session 24, 20
        // shapes, two processes per build) it took 127x4096x4096 NT from 90 to 100.5% of cuBLAS end to end,
        // 128x8192x2048 NT 88 -> 101, 100x5000x3000 NT 90 -> 101, 48x8192x2048 NT 88 -> 102. Not where the call
        // reads a K tail in tiles under MIN_PACKED_TRANSPOSED_TILE_M rows: there the TT twin ran no faster than
        // the NT one (five skinny-bt shapes in 64x128x16 tiles: main kernel 0.2-1.6 us slower; Nsight Compute had both
        // issuing on 73-75% of the cycles, session24/ncu), so the pack only added its launch (end to end 3.9-6.8
        // points lower).
        boolean aPackedTransposed = bInPlace && row.transB() && !row.transA()
                && (kInPlace || tileM >= MIN_PACKED_TRANSPOSED_TILE_M);
        Pack packA = null;
        int lda = row.lda();
        if (aPackedTransposed) {
            lda = Gemm.ceilTo(mPad, vector);
            packA = new Pack("pack A", "beside B read transposed in place: packed transposed (K x M), so that its"
                    + " loads run along M, not along K as B's do", row.k(), row.m(), row.lda(), true, kPad, mPad, lda);
        } else if (!aInPlace) {
            lda = Gemm.ceilTo(kPad, vector);
            packA = new Pack("pack A", packReason(row.transA() && !registerLoads, aWhole, registerLoads,
                    aAligned, row.transA() ? "transposed, M off the tile and no multiple of the vector:"
                            + " a clamped column's last vector would cross M" : NO_CLAMP), row.m(), row.k(), row.lda(),
                    row.transA(), mPad, kPad, lda);
        }
        Pack packB = null;
        int ldb = row.ldb();
        if (!bInPlace) {
            ldb = Gemm.ceilTo(nPad, vector);
            String why = !row.transB() || !registerLoads || !bWhole || !bAligned
                    ? packReason(row.transB() && !registerLoads, bWhole, registerLoads, bAligned,
                            registerLoads ? "N off the tile and no multiple of the vector: a clamped row's last vector"
                                    + " would cross N" : NO_CLAMP)
                    : "transposed, A is not read transposed in place and C has several rows of tiles: both operands'"
                            + " loads would run along K, B's once per row of tiles";
            packB = new Pack("pack B", why, row.k(), row.n(), row.ldb(), row.transB(), kPad, nPad, ldb);
        }
        Map<String, Long> twin = new TreeMap<>();
        if (sliceDepth != tileK) {
            twin.put("BK", (long) sliceDepth);
        }
        if (packA == null && row.transA() || aPackedTransposed) {
            twin.put("TRANS_A", 1L);
        }
        boolean kTailRead = !kInPlace && (packA == null || packB == null);
        if (kTailRead) {
            // the kernel's first slice holds the tail (kPad - K indices before K's values), so a packed operand
            // gets those zeros first and is read from its origin (A_PACKED, B_PACKED)
            twin.put("K_TAIL", 1L);
            if (packA != null) {
                packA = packA.withKLead(kPad - row.k(), aPackedTransposed);
                twin.put("A_PACKED", 1L);
            }
            if (packB != null) {
                packB = packB.withKLead(kPad - row.k(), true);
                twin.put("B_PACKED", 1L);
            }
        }
        if (packB == null && row.transB()) {
            twin.put("TRANS_B", 1L);
        }
        if (packA == null && mPad != row.m() || packB == null && nPad != row.n()) {
            twin.put("CLAMP_EDGES", 1L);    // an edge read in place: the kernel must clamp its loads there
        }
        // an operand read in place whose rows, K along its loads, or clamped edge along its loads (a transposed A's M,
        // an untransposed B's N) are no multiple of the vector: 4-byte loads, each float of a tail or edge on its own
        boolean aUnaligned = packA == null && (row.lda() % vector != 0
                || (row.transA() ? mPad != row.m() && row.m() % vector != 0 : kTailRead && row.k() % 4 != 0));
        boolean bUnaligned = packB == null && (row.ldb() % vector != 0
                || (row.transB() ? kTailRead && row.k() % 4 != 0 : nPad != row.n() && row.n() % vector != 0));
        if (aUnaligned || bUnaligned) {
            twin.put("SCALAR_LOADS", 1L);
        }
        if (row.ldc() % 4 != 0) {
            // C takes no aligned float4 store: the whole tiles' and the reduce kernel's stores pass through local
            // memory so that a store instruction writes one row's consecutive floats (10_tuned.cl, UNALIGNED_C; a
            // configuration with SLICED_K > 1, or whose local tiles are too small to stage a pass, compiles the twin
            // with its scalar stores unchanged). A twin, so the kernel of an aligned C keeps its code: with both paths
            // in one kernel ptxas allocated the general entry's main loop with 66 FFMAs whose three sources share a
            // register bank, against none (docs/results/h200/session25/ptx-check.txt)
            twin.put("UNALIGNED_C", 1L);
        }
        return new GemmOperands(packA, packB, lda, ldb, kTailRead, twin);
    }

    /** Whether the call packs an operand first. */
    boolean packs() {
        return packA != null || packB != null;
    }

    /** These operands with {@code note} added to each pack's reason (--explain). */
    GemmOperands withPackNote(String note) {
        return new GemmOperands(packA == null ? null : packA.noting(note), packB == null ? null : packB.noting(note),
                lda, ldb, kTailRead, twinChanges);
    }

    /**
     * Whether an operand's K tail can be read in place (K_TAIL: the indices before K's values read as zeros): always
     * where a float4 load runs across K (one K index per load: a transposed A, an untransposed B) or with 4-byte loads
     * (scalarLoads: each float masked on its own), where a float4 runs along K only if K is a multiple of 4, so that a
     * load lies wholly among K's values or wholly before them (and 16-byte aligned).
     */
    static boolean tailReadable(boolean loadsAcrossK, int k, boolean scalarLoads) {
        return loadsAcrossK || scalarLoads || k % 4 == 0;
    }

    /** Why an operand is packed rather than read in place, for --explain (the first reason that applies). */
    private static final String NO_CLAMP = "off the tile, and this configuration's cp.async loads cannot be clamped";

    private static String packReason(boolean transposed, boolean kWhole, boolean registerLoads, boolean ldAligned,
                                     String offTile) {
        if (transposed) {
            return "transposed, and this configuration's cp.async loads cannot read it so";
        }
        if (!kWhole) {
            return registerLoads ? "K is no multiple of the slice depth, nor of 4 (this operand's float4 loads run"
                    + " along K)" : "K is no multiple of the slice depth (cp.async loads read whole slices)";
        }
        if (!ldAligned) {
            return "leading dimension no multiple of the 16-byte vector";
        }
        return offTile;
    }
}
