/*
 * The shape classes Gemm.tuned chooses a configuration by, as cuBLAS's heuristics and CLBlast's direct/indirect
 * crossover do: a call is classified from its row-major M, N, K (and, for the vector class, along what its large
 * operand is read), never from the device, and the tuning database may hold one entry per class (gemm-tuning.json,
 * "shapes": "small" ...). The first rule that matches wins, in the order listed (short-k
 * is tried before the skinny and narrow classes for their calls).
 */
package dev.kernelscope.kernels.gemm;

import java.util.Locale;

public enum GemmShapeClass {
    /**
     * N from 17 to 32, less than M, and a K that is no multiple of TILE_DEPTH but is one of 4 from TAIL_DEPTH_FROM up
     * (its tail read in place): 128x32 tiles 32 deep, four waves stacked along M. Before session 21 these calls went
     * to gemv.cl's tile kernels (N of 32 or less read along K) or to the narrow-32 entry's 64x32x16 tiles. (H200,
     * docs/results/h200/session21/second, % of cuBLAS end to end, 128x32x32 against the class the shape had:
     * 6000x28x3000 94.4 against 73.0 (gemv.cl: its 24 groups of outputs in 8 slices of whole 128-deep chunks make 192
     * groups for 264 slots), 5000x28x3000 95.5 / 90.1, 3000x28x5000 92.9 / 86.7, 6000x30x5000 92.7 / 85.5,
     * 7000x24x2500 179.6 / 120.0, 4096x32x4100 row-major TN 103.3 / 86.8 (narrow-32). Where K is a multiple of 16 the
     * same tiles lost: 4096x32x4096 TN 95.6 against 101.3, 3000x24x2000 76.0 against gemv.cl's 93.4.)
     * Only where the matrix holds 2^22 floats or more (TILED_ALONG_K_MATRIX_FLOATS, as for narrow-32 against
     * gemv.cl): the smallest shape measured held 4.5 million (3000x24x1500); smaller ones keep the classes they had.
     */
    NARROW_TAIL("narrow-tail", "16 < N <= 32, N < M, K no multiple of 16 but of 4, K >= 256, M K >= 2^22"),
    /**
     * M or N of at most 16, or of at most 32 where the large operand's rows run along K (28 where K is a multiple of
     * TILE_DEPTH and the matrix large, see MAX_VECTORS_ALONG_K_TILED): a matrix-vector or matrix-panel product,
     * which the tuned rung runs with kernels of its own (gemv.cl, GemmVector) that read the large matrix once instead
     * of padding the small side to a tile (H200, docs/results/h200/tiny1: every tile ran 4096x1x4096 and 1x4096x4096
     * at 31-45% of cuBLAS). The other rungs run their tiles here as anywhere. Calls of 17 to 32 read along K with K
     * no multiple of TILE_DEPTH go to the 32-wide tiles instead where the matrix is large and K not long against it
     * (TILES_ALONG_K_MATRIX_FLOATS, TILES_ALONG_K_MAX_DEPTH_RATIO, TILES_PACKED_MATRIX_FLOATS).
     */
    VECTOR("vector", "M or N <= 16, or <= 32 where the large operand's rows run along K (<= 28 with K a multiple"
            + " of 16 and a matrix of 2^22 floats or more; <= 16 with K no multiple of 16, a matrix of 2^20 floats"
            + " or more (below 2^22 where N < M and B is transposed) and K below 6 times its long side): a"
            + " matrix-vector or matrix-panel product"),
    /**
     * M and N above 32, M N at most 2^15 (one 128x256 tile or less), K at least 8 times the larger and a multiple of 4
     * (a multiple of 16 until session 20, when the tiles learnt to read a K tail in place: H200,
     * docs/results/h200/session20, % of cuBLAS kernel-only in these tiles against the classes the shapes fell to
     * before, 128x128x10004 73.7 against 51.8, 64x64x8196 76.5 / 36.9, 96x96x6004 73.5 / 48.2): a small C with a long
     * K, which the split along K must spread over the whole device. 64x64x16 tiles in two sets of waves that share
     * each slice's k steps (SLICED_K=2, session 23) cut into parts of 8 slices (PART_SLICES; 4 where parts of 8 make
     * fewer than 3 groups per compute unit, StreamKSchedule.fillingPartSlices): eight times as many tiles as the
     * 128x256 ones of skinny-m, skinny-n and the general class, each with 8 waves on it. (Session 23,
     * docs/results/h200/session23/third, 17 shapes in one process: 93.9 against 84.6% of cuBLAS end to end for the
     * 32x64x16 tiles in one set, the entry before, which ran there in a build that cost it up to 10 points on five of
     * the shapes; against session 22's sweep, where it ran as before, session 23's has 128x128x16384 79.0 -> 89.0
     * and 80x300x4100 column-major 87.3 -> 98.4, but 80x80x10000 and 64x96x6000 5 points slower kernel-only;
     * gemm-tuning.json has the shapes. Session
     * 17, docs/results/h200/session17/deep-k-tile: 32x64x16 over the 64x32x16 the class had first, geometric mean of 18
     * shapes 87.5 against 84.4% of cuBLAS end to end. The 64x32x16 tiles, session 16,
     * docs/results/h200/session16/deep-k, % of cuBLAS kernel-only against the class's entry before: 128x128x16384 66.7
     * against 51.4, 96x96x8192 71.1 / 48.0, 128x256x8192 78.8 / 68.4, 256x128x32768 80.4 / 56.9, 64x64x8192 71.8 / 64.8
     * (skinny-few's 32x64x16); at 256x256x16384, two 128x256 tiles, the 128x256 entry kept winning: 90.1 against 78.8.
     * On 8 shapes the rule was not drawn from, session16/deep-k-check, it beat the entries they ran before on all 8:
     * 100x100x12288 67.1 / 52.4, 64x128x16384 69.5 / 42.2, 256x128x2048 78.0 / 50.9.) Calls with both sides above
     * 128 below 2^31 FLOP came here from the small and tiny classes, whose 64x128x8 and 32x64x32 tiles ran them far
     * slower, at any K: on the H200 (docs/results/h200/session27/candidates27/largek, % of cuBLAS kernel-only with
     * packs) 519x183x5533 78.3 against 56.2, 283x310x2785 row-major TT 75.3 / 46.3, 326x279x4534 77.6 / 57.3,
     * 309x232x7111 NT 81.4 / 56.6, 545x253x7423 TT 85.5 / 77.7, 209x214x1770 column-major 64.6 / 60.1.
     */
    DEEP_K("deep-k", "32 < M, N; K >= 8 max(M, N); M N <= 2^15 and K a multiple of 4, or 128 < M, N and 2 M N K <"
            + " 2^31"),
    /**
     * M at most 32 and no more than N (outside the vector class): a few rows of C in tiles 32 high and 64 wide, K
     * shared out over the device. (H200, docs/results/h200/skinny32: % of cuBLAS kernel-only / end to end, 32x64x16
     * tiles against the skinny entry's 64x256x8: 32x2000x6000 96.8 / 104.3 against 65.4 / 68.1, 24x3000x2000 94.1 /
     * 106.0 against 64.6 / 68.7, 32x4096x4096 93.5 / 99.6 against 70.0 / 72.9, 20x8192x8192 148.3 / 154.1 against
     * 97.1 / 99.5; from M = 33 the 64-high tiles kept winning: 40x6000x3000, 64x8192x2048 and 48x8192x8192 at 59-80%
     * in 32x64 tiles against 94-98% in 64x256, all but 60x3000x2000: 92.6 / 103.2 against 82.4 / 89.5.)
     */
    SKINNY_32("skinny-32", "M <= 32, M <= N"),
    /**
     * M from 33 to 64, no more than N, B stored transposed (N x K, read in place along K: C is one row of tiles) and 2
     * M N K below 2^31 FLOP: 64x128 tiles 16 deep in four 32x64 warp tiles, two high (the skinny-m-bt class's tiles,
     * half as high), K cut into parts of 4 slices. The skinny-few class's 32-high tiles make two rows of tiles from M =
     * 33, so B was packed; the skinny entry's 64x256x8 tiles read 32 bytes of each of B's rows per slice. (H200,
     * docs/results/h200/session21/first and second, % of cuBLAS end to end against the class the shape had, row-major
     * NT unless noted: 56x3000x3000 100.5 against 59.8 (skinny-few), 64x2000x8192 114.9 / 71.2 (these two in parts of 8
     * slices), 48x1024x4096 97.5 / 80.1, 50x3000x1000 100.6 / 73.5, 40x6000x3000 103.4 / 88.3 (skinny), 5000x40x3000
     * column-major TN 100.7 / 84.2, 48x4096x2048 TT 104.9 / 100.9, 60x6000x2000 93.3 / 89.8, 33x4096x4096 97.9 / 95.3,
     * 48x8192x2048 88.2 / 86.8; at 2^31 FLOP 64x4096x4096 98.2 against 102.0 (third call: 97.2 / 99.9), at 2^33
     * 64x8192x8192 89.7 against 98.2, so from 2^31 the skinny entry keeps them; the session's sweep ran with the
     * bound at 2^32.)
     */
    SKINNY_BT("skinny-bt", "32 < M <= 64, M <= N, B stored transposed, 2 M N K < 2^31"),
    /**
     * M from 33 to 64 and N at most 3072 (at most 12 of the skinny entry's 64x256 tiles): so few large tiles that K
     * must be cut into many slices to fill the device, where the skinny-32 class's 32x64x16 tiles make eight times as
     * many. Until session 28 only K a multiple of 16, or of 4 from 256, came here, because the 32x64 tiles' 8-deep twin
     * had lost on other K; on 10 calls drawn at random with K no multiple of 16 (seed 20261209) these tiles won 9, by
     * 25% end to end on geometric mean (docs/results/h200/session28/candidates28b/skinny, against the skinny entry in
     * the same process: 565x45x1883 column-major 117.0 against 69.1, 2176x64x2462 column-major 113.7 / 91.2,
     * 1341x64x1469 column-major NT 105.9 / 86.5; lost 64x2297x1355 TN 107.0 / 111.8). (The tail, session 20,
     * docs/results/h200/session20, % of cuBLAS kernel-only in these tiles against the skinny entry: 48x2000x3000 84.4
     * against 73.3, 60x3000x2004 91.5 / 86.0.) (H200, docs/results/h200/skinny32/narrow32 and boundary, % of cuBLAS
     * kernel-only in 32x64x16 against 64x256x8: 60x3000x2000 94.7 against 84.4, 48x2000x2000 85.9 / 82.1, 64x2048x4096
     * 81.1 / 74.7; at 16 and more entry tiles the 64x256 tiles won or tied: 40x4096x2048 86.6 / 90.5, 56x6000x1500 71.5
     * / 81.4; the 8-deep twin on 64x3000x3000 68.8 against 95.1. On 12 shapes the rule was not drawn from, skinny-few
     * and narrow-few won all 12, docs/results/h200/session16/few-tiles: 40x2560x2048 103.0 / 86.2, 64x1536x8192 108.7 /
     * 103.3, 48x768x1024 80.2 / 55.9.)
     */
    SKINNY_FEW("skinny-few", "32 < M <= 64, M <= N <= 3072"),
    /**
     * M from 33 to 64 and no more than N: a few rows of C, each tile 64 high (and 256 wide). Called skinny before the
     * class was split by side and size (2026-11-28), and its entry keeps the name. (Measured on the H200,
     * docs/results/h200/split-reduce and narrow: 64x8192x2048 ran at 91.2% of cuBLAS kernel-only in 64x128 tiles, 53.8%
     * in 128x256; 40x6000x3000 at 91.3%, against 54.9% in 128x64.)
     */
    SKINNY("skinny", "32 < M <= 64, M <= N"),
    /**
     * M from 65 to SIDE_96 (96), no more than N, B stored transposed, below 2^30 FLOP (SKINNY_M_96_LARGE_FLOP):
     * the skinny-m-bt calls small enough that the skinny-32 entry's 32x64x16 tiles (parts of 8 slices), which pad M to
     * 96 where the 128x128 ones pad it to 128 and make eight times as many groups, beat the larger tiles' speed. (H200,
     * docs/results/h200/session41/call3/mbt, % of cuBLAS kernel-only against the skinny-m-bt entry in the same process:
     * below 2^30 FLOP 437x91x667 column-major TT 89.9 against 65.7, 79x69x1895 column-major TN 70.8 / 57.3, 86x82x7791
     * column-major TT 64.4 / 61.5, 68x1557x2375 NT 85.5 / 81.3, four within 1.1 points either way (234x77x4566
     * column-major TN 91.6 / 90.5, 65x3044x2073 NT 77.7 / 78.5); from 2^30 the large tiles won 3 of 4, 77x5766x6260 TT
     * 80.1 against 94.7, 81x2072x5728 TT 73.9 / 82.0, 88x1180x7314 TT 82.9 / 96.1. On 12 calls drawn for the class
     * with seed 20261600, session42/call1/mbt96: 66.3 -> 75.4 kernel-only, 97.9 -> 116.1 end to end, 8 faster
     * (113x90x423 column-major TT 61.3 -> 85.6, 66x203x961 NT 60.0 -> 74.8), 3 slower by at most 1.2 points.)
     */
    SKINNY_M_BT_96("skinny-m-bt-96", "64 < M <= 96, M <= N, B stored transposed, 2 M N K < 2^30 (from it:"
            + " skinny-m-96-large)"),
    /**
     * M from 65 to SIDE_96 (96), no more than N, from 2^30 FLOP (SKINNY_M_96_LARGE_FLOP), B stored either way: the
     * skinny-m, skinny-m-bt and upper skinny-m-96 calls whose M one 96-high tile covers (at least 68% of it C's,
     * against 51-75% of a 128-high one), in 96x128x16 tiles of four 96x32 waves (each lane 12x8 outputs, LANES_M=8;
     * parts of 8 slices): skinny-n-96's tiles turned over. Below 2^30 the 32-row tiles of skinny-m-96 and
     * skinny-m-bt-96 keep their calls, which have too few of these large tiles. (H200, docs/results/h200/session65/
     * call1, % of cuBLAS kernel-only, these tiles as a --variant on the general entry's other parameters beside the
     * database's choice in one process, calls drawn with seeds 20261215-20261218: skinny-m's 128x256x8, all 6 faster,
     * 92x18020x5426 102.9 -> 137.4, 12943x65x7626 column-major 88.9 -> 114.0, 79x29311x753 84.7 -> 110.9; skinny-m-bt's
     * 128x128x16, the 4 measured all faster, 19140x74x4918 column-major TT 104.3 -> 141.8, 81x15338x3407 TT 83.1 ->
     * 116.5; beside the 32-row tiles below 2^30: 70x6568x1144 TN (2^29.97) 88.7 -> 97.0 and two B-transposed calls
     * of 2^28.5-2^29.2 faster, 76x12636x282 TT (2^29.0, K 282) 91.2 -> 73.6 and 6 of 7 calls below 2^27 slower,
     * 2001x70x450 column-major NT 87.6 -> 74.1.)
     */
    SKINNY_M_96_LARGE("skinny-m-96-large", "64 < M <= 96, M <= N, 2 M N K >= 2^30"),
    /**
     * M from 65 to 128, no more than N, B stored transposed (N x K, its float4 loads along K): the skinny-m class
     * whose B is read in place along K (GemmOperands: C is one row of tiles). Its own entry's 128x128 tiles 16 deep
     * read 64 bytes of each of B's rows per slice where the general entry's 8-deep ones read 32. (H200,
     * docs/results/h200/session20/second/nt, % of cuBLAS kernel-only: 100x5000x3000 row-major NT 87.1 against 75.6,
     * 127x4096x4096 NT 88.1 / 75.5, 128x8192x2048 NT 86.2 / 75.7; untransposed, 100x5000x3000 ran 88.6 in these
     * tiles against 97.5 in the general entry's.)
     */
    SKINNY_M_BT("skinny-m-bt", "64 < M <= 128, M <= N, B stored transposed"),
    /**
     * M from 65 to 128, no more than N, B not transposed, below 2^31 FLOP (SKINNY_SMALL_FLOP): the skinny-n-small
     * class turned over, in 64x128x16 tiles (parts of 8 slices) where the general entry's 128x256 tiles made 1 to 40
     * tiles. (H200, docs/results/h200/session26/third, % of cuBLAS kernel-only / end to end against the 128x256 tiles
     * in the next process, six shapes drawn at random, M 65-128: 127x133x341 58.6 / 111.5 against 47.1 / 106.9,
     * 87x195x1595 59.8 / 87.1 against 47.4 / 87.3, 91x604x1730 84.6 / 101.6 against 79.3 / 95.4, 107x4984x928 94.6 /
     * 101.8 against 89.7 / 95.0, 66x897x1733 69.2 / 80.7 against 66.4 / 76.5, 116x291x1814 64.3 / 78.0 against 54.4 /
     * 73.6; 75x640x759 (640x75x759 column-major) 86.7 / 111.2 against 66.0 / 77.9.)
     */
    SKINNY_M_SMALL("skinny-m-small", "64 < M <= 128, M <= N, 2 M N K < 2^31"),
    /**
     * M from 65 to SIDE_96 (96), no more than N, B not transposed, below 2^30 FLOP (2^31 until session 65; from
     * SKINNY_M_96_LARGE_FLOP, skinny-m-96-large): the skinny-m-small calls whose M three 32-row tiles cover with less
     * padding than two 64-row ones (M 65-96 padded to 96, at least 68% C's, against 128, 51-75%), in the skinny-32
     * class's 32x64x16 tiles. (H200, docs/results/h200/session41/call1,
     * % of cuBLAS kernel-only against the skinny-m-small entry's 64x128x16 tiles in the same process, calls drawn
     * with seed 20261500 that neither entry was chosen from: 7688x71x1204 column-major NT 86.1 against 79.1,
     * 95x1416x920 96.6 / 83.4, 91x834x1017 90.9 / 84.9, 169x73x6851 column-major 78.7 / 64.5, 84x5965x1212 85.2 /
     * 83.3, 71x5642x1328 86.2 / 88.5, and 971x73x2135 column-major NT, session 40's sweep's, 82.8 / 76.6; where M is
     * 97-128 both tilings pad M to 128 and the 32-row tiles lost: 99x1775x939 77.2 / 82.1, 104x208x7169 row-major TN
     * 71.7 / 78.4. Against the database before, on 8 calls drawn with seed 20261501: faster on all 8, 73.7 -> 79.0
     * kernel-only, call2/ab.md.)
     */
    SKINNY_M_96("skinny-m-96", "64 < M <= 96, M <= N, 2 M N K < 2^30"),
    /**
     * M from 65 to 128, no more than N: a few rows of C, covered by one 128-high tile, its long K shared out over the
     * device. (H200, docs/results/h200/split-reduce: 127x4096x4096 ran at 89.9% of cuBLAS kernel-only and 93.1% end to
     * end in 128x256 tiles with SPLIT_REDUCE, against 84.3% / 85.2% in the 64x128 tiles of the skinny class.)
     */
    SKINNY_M("skinny-m", "64 < M <= 128, M <= N"),
    /**
     * N at most 32 and less than M (outside the vector class: A transposed, read along M): a few columns of C in tiles
     * 64 high and 32 wide, the skinny-32 class turned on its side. (H200, docs/results/h200/skinny32/depth: % of cuBLAS
     * kernel-only / end to end, 64x32x16 tiles against the narrow entry's 256x64x8: 4096x32x4096 row-major TN 93.0 /
     * 97.9 against 53.8 / 54.4, 8192x32x8192 TN 95.2 / 98.6 against 52.4 / 52.4. Where A's rows run along K, gemv.cl's
     * rows kernel keeps N up to 32: the same tiles tied or lost there as often as they won, 8192x32x8192 101.7 against
     * 88.8, 4096x20x4096 85.2 against 92.6, 8192x32x8200 in the 8-deep twin 54.6 against 82.7.)
     */
    NARROW_32("narrow-32", "N <= 32, N < M"),
    /**
     * N from 33 to 64, M at most 3072 and A stored transposed (K x M, read in place along M): 64x64 tiles 32 deep in
     * four 32x32 warp tiles, K a multiple of 16 or of 4 from 256 (its tail read in place). cuBLAS ran these TN calls
     * 10-20% faster than the same shapes untransposed (3000x48x3000 and 2048x36x2048, session 21's second call); the
     * narrow-few and narrow entries ran them slower. (H200,
     * docs/results/h200/session21/second and fifth, % of cuBLAS end to end, row-major TN, against the class the shape
     * had: 2048x40x3000 86.7 against 60.4 (narrow), 3000x48x3000 97.8 / 78.8, 2000x48x2000 88.7 / 81.4 (narrow-few),
     * 2048x36x2048 85.2 / 85.3, 1500x60x4000 77.5 / 78.9; against 64x64x16 tiles, the class's first entry:
     * 3000x50x2004 92.4 / 80.2, 1200x64x3000 84.4 / 76.6, 2500x44x1000 92.5 / 87.4, 2800x48x1600 87.5 / 90.8.
     * Untransposed, the narrow-few and narrow entries kept winning: 2048x36x2048 110.6 against 97.0 in 64x64x16.)
     */
    NARROW_FEW_AT("narrow-few-at", "32 < N <= 64, N < M <= 3072, A stored transposed, K a multiple of 16 or of 4"
            + " from 256"),
    /**
     * N from 33 to 64 and M at most 3072: the skinny-few class turned on its side, in the same 32x64x16 tiles (which
     * beat the 64x32 ones here). Until session 28 it took only K a multiple of 16, because with a K tail read in place
     * the narrow entry's tiles had won 3000x48x3000 (98.4% of cuBLAS kernel-only against 94.3%,
     * docs/results/h200/session20); on 17 calls with K no multiple of 16, 5 chosen and 12 drawn at random (seed
     * 20261209), these tiles won all 17, by 32% end to end on geometric mean over the drawn ones
     * (docs/results/h200/session28/candidates28 and candidates28b/narrow, against the narrow entry in the same
     * process: 170x42x1055 101.2 / 52.5, 565x45x1883 TT 99.2 / 57.1, 2176x64x2462 97.6 / 82.5, 2552x49x1684 NT
     * 91.3 / 72.8, 38x2684x1475 column-major TN 71.1 / 61.4). (H200, docs/results/h200/skinny32/narrow32 and
     * boundary, % of cuBLAS kernel-only in 32x64x16 against the narrow entry's 256x64x8: 3000x60x2000 94.9 against
     * 82.5, 2000x48x2000 92.2 / 84.2, 2048x64x4096 87.7 / 79.2 (64x32x16: 92.6); at 16 and more entry tiles:
     * 4096x40x2048 92.0 / 92.6, 6000x56x1500 74.5 / 82.8; the 8-deep twin on 3000x64x3000 65.9 against 93.2.)
     */
    NARROW_FEW("narrow-few", "32 < N <= 64, N < M <= 3072"),
    /**
     * N from 33 to 64 and less than M: a few columns of C, each tile 64 wide (and 256 high), the skinny class turned on
     * its side. (H200, docs/results/h200/narrow: 4096x64x4096, 8192x48x8192 and 3000x60x2000 ran at 85.3%, 94.0% and
     * 76.4% of cuBLAS kernel-only in 128x64 tiles, against 53.4%, 51.5% and 59.9% in the skinny class's 64x128.)
     */
    NARROW("narrow", "32 < N <= 64, N < M"),
    /**
     * N from 97 to 128 (65-96: skinny-n-96), less than M, from 2^27 (SKINNY_N_TINY_FLOP) to 2^31 FLOP
     * (SKINNY_SMALL_FLOP): a few columns of C too few for the skinny-n entry's 256x128 tiles, which made 6 to 32 tiles
     * and cut K into many parts; 128x128x16 tiles in parts of 8 slices instead (session 41: against the 64x128x16 tiles
     * in parts of 4 of sessions 26-40, faster on 8 of 11 calls and at most 1.4 points slower on the rest,
     * docs/results/h200/session41/call1/nsmall; the narrow-32 entry's 64x32x16 tiles lost on all 11; against the
     * database before on 9 calls drawn with seed 20261501, faster on 8, 92.1 -> 95.1 kernel-only, call2/ab.md). (Until
     * then: H200, docs/results/h200/session26/unseen-candidates, % of cuBLAS kernel-only / end to end against the
     * 256x128 tiles in the same process: 1512x82x771 row-major TN 67.1 / 82.6 against 52.7 / 59.8, 8000x115x648 TN 84.1
     * / 92.7 against 69.2 / 74.0, 6296x123x1170 71.1 / 74.4 against 67.4 / 70.4; above the bound at 2.3 GFLOP,
     * 2906x70x5694 67.1 / 69.6 against 64.8 / 66.6; shapes from 2^31 the 256x128 tiles were chosen on,
     * docs/results/h200/split-reduce: 8192x96x8192 92.1 against 86.9 in 64x128x8.)
     */
    SKINNY_N_SMALL("skinny-n-small", "96 < N <= 128, N < M, 2^27 <= 2 M N K < 2^31"),
    /**
     * N from 65 to 96 (SIDE_96), less than M, from 2^27 FLOP: the skinny-n-small and skinny-n calls whose N one 96-wide
     * tile covers (at least 68% of it C's, against 51-75% of a 128-wide one), in 128x96x16 tiles of four 32x96 waves
     * (each lane 8x12 outputs; parts of 8 slices). (H200, docs/results/h200/session64/call1, % of cuBLAS kernel-only
     * against the skinny-n-small entry's 128x128x16 in the same process, calls drawn with seed 20261203 that no entry
     * was chosen from: 73x9482x805 column-major 104.1 against 75.3, 73x2278x2352 column-major NT 89.6 / 87.2,
     * 69x1345x1797 column-major TN 72.7 / 68.7; the 64x96 tiles in two waves, and in six 32x32 waves 24 deep, lost or
     * tied. Against main before in the next process, on 10 calls drawn with seed 20261207 and 1512x82x771 TN, calls 2
     * and 3: 73.9 -> 79.4 and 74.1 -> 79.4 on geometric mean, 8 and 7 of 11 faster: 74x1016x6207 column-major 80.0 ->
     * 103.6, 25134x91x298 NT 58.9 -> 76.7; 1512x82x771 TN 64.4 -> 57.8, 968x96x1414 NT 68.3 -> 64.9.) From 2^31 FLOP
     * too, where the skinny-n entry's 256x128x8 tiles ran these calls before: on 10 calls (8 drawn with seed 20261214,
     * 8192x96x8192 and 4096x80x4096) these tiles beat them on all 10 in the same process (call 5), 8192x96x8192 93.7 ->
     * 125.5% of cuBLAS kernel-only, 4096x80x4096 94.0 -> 126.8, 2585x84x11959 81.4 -> 116.1, 19659x88x3251 TT 82.8 ->
     * 107.4, least 2784x87x13750 TT 92.0 -> 97.0.
     */
    SKINNY_N_96("skinny-n-96", "64 < N <= 96, N < M, 2 M N K >= 2^27"),
    /**
     * N from 65 to 128, less than M, below 2^27 FLOP (SKINNY_N_TINY_FLOP): the skinny-n-small calls too small for its
     * 128x128 tiles, which keep the 64x128x16 tiles in parts of 4 slices that class had until session 41. (H200,
     * docs/results/h200/session41/call7, % of cuBLAS kernel-only, 128x128x16 against these tiles in the next process,
     * calls drawn with seeds 20261500-20261503: below 2^27 FLOP 7 of 9 slower, 708x99x573 69.4 against 80.4,
     * 72x566x400 column-major 65.1 / 78.3, 89x263x304 column-major TT 56.2 / 68.8 (1854x81x352 TT 69.9 / 67.7 faster);
     * from it 3 of 4 faster, 371x85x4725 TN 67.2 / 61.4 (3645x69x469 70.0 / 72.7 slower), and 16 of 20 from 0.3 GFLOP
     * in calls 1-2.)
     */
    SKINNY_N_TINY("skinny-n-tiny", "64 < N <= 128, N < M, 2 M N K < 2^27"),
    /**
     * N from 97 to 128 (65-96: skinny-n-96), less than M, from 2^31 FLOP: a few columns of C, covered by one 128-wide
     * tile (256 high). (H200, docs/results/h200/split-reduce: 8192x96x8192 ran at 92.1% of cuBLAS kernel-only in
     * 256x128 tiles with SPLIT_REDUCE against 86.9% in 64x128, 4096x127x4096 at 88.0% / 92.1% end to end against 87.2%
     * / 89.5%.)
     */
    SKINNY_N("skinny-n", "96 < N <= 128, N < M, 2 M N K >= 2^31"),
    /**
     * 2 M N K at most 2^28 FLOP (512^3 and below): so few tiles that small ones (32x64) fill the device best.
     * (Measured on the H100, docs/results/h100/tune-shapes: 32x64 tiles ran 512^3 at 96% of cuBLAS end to end
     * against 73% in 64x128 tiles, but 2048x2048x128 at 78% against 106%: tiny problems need their own class.)
     * A skinny or narrow call (short side 33 to 128) of K from TINY_FROM_DEPTH (64) to 255 comes here too, not to
     * short-k: its entry's 32x64 tiles of four 16x32 waves, split along K where the tiles are few, ran such calls
     * faster than short-k's 64x64 tiles, each whole. (H200, docs/results/h200/session42/call1/shortk, % of cuBLAS
     * kernel-only in one process, calls drawn with seeds 20261604-5 and session 41's: 1086x124x75 column-major 99.6
     * against 62.6, 1210x112x175 TT 92.1 / 76.1, 256x47x244 TT 99.0 / 84.9, 2619x58x161 TT 88.7 / 77.7, 312x111x120
     * column-major NT 73.2 / 67.9, 87x111x176 66.2 / 63.1; slower on 764x50x190 column-major TT 83.8 / 92.4 and
     * 53x722x70 NT 46.3 / 52.7. Checked on 14 calls drawn for the rule with seeds 20261606-7, session 26's four
     * short-k calls it moves and two of session 41's, against the build before in the next process, session42/call2:
     * 69.7 -> 84.7 kernel-only, 18 of 20 faster, 2075x36x86 column-major 68.0 -> 113.4, 43x3259x69 64.5 -> 102.2,
     * 3746x54x90 NT 47.0 -> 74.6; slower 127x7837x72 93.2 -> 86.7 and 4162x89x110 TT 95.6 -> 92.3.)
     */
    TINY("tiny", "2 M N K <= 2^28 (512^3 and below; a skinny or narrow call too where K is 64 to 255); with both"
            + " sides above 128, K below 1024 and, where M N >= 2^20, from 64"),
    /**
     * A tiny call (both sides above 128, at most 2^28 FLOP) of K from TINY_DEEP_DEPTH (1024): the tiny entry's tiles
     * with K cut into parts of 8 slices (PART_SLICES; 4 where the tiles are few, StreamKSchedule.fillingPartSlices),
     * where the tiny entry cuts each tile in about sqrt(slices) parts. (H200, docs/results/h200/session43, % of cuBLAS
     * kernel-only. Call 1, tinyk, in one process against the tiny entry, calls drawn with seed 20261800: 309x164x2313
     * column-major TT 76.0 against 65.6, 156x369x1050 89.9 / 79.1, 137x552x1133 NT 69.2 / 68.3; below K = 512 the
     * parts lost or tied: 1651x206x273 TT 58.1 / 63.6, 405x463x289 TN 89.4 / 94.4. Call 2, ab.md, the rule from K =
     * 512 against the build before in the next process, 12 calls drawn for it with seed 20261801 and seven others: of
     * K 1024 and more all 8 faster, 73.3 -> 80.4 (154x307x1308 TT 78.7 -> 88.6, 411x173x1223 TT 71.8 -> 79.9), of K
     * 512-1023 5 of 11, 75.2 -> 74.1 (427x147x925 82.8 -> 73.2, 138x796x943 TN 77.5 -> 69.3, 179x300x581
     * column-major 80.2 -> 89.9); hence the bound at 1024, drawn from those calls. Call 3, ab.md, on 10 calls drawn
     * for the class after that (seed 20261803): 72.5 -> 74.6, 8 faster, 326x137x1028 column-major TN 65.8 -> 71.2;
     * slower 612x140x1193 column-major TN 70.5 -> 67.9 and 170x150x1261 TN 62.1 -> 61.2.)
     */
    TINY_DEEP("tiny-deep", "2 M N K <= 2^28, M and N above 128, K >= 1024 (and below 8 max(M, N), else deep-k)"),
    /**
     * K below 256 with M N below 3 * 2^20 (and above the tiny class's FLOP): a few hundred to a few thousand small
     * tiles, each with a short K loop, where small tiles (64x64 on sm_90) with a slice depth chosen by waves
     * (GemmSliceDepth) keep the device fed and nothing is split along K (StreamKSchedule.MIN_SPLIT_DEPTH). (H100, docs/results/h100/gemm-e2e-3.md and
     * -4.md: up to K = 96 the 32x64x8 tiles ran 1536x1536x96, 2000x2000x64 and 3000x1300x96 at 112%, 88% and 92% of cuBLAS
     * kernel-only, the small entry's 64x128x8 at 82%, 62% and 69%; from K = 120 to 200 the 64x128x8 tiles lost to 32x64
     * tiles with a deeper slice: 1000x1000x200 65% against 85% (BK=40), 1024x2048x128 70% against 97% (BK=16).)
     * Skinny and narrow calls (short side 33 to 128) with such a K come here before their own classes, whose 128x256,
     * 256x128, 64x256 and 256x64 tiles were few and split a K of a few slices into parts. (H200,
     * docs/results/h200/session26/first against session25/fourth and base-a, % of cuBLAS kernel-only including packs,
     * the class the shape had before: 127x7837x72 68.7 against 34.0 (skinny-m), 3325x74x83 row-major TT 56.5 / 36.4
     * (skinny-n), 66x502x54 (502x66x54 column-major) 58.4 / 34.0 (skinny-m, unseen-candidates), 593x39x130
     * column-major 56.8 / 51.7 (skinny), 62x584x178 column-major NT 61.0 / 56.1 (narrow), 49x841x253 column-major
     * 54.9 / 54.7 (narrow); their end to end 113.8-138.4%, 127x7837x72 121.0 against 49.6.)
     * A tiny call of K below 64 with 2^20 outputs or more comes here too, at any M N (TINY_SHALLOW_AREA).
     */
    SHORT_K("short-k", "K < 256 and M N < 3 * 2^20 (a skinny or narrow call with its short side 33 to 128 comes"
            + " here before those classes unless tiny with K from 64; with 65 to 96 and K from 64, short-k-m96 or"
            + " short-k-n96; with both sides above 128, after tiny), or a tiny"
            + " call of K below 64 with M N of 2^20 and more"),
    /**
     * A short-k call (K 64-255, M N below 3 * 2^20) whose M is 65 to 96 (SIDE_96) and no more than N: its 64-high tiles
     * pad M to 128, and 96x128 tiles of six 32x64 waves, 24 deep (depth by waves, GemmSliceDepth), cover it in one row
     * of tiles. Below K = 64 (TINY_FROM_DEPTH) a depth of 24 pads K too much and no shallower one fits these tiles: the
     * short-k entry keeps those calls. (H200, docs/results/h200/session64, % of cuBLAS kernel-only against the short-k
     * entry's 64x64 tiles: call 1, in one process, calls drawn with seed 20261204: 92x26288x146 NT 122.1 against 92.7,
     * 14447x79x190 column-major TN 92.5 / 66.0, 24824x79x156 column-major 101.9 / 100.6; call 2, against main before in
     * the next process, seeds 20261208 and 20261210 and the sweep's 502x66x54: K 90-152 faster on 3 of 4 (31107x66x152
     * column-major NT 64.9 -> 79.7, 92x26599x90 TN 75.4 -> 82.4; 80x18411x128 64.3 -> 55.5), K 10-54 slower on all 7
     * (72x6468x10 TT 105.8 -> 47.4, 502x66x54 column-major 78.5 -> 51.4); call 3, 16 calls of this class and
     * short-k-n96 drawn afresh with K 64-255 (seeds 20261212-20261213): 75.6 -> 80.7 on geometric mean, 12 faster,
     * 28979x70x231 TT 75.5 -> 96.9, 22658x75x81 column-major 90.3 -> 73.7.)
     */
    SHORT_K_M96("short-k-m96", "64 <= K < 256 and M N < 3 * 2^20, 64 < M <= 96, M <= N"),
    /**
     * A short-k call (K 64-255) whose N is 65 to 96 and less than M: 64x96 tiles of six 32x32 waves, 24 deep, cover N
     * in one column of tiles where the short-k entry's 64-wide ones pad it to 128; below K = 64 as short-k-m96. (H200,
     * docs/results/h200/session64: call 1, 66x17306x142 column-major TT, 17306 x 66 computed, 75.9% of cuBLAS
     * kernel-only against 65.5 in the short-k entry's tiles and 65.2 in 128x96x16; call 2, against main before, seeds
     * 20261209 and 20261211: K 78-196 faster on 3 of 4 (88x11720x196 column-major TT 83.9 -> 101.5, 15899x87x117 NT
     * 64.7 -> 75.8; 22960x94x78 NT 75.8 -> 66.0), K 16-61 slower on all 5 (88x3672x25 column-major 86.5 -> 49.1).)
     */
    SHORT_K_N96("short-k-n96", "64 <= K < 256 and M N < 3 * 2^20, 64 < N <= 96, N < M"),
    /**
     * K below 256 with M N at least 3 * 2^20 (about 190 tiles of 128x128 or more; 2048 x 2048: 256 tiles, a wave of
     * the H100's 132 SMs at two groups each): short K loops over enough tiles, where more groups per SM hide the
     * prologue and epilogue. (H200, docs/results/h200/gemm-e2e-5.md, run 1: 1800x2000x120, M N = 3.4 * 2^20, ran at
     * 102.1% of cuBLAS kernel-only in this class's 128x128 tiles against 82.6% in the short-k class's 32x64 and 88.8%
     * in 64x64; 1536x1536x96, 2.25 * 2^20, the other way round: 91.2% against 116.7% in 64x64. Until then the bound
     * was 2^22.) Before
     * the FLOP rule of the small class, so 2048x2048x128 keeps this entry. (H100, docs/results/h100/gemm-e2e-2.md,
     * run 2: the small-k entry ran 2048x2048x128 and 1024x4096x64 at 105-106% of cuBLAS end to end, the small entry
     * 63-69%; below 2^22 it was the other way round: 1536x1536x96 61% against 81%, 1000x1000x200 50% against 63%.)
     */
    SMALL_K("small-k", "K < 256 and M N >= 3 * 2^20"),
    /**
     * A small call with M N below 3 * 2^18: fewer than 96 tiles even of 64x128, under a wave of a device's compute
     * units, so the tiles are split along K (64x128x16, parts of 8 slices, summed by the reduce kernel). (H200,
     * docs/results/h200/session27/candidates27/small, % of cuBLAS kernel-only against the small entry's unsplit
     * 64x128x8: 601x283x3891 column-major 91.0 against 74.0, 139x1030x1221 column-major 73.4 / 56.5, 2149x229x308 TT
     * 80.7 / 71.1, 814x411x1438 column-major 83.2 / 71.2; above the bound 1000^3 92.4 / 100.8, 443x2064x689 NT
     * 82.5 / 88.5, 333x4444x555 79.8 / 87.3: the gemm-tuning.json entry has all 16.)
     */
    SMALL_FEW("small-few", "2 M N K < 2^31 and M N < 3 * 2^18 (fewer than 96 tiles of 64x128)"),
    /**
     * A small call with M N up to 2^21 and K below 800: a few hundred 64x64 tiles with a short K loop, one group
     * each and nothing split along K, as cuBLAS runs them (Nsight Compute on the H200,
     * docs/results/h200/session34/call5: sm80_xmma_gemm_..._tilesize64x64x8_stage3 in 258 groups on 2718x350x767, 44.0
     * us against 58.8 for the small entry's 64x128x8 tiles split over 396 groups, whose parts' round trip through L2
     * moved 156 MB against cuBLAS's 101). 64x64x16 tiles in 4 warps of 32x32, STREAM_K=0. (H200, % of cuBLAS
     * kernel-only against the small entry in the same process: call6, 20 small calls, and call7, 24 drawn at random
     * with seed 20261341; the bounds were drawn from both sets: on the 34 calls inside them 27 ran faster, by up to
     * 42%, 3107x257x307 column-major NT 61.1 -> 86.6, 3566x442x524 TN 63.3 -> 88.2, 571x1430x310 60.7 -> 81.7, and 7
     * slower by 0.5-10.5%, 6618x226x636 column-major TT 95.2 -> 85.3; the class's geometric mean 78.7 -> 85.0 and
     * 77.2 -> 84.8 on the two sets. Outside them the split 64x128 tiles stayed faster: K from 894 (1000^3 103.2
     * against 73.7, 1163x864x894 NT 105.1 / 79.9) and M N above 2^21 (2856x861x297 TN 73.3 / 65.5, 1192x2350x349 NT
     * 104.5 / 96.7), except 2672x1209x300 NT, 68.0 / 81.9.)
     */
    SMALL_SHALLOW("small-shallow", "2 M N K < 2^31, 3 * 2^18 <= M N <= 2^21 and K < 800 (a few hundred 64x64 tiles,"
            + " each with a short K loop); with 65-128 rows (B as stored) or columns, K < 448"),
    /** 2 M N K below 2^31 FLOP (about 1024^3): too few large tiles to fill the device. */
    SMALL("small", "2 M N K < 2^31 (fewer large tiles than compute units)"),
    /**
     * A general call whose C the 64x128 tiles (16 deep, parts of 8 slices) cover with less padding than the general
     * entry's 128x256 ones by enough to outweigh their higher speed where both fit alike (TileFit.FINE's weight): a
     * side past a multiple of 128 or 256, such as M = 175 or 300. (H200, docs/results/h200/session26/third, % of cuBLAS
     * kernel-only against the 128x256 tiles in the next process: 285x1146x4245 column-major NT 117.6 against 97.5,
     * 1025x1823x2365 TT 103.5 / 97.4 (two of 18 shapes drawn at random in the general class), 175x4806x2538 100.6 /
     * 83.6, 1813x555x7919 column-major NT 101.4 / 90.4, 1860x275x7364 69.4 / 60.8, 646x2850x758 TT 77.7 / 72.4; the last
     * four ran in five tilings in session26/second, where the weights were chosen.)
     */
    GENERAL_FINE("general-fine", byFit("64x128")),
    /**
     * A general call whose C the 256x128 tiles (the general entry's waves stacked, as skinny-n's) cover with at least
     * 5% less padding than the 128x256 ones (TileFit.TALL's weight) and not much more than the 128x64 ones: N 65 to
     * 128 past a multiple of 256, such as 600 or 873 (311 and 532, below, are general-narrow's since session 39).
     * (H200, docs/results/h200/session26/third, % of cuBLAS kernel-only against the 128x256 tiles in the next process:
     * 2708x873x3782 NT 87.7 against 80.9, 4439x545x723 77.2 / 68.5 (two of 18 shapes drawn at random in the general
     * class), 6055x311x6859 (311x6055x6859 column-major TT) 81.6 / 65.5, 3112x532x6113 TT 89.5 / 77.9 (general-fine
     * since the margin: 88.1 in session26/second), 2695x851x4167 (column-major) 97.1 / 89.2. Without the margin it took
     * 6000x2500x4000 column-major NT, A read transposed, at 72.6 against 97.2.)
     */
    GENERAL_TALL("general-tall", byFit("256x128")),
    /**
     * A general call whose C the 128x64 tiles (16 deep, four waves of 32x64, parts of 8 slices) cover with less
     * padding than the other tilings by enough to outweigh their higher speed where all fit alike (TileFit.NARROW's
     * weight): N just past a multiple of 128, such as 175 or 269, which every other tiling pads to the next multiple
     * of 128 or 256. (H200, docs/results/h200/session39/call2, % of cuBLAS kernel-only against the tiling the database
     * chose before, in one process: 2709x175x13237 83.8 against 70.8, 135x1420x38729 column-major 83.2 / 67.8,
     * 1938x180x20824 NT 83.0 / 70.5, 3415x144x14161 85.4 / 73.1, 1306x314x33144 TN 87.6 / 75.7, 3550x269x11316 98.3 /
     * 89.8; slower on 340x3468x998 TN, 86.8 / 89.1, and 1050x1290x6092 TN, 98.2 / 100.5, which the rule leaves where
     * they were.) Since session 40 the class holds only the calls of more than NARROW_FEW_TILES such tiles (several
     * waves of them), and their registers are budgeted for 3 groups per SM (MIN_GROUPS=3: 168 registers, where the
     * entry compiled to 158-229): with many waves of tiles, resident groups matter more than registers (H200,
     * docs/results/h200/session40, calls 2 and 3, % of cuBLAS kernel-only against the entry without the budget in one
     * process: 13 calls of 240-986 tiles 90.0 -> 94.8, 4500x700x6500 TT 91.2 -> 103.5, 311x6055x6859 column-major TT
     * 80.6 -> 89.4, 1400x2077x4309 88.6 -> 94.0; 12 of the 13 faster, 801x2673x1194 column-major NT 102.8 -> 101.8).
     */
    GENERAL_NARROW("general-narrow", byFit("128x64") + ", more than " + TileFit.NARROW_FEW_TILES + " of them"),
    /**
     * General-narrow's calls of at most NARROW_FEW_TILES tiles of 128x64: at most a wave or two, each tile shared out
     * along K over several groups; the budget of 3 groups per SM lost there (the same calls as general-narrow's, 11 of
     * 14-183 tiles: 86.4 -> 85.4, 3 faster; 679x279x7661 TT 87.4 -> 83.9, 706x407x5381 TN 85.1 -> 82.1).
     */
    GENERAL_NARROW_FEW("general-narrow-few", byFit("128x64") + ", at most " + TileFit.NARROW_FEW_TILES + " of them"),
    /** Everything else: square, tall and wide problems with enough tiles for the device. */
    GENERAL("general", "none of the above (square, tall, wide)");

    /**
     * The most vectors (the smaller of M and N) the vector class takes in any layout. H200: the panel kernels ran every
     * shape of width 2 to 8 at 101-190% of cuBLAS end to end (docs/results/h200/panel run 4: 4096x8x4096 115%,
     * 8x4096x4096 123%, 2048x8x2048 column-major 101%), the tiles none of them above 81% (tiny1); from 9 to 16 gemv.cl's
     * tile kernels (docs/results/h200/gemm-e2e-9.md, part 4): 4096x16x4096 117%, 16x4096x4096 240%, 12x3000x2000 107%,
     * against 70% and 132% in the tiles (4096x16x4096, 16x4096x4096).
     */
    public static final int MAX_VECTORS = 16;

    /**
     * The most vectors the class takes where the large operand (the matrix) is read along K, each output's K values
     * contiguous: the tile kernels' rows kernel stages it in local memory. H200, gemm-e2e-9 part 5 against the narrow
     * entry's tiles (parts 2 and 4), % of cuBLAS end to end: 2000x32x6000 79.6 / 62.9, 8192x32x8192 89.8 / 68.6,
     * 3000x24x2000 84.0 / 63.5; 4096x20x4096 98.7. Where the outputs are contiguous (the columns kernel) they did not
     * beat the skinny entry's tiles: 32x2000x6000 67.9 / 66.1, 24x3000x2000 65.0 / 67.9, so those keep the tiles.
     * Where K is a multiple of TILE_DEPTH the class stops at MAX_VECTORS_ALONG_K_TILED.
     */
    public static final int MAX_VECTORS_ALONG_K = 32;

    /**
     * The most vectors read along K the class takes where K is a multiple of TILE_DEPTH and the matrix holds at least
     * TILED_ALONG_K_MATRIX_FLOATS: from 29 to 32 the narrow-32 class's 64x32x16 tiles use at least 29 of their 32
     * columns and beat gemv.cl's tile kernels. (H200, docs/results/h200/session16/widths2 and skinny32/boundary, % of
     * cuBLAS kernel-only, 64x32x16 tiles with PART_SLICES=8 against gemv.cl: 8192x32x8192 101.3 / 89.1, 2000x32x6000
     * 85.2 / 83.8, 3000x32x4096 79.2 / 79.0, 16384x32x4096 132.8 / 96.1 and 4096x32x8192 100.3 / 88.0 without
     * PART_SLICES; narrower, gemv.cl won or tied: 2000x28x4096 94.2 / 86.3, 5000x24x1536 91.7 / 86.0, 3000x24x2000
     * 83.6 / 82.7, 8192x24x8192 88.7 / 88.9, 4096x20x4096 92.6 / 85.1.)
     */
    static final int MAX_VECTORS_ALONG_K_TILED = 28;

    /**
     * The fewest floats of the large operand (the longer of M and N times K) from which MAX_VECTORS_ALONG_K_TILED
     * applies: 2^22 (16 MiB). Below it gemv.cl kept winning: 1024x32x1024 (2^20) ran at 111.8% of cuBLAS kernel-only
     * in it, 85.0% in the 64x32x16 tiles (H200, docs/results/h200/gemm-e2e-11 and -12).
     */
    static final long TILED_ALONG_K_MATRIX_FLOATS = 1L << 22;

    /**
     * The fewest floats of the large operand from which a call of 17 to 32 vectors read along K, K no multiple of
     * TILE_DEPTH, leaves gemv.cl for the narrow-32 or skinny-32 tiles (the one whose 32 lies along C's short side),
     * where K is also below TILES_ALONG_K_MAX_DEPTH_RATIO times the long side. H200, % of cuBLAS end to end, gemv.cl
     * against the tiles in one process: 9 calls of 1.4 to 4.0 million floats drawn at random (seed 20261211,
     * docs/results/h200/session29/vector), the tiles won all 9 by 1.15-1.66x (1229x17x2431 NT 75.0 -> 96.6,
     * 1774x26x815 column-major TN 90.7 -> 151.0, 5527x30x716 column-major TN 70.0 -> 98.9); of 8 below 2^20 floats
     * (seed 20261212, session29/narrow and skinny, set A) gemv.cl won or tied 7 (426x18x98 221.6 against 163.8,
     * 25x387x2333 column-major 111.4 / 95.7), the tiles won 225x27x4495 column-major TN (94.5 / 70.8).
     */
    static final long TILES_ALONG_K_MATRIX_FLOATS = 1L << 20;

    /**
     * K from this many times the long side of C up keeps such a call in gemv.cl, whose slices along K then fill the
     * device: of 6 calls of 2^22 floats or more (seed 20261212, set B) gemv.cl won the three with K at least 6 times
     * the long side, 967x18x7743 NT 105.6 against 70.6, 1060x24x6406 NT 95.9 / 68.8, 565x17x8845 111.6 / 84.9, and the
     * tiles the three below, 1889x26x4462 63.0 -> 96.3, 2627x27x7322 77.0 -> 91.2, 21x1563x3373 TT 103.2 -> 118.4.
     * Where K is a multiple of TILE_DEPTH the same draw split 3 to 3 (set C: 2020x32x1472 column-major TT 95.6 -> 137.0
     * in the tiles, 411x21x1040 NT 90.9 against 75.0 in gemv.cl), as had earlier sessions (3000x24x2000 93.4 in gemv.cl
     * against 76.0, session 21), so those calls keep the rule before.
     */
    static final int TILES_ALONG_K_MAX_DEPTH_RATIO = 6;

    /**
     * The fewest floats of the matrix from which a narrow call with B transposed (N < M in the row-major view) stays in
     * gemv.cl under TILES_ALONG_K_MATRIX_FLOATS: the narrow-32 tiles pack the operands there (no K tail read in place
     * with B^T), which costs in proportion to the matrix. H200, the build before against this rule in consecutive
     * processes (docs/results/h200/session29/c, % of cuBLAS end to end): the packed tiles won every such call up to 3.3
     * million floats (481x31x2825 NT 68.5 -> 97.1, 21x596x2755 column-major TN 83.3 -> 105.9, 1229x17x2431 NT 67.3 ->
     * 87.2) and lost both above (4944x19x6299 NT 70.8 -> 50.4, 19x2088x6509 column-major TN 79.2 -> 62.9); the calls
     * whose tiles read K's tail in place won at any size (8070x19x5711 column-major TN 82.8 -> 119.1).
     */
    static final long TILES_PACKED_MATRIX_FLOATS = 1L << 22;

    /**
     * The longest side of C up to which a skinny or narrow call (its short side 33 to 64) goes to the few-tiles classes:
     * 12 tiles of 256, where the device's 132 SMs needed K cut in 11 or more slices.
     */
    static final int FEW_TILES_SPAN = 3072;

    /**
     * The slice depth of the 32-high and 32-wide tiles (skinny-32, narrow-32 and the few-tiles classes): where such
     * tiles compete with gemv.cl on large matrices (MAX_VECTORS_ALONG_K_TILED) they take K of a multiple of it only,
     * because their 8-deep twin lost; other K reach them through TILES_ALONG_K_MATRIX_FLOATS.
     */
    static final int TILE_DEPTH = 16;

    /**
     * The shallowest K a class of TILE_DEPTH-deep tiles (deep-k, narrow-few-at) takes where K is a multiple of 4 but
     * not of TILE_DEPTH: from GemmSliceDepth.LONG_TAIL_SLICES slices such a K keeps the tiles' depth and reads its tail
     * in place (K_TAIL) instead of falling to an 8-deep twin.
     */
    static final int TAIL_DEPTH_FROM = GemmSliceDepth.LONG_TAIL_SLICES * TILE_DEPTH;

    /** The FLOP (2 M N K) from which a B-transposed call of M 33 to 64 leaves the skinny-bt class for skinny. */
    static final double SKINNY_BT_FLOP = 0x1p31;

    /**
     * The FLOP (2 M N K) from which a call of N 65 to 128 leaves the skinny-n-small class for skinny-n, and one of M 65
     * to 128 (B not transposed) skinny-m-small for skinny-m.
     */
    static final double SKINNY_SMALL_FLOP = 0x1p31;

    /** The FLOP (2 M N K) below which a call of N 65 to 128 is skinny-n-tiny rather than skinny-n-small. */
    static final double SKINNY_N_TINY_FLOP = 0x1p27;

    /** The most FLOP of the tiny class: 512^3. */
    static final double TINY_FLOP = 0x1p28;

    /**
     * The shortest K from which a tiny skinny or narrow call goes to the tiny class rather than short-k, and one with
     * both sides above 128 and at least TINY_SHALLOW_AREA outputs.
     */
    static final int TINY_FROM_DEPTH = 64;

    /** The shortest K of the tiny-deep class: 32 slices of the tiny entry's 32-deep tiles, four whole parts of 8. */
    static final int TINY_DEEP_DEPTH = 1024;

    /**
     * M N from which a tiny call of K below TINY_FROM_DEPTH goes to the short-k class: so many outputs to write, each
     * from a few slices, that short-k's 64x64 tiles (their slice depth chosen by waves) beat the tiny entry's 32x64.
     * (H200, docs/results/h200/session43/call2/shallow, % of cuBLAS kernel-only in one process, calls drawn with seed
     * 20261802, the short-k entry's tiles against the tiny entry's: 2791x2078x8 column-major NT 105.0 against 81.4,
     * 6582x1447x12 column-major TT 110.4 / 90.5, 1186x6733x16 NT 93.5 / 83.7, 8031x256x18 column-major TN 73.3 / 63.7,
     * 2271x1470x14 column-major TN 83.3 / 76.6, 964x2743x37 85.9 / 80.9, 545x6519x32 NT 93.1 / 89.0; 1888x1109x25
     * column-major 108.9 / 110.4; of K 64 and more, below 2^20 outputs, 480x1846x68 93.1 / 90.6; from K = 84 the
     * tiny tiles won all three, 2000x198x85 TN 93.7 against 74.2, 508x2021x84 79.4 / 67.8, 3307x163x87 column-major
     * TN 72.4 / 69.9.
     * Against the build before on 10 calls drawn after the rule, seed 20261804, call3/ab.md: 103.9 -> 126.5, 9 faster
     * (2225x1971x6 column-major NT 80.3 -> 106.0, 1490x5937x5 103.4 -> 141.6), 2291x947x28 NT 81.1 -> 80.1.)
     */
    static final long TINY_SHALLOW_AREA = 1L << 20;

    /**
     * The FLOP from which a call of M 65-96 (no more than N) runs skinny-m-96-large's 96x128 tiles; below it the 32-row
     * tiles of skinny-m-96 (B as stored) or skinny-m-bt-96 (B transposed) make more groups.
     */
    static final double SKINNY_M_96_LARGE_FLOP = 0x1p30;

    /**
     * The largest short side of the classes named for 96 (skinny-m-96, skinny-m-96-large, skinny-m-bt-96,
     * skinny-n-96, short-k-m96, short-k-n96): tiles that cover it in 96 (three 32-row tiles, or one 96-wide tile) pad
     * it less than 64- and 128-wide ones, which pad it to 128.
     */
    static final int SIDE_96 = 96;

    /** The largest M N of the deep-k class: one tile of the general entry's 128x256. */
    static final long DEEP_K_AREA = 1L << 15;

    /**
     * The FLOP (2 M N K) below which a call is small (or tiny), and below which one with both sides above 128 and K at
     * least 8 times the larger is deep-k at any M N and K (from it the general entry's 128x256 tiles ran
     * 256x256x16384, exactly 2^31, at 90.1% of cuBLAS against 78.8, and 512x512x32768 at 99.6 against 77.9,
     * session27/candidates27/largek).
     */
    static final double SMALL_FLOP = 0x1p31;

    /** M N below which a small call is small-few. */
    static final long SMALL_FEW_AREA = 3L << 18;

    /** The largest M N of the small-shallow class: 512 tiles of 64x64, four per SM of an H200 and fewer. */
    static final long SMALL_SHALLOW_AREA = 1L << 21;

    /** K from which a small call keeps the small class's split 64x128 tiles (894 was the shallowest measured there). */
    static final int SMALL_SHALLOW_DEPTH = 800;
    /**
     * A call of 65-128 rows or columns inside small-shallow's area and FLOP bounds with K below this runs
     * small-shallow's unsplit 64x64x16 tiles rather than its skinny class's split ones, whose reduce its short K loop
     * does not repay.
     * (H200, docs/results/h200/session50/call5, % of cuBLAS kernel-only against the database before in the next
     * process, 14 calls drawn inside small-shallow's bounds with K 256-799: the six of K 260-436 all faster,
     * 12257x118x407 column-major 70.1 -> 87.6, 10646x101x362 70.6 -> 85.2, 24586x74x296 62.3 -> 72.1; from K 493
     * three faster (8000x115x648 TN 75.5 -> 87.5, 11687x111x493 72.3 -> 85.4) and five slower, 14886x77x702 92.1 ->
     * 73.0, 114x13312x680 column-major 89.7 -> 76.6; call 6 checked the bound on calls drawn afresh.)
     */
    static final int SKINNY_SHALLOW_DEPTH = 448;

    /** M N from which a short K goes to the small-k class's larger tiles rather than the short-k class's. */
    static final long SMALL_K_AREA = 3L << 20;

    private final String id;
    private final String rule;

    /** The rule of a class TileFit chooses: its tiles ("64x128") fit C best (a method: enum arguments run first). */
    private static String byFit(String tile) {
        return "otherwise general, where " + tile + " tiles fit C best of the general class's tilings, each weighted"
                + " by its speed (TileFit)";
    }

    GemmShapeClass(String id, String rule) {
        this.id = id;
        this.rule = rule;
    }

    /** The name in the tuning database and in --explain, e.g. "small-shallow". */
    public String id() {
        return id;
    }

    /** The rule that puts a shape in this class, for --explain. */
    public String rule() {
        return rule;
    }

    /** The class of an untransposed row-major problem of m x n x k (what `tune` and the database speak of). */
    public static GemmShapeClass of(int m, int n, int k) {
        return of(m, n, k, false, false);
    }

    /**
     * The class of a call, as the tuned rung classifies it: by the product its kernels compute (GemmProduct: the
     * row-major view, or a TT call's untransposed twin) and its transposes (which say along what the large operand is
     * read).
     */
    public static GemmShapeClass of(GemmShape shape) {
        return ofProduct(GemmProduct.of(shape, GemmProduct.TRANSPOSED_C_DEFAULT).row());
    }

    /** The class of a row-major product (GemmProduct.row()). */
    static GemmShapeClass ofProduct(GemmShape row) {
        return of(row.m(), row.n(), row.k(), row.transA(), row.transB());
    }

    private static GemmShapeClass of(int m, int n, int k, boolean transA, boolean transB) {
        double flop = 2.0 * m * n * k;
        int small = Math.min(m, n);
        boolean matrixAlongK = n <= m ? !transA : transB;   // the large operand's rows hold each output's K values
        boolean wholeTileDepth = k % TILE_DEPTH == 0;
        long matrixFloats = (long) Math.max(m, n) * k;
        int mostAlongK = wholeTileDepth && matrixFloats >= TILED_ALONG_K_MATRIX_FLOATS ? MAX_VECTORS_ALONG_K_TILED
                : MAX_VECTORS_ALONG_K;
        boolean tailInPlace = k % 4 == 0 && k >= TAIL_DEPTH_FROM;
        if (small <= MAX_VECTORS) {
            return VECTOR;
        }
        if (n < m && n <= 32 && !wholeTileDepth && tailInPlace && matrixFloats >= TILED_ALONG_K_MATRIX_FLOATS) {
            return NARROW_TAIL;
        }
        boolean tilesAlongK = !wholeTileDepth && matrixFloats >= TILES_ALONG_K_MATRIX_FLOATS
                && k < (long) TILES_ALONG_K_MAX_DEPTH_RATIO * Math.max(m, n)
                && !(n < m && transB && matrixFloats >= TILES_PACKED_MATRIX_FLOATS);
        if (small <= mostAlongK && matrixAlongK && !tilesAlongK) {
            return VECTOR;
        }
        boolean tileDepthOrTail = wholeTileDepth || tailInPlace;
        boolean deepK = small > 32 && k >= 8L * Math.max(m, n);
        if (deepK && ((long) m * n <= DEEP_K_AREA && tileDepthOrTail || small > 128 && flop < SMALL_FLOP)) {
            return DEEP_K;
        }
        boolean fewTiles = Math.max(m, n) <= FEW_TILES_SPAN;
        boolean shortK = k < 256 && (long) m * n < SMALL_K_AREA;
        if (shortK && small > 32 && small <= 128) {
            // a skinny or narrow call's short K, before those classes
            if (flop <= TINY_FLOP && k >= TINY_FROM_DEPTH) {
                return TINY;
            }
            boolean side96 = small > 64 && small <= SIDE_96 && k >= TINY_FROM_DEPTH;
            return side96 ? (m <= n ? SHORT_K_M96 : SHORT_K_N96) : SHORT_K;
        }
        long area = (long) m * n;
        boolean shallowTiles = flop < SMALL_FLOP && area >= SMALL_FEW_AREA && area <= SMALL_SHALLOW_AREA
                && k < SKINNY_SHALLOW_DEPTH;
        if (m <= n && m <= 128) {
            if (m > 64) {
                boolean side96 = m <= SIDE_96;
                if (transB) {
                    return !side96 ? SKINNY_M_BT : flop < SKINNY_M_96_LARGE_FLOP ? SKINNY_M_BT_96 : SKINNY_M_96_LARGE;
                }
                if (shallowTiles) {
                    return SMALL_SHALLOW;
                }
                if (side96) {
                    return flop < SKINNY_M_96_LARGE_FLOP ? SKINNY_M_96 : SKINNY_M_96_LARGE;
                }
                return flop >= SKINNY_SMALL_FLOP ? SKINNY_M : SKINNY_M_SMALL;
            }
            if (m <= 32) {
                return SKINNY_32;
            }
            if (transB && flop < SKINNY_BT_FLOP) {
                return SKINNY_BT;
            }
            return fewTiles ? SKINNY_FEW : SKINNY;
        }
        if (n < m && n <= 128) {
            if (n <= 32) {
                return NARROW_32;
            }
            if (n > 64) {
                return shallowTiles ? SMALL_SHALLOW : flop < SKINNY_N_TINY_FLOP ? SKINNY_N_TINY
                        : n <= SIDE_96 ? SKINNY_N_96 : flop < SKINNY_SMALL_FLOP ? SKINNY_N_SMALL : SKINNY_N;
            }
            if (fewTiles && transA && tileDepthOrTail) {
                return NARROW_FEW_AT;
            }
            return fewTiles ? NARROW_FEW : NARROW;
        }
        if (flop <= TINY_FLOP) {
            if (k < TINY_FROM_DEPTH && (long) m * n >= TINY_SHALLOW_AREA) {
                return SHORT_K;
            }
            return k >= TINY_DEEP_DEPTH ? TINY_DEEP : TINY;
        }
        if (shortK) {
            return SHORT_K;
        }
        if (k < 256) {
            return SMALL_K;
        }
        if (flop < SMALL_FLOP) {
            return area < SMALL_FEW_AREA ? SMALL_FEW
                    : area <= SMALL_SHALLOW_AREA && k < SMALL_SHALLOW_DEPTH ? SMALL_SHALLOW : SMALL;
        }
        // K at least 8 times the larger side from 2^31 FLOP (the large-k class until session 35, which ran the general
        // entry's 128x256 tiles) goes by the tiles' fit too: those calls' tiles are fewer than the device's groups and
        // shared out along K, so each padded output costs time. H200, docs/results/h200/session35, % of cuBLAS
        // kernel-only / end to end: 9 calls drawn at random ran at 80.4 / 81.4 in 128x256 tiles (call 3), 88.0 / 88.5
        // through the database choosing by fit (call 4; 939x261x16790 TT 56.7 -> 74.7, 615x2327x39797 column-major
        // 73.4 -> 86.0); the 12 of call 2, from which nothing was chosen either, 86.6 / 88.5 -> 88.6 / 89.9.
        GemmShapeClass general = TileFit.generalClass(m, n);
        return general == GENERAL_NARROW && TileFit.NARROW.tiles(m, n) <= TileFit.NARROW_FEW_TILES
                ? GENERAL_NARROW_FEW : general;
    }

    /** Parses a database or command-line name ("small-shallow", "SMALL_SHALLOW"); null for an unknown one. */
    public static GemmShapeClass parse(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (GemmShapeClass shapeClass : values()) {
            if (shapeClass.id.equals(wanted)) {
                return shapeClass;
            }
        }
        return null;
    }
}
